import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { conditions, markLines, stampLine, stampOf } from './a4-layout.ts';
import type { PrintedDocument } from './printed-document.ts';

/** 80 mm paper: about 72 mm printable; the page is as long as its content. */
const TICKET_WIDTH_PT = 226.77;
/** A dashed separator; a new node each time, because pdfmake writes positions into the nodes it lays out. */
const rule = (): Content => ({
  canvas: [{ type: 'line', x1: 0, y1: 0, x2: 206, y2: 0, lineWidth: 0.5, dash: { length: 2 } }],
  margin: [0, 4],
});

/** 80 mm ticket: everything centred in one column, lines as two rows each, QR at the end. */
export function ticketLayout(doc: PrintedDocument, qrSvg: string): TDocumentDefinitions {
  const lineRows: Content[] = doc.lines.flatMap((line) => [
    { text: line.description },
    {
      columns: [
        { text: `${line.quantity} ${line.unit} x ${line.unitPrice}`, width: '*' },
        { text: line.amount, width: 'auto' },
      ],
      margin: [0, 0, 0, 2],
    },
  ]);
  const totalRows: Content[] = doc.totals.map((total) => ({
    columns: [
      { text: total.label, width: '*', bold: total.strong ?? false },
      { text: total.value, width: 'auto', bold: total.strong ?? false },
    ],
  }));
  return {
    ...stampOf(doc, 48),
    pageSize: { width: TICKET_WIDTH_PT, height: 'auto' },
    pageMargins: [10, 10, 10, 10],
    info: { title: `${doc.title} ${doc.boxNumber}`, author: doc.company.businessName },
    defaultStyle: { font: 'Roboto', fontSize: 7.5 },
    content: [
      ...(doc.company.logo
        ? [{ image: doc.company.logo, fit: [120, 60] as [number, number], alignment: 'center' as const }]
        : []),
      {
        stack: [
          { text: doc.company.businessName, bold: true, fontSize: 9 },
          ...(doc.company.tradeName ? [{ text: doc.company.tradeName }] : []),
          { text: `R.U.C. ${doc.company.ruc}`, bold: true },
          { text: doc.company.fiscalAddress },
          { text: `Establecimiento ${doc.establishment.code}: ${doc.establishment.address}` },
          { text: doc.title, bold: true, fontSize: 9, margin: [0, 4, 0, 0] },
          { text: doc.boxNumber, bold: true, fontSize: 9 },
          ...markLines(doc, 12),
        ],
        alignment: 'center',
      },
      rule(),
      { text: `Fecha de emisión: ${doc.issueDate} ${doc.issueTime}` },
      ...(doc.dueDate ? [{ text: `Fecha de vencimiento: ${doc.dueDate}` }] : []),
      ...(doc.customer.identity
        ? [{ text: `${doc.customer.identity.label}: ${doc.customer.identity.number}` }]
        : []),
      { text: `Cliente: ${doc.customer.name}` },
      ...(doc.customer.address ? [{ text: `Dirección: ${doc.customer.address}` }] : []),
      { text: `Moneda: ${doc.currency.name}` },
      ...(doc.purchaseOrder ? [{ text: `Orden de compra: ${doc.purchaseOrder}` }] : []),
      ...(doc.operationRows ?? []).map(({ label, value }) => ({ text: `${label}: ${value}` })),
      ...(doc.reference
        ? [
            { text: `Documento que modifica: ${doc.reference.document}` },
            { text: `Motivo: ${doc.reference.reason}` },
          ]
        : []),
      rule(),
      ...lineRows,
      rule(),
      ...totalRows,
      { text: doc.amountInWords, bold: true, margin: [0, 4] },
      rule(),
      ...conditions(doc),
      { svg: qrSvg, width: 120, height: 120, alignment: 'center', margin: [0, 8] },
      { text: 'Código hash:', alignment: 'center' },
      { text: doc.hash, alignment: 'center', fontSize: 7 },
      { text: doc.legend, bold: true, alignment: 'center', margin: [0, 4, 0, 0] },
      { text: doc.consultText, alignment: 'center' },
      // A ticket is torn and kept in pieces: its end says it too.
      ...(doc.testMark ? [{ stack: [stampLine(doc.testMark, 9)], alignment: 'center' as const }] : []),
    ],
  };
}
