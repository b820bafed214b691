import type { Column, Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PrintedDocument } from './printed-document.ts';

const GREY = '#555555';
const LINE = '#999999';
const STAMP_RED = '#c62828';
const thinLines = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => LINE,
  vLineColor: () => LINE,
};

/** The stamp beside the document's number too, so a copy cut to its header still says it. */
export const stampLine = (stamp: string, fontSize = 12): Content => ({
  text: stamp,
  bold: true,
  fontSize,
  color: STAMP_RED,
  margin: [0, 4, 0, 0],
});

/** What a document's header box adds under its number: its stamp and its PRUEBA mark. */
export const markLines = (doc: Pick<PrintedDocument, 'stamp' | 'testMark'>, fontSize: number): Content[] => [
  ...(doc.stamp ? [stampLine(doc.stamp, fontSize)] : []),
  ...(doc.testMark ? [stampLine(doc.testMark, fontSize - 3)] : []),
];

/** Logo and company on the left, the usual box (title, RUC, number) on the right. */
function header(doc: PrintedDocument): Content {
  const company: Content[] = [
    { text: doc.company.businessName, style: 'company' },
    ...(doc.company.tradeName ? [{ text: doc.company.tradeName, color: GREY }] : []),
    { text: doc.company.fiscalAddress, color: GREY },
    { text: `Establecimiento ${doc.establishment.code}: ${doc.establishment.address}`, color: GREY },
  ];
  return {
    columns: [
      ...(doc.company.logo
        ? [{ image: doc.company.logo, fit: [90, 70] as [number, number], width: 100 }]
        : []),
      { stack: company, width: '*', margin: [0, 4, 10, 0] },
      {
        width: 190,
        table: {
          widths: ['*'],
          body: [
            [
              {
                stack: [
                  { text: `R.U.C. ${doc.company.ruc}`, bold: true, fontSize: 12 },
                  { text: doc.title, bold: true, fontSize: 12, margin: [0, 4] },
                  { text: doc.boxNumber, bold: true, fontSize: 12 },
                  ...markLines(doc, 12),
                ],
                alignment: 'center',
                margin: [6, 8],
              },
            ],
          ],
        },
        layout: { ...thinLines, hLineWidth: () => 1.2, vLineWidth: () => 1.2 },
      },
    ],
  };
}

function buyer(doc: PrintedDocument): Content {
  const row = (label: string, value: string) => [{ text: label, bold: true }, value];
  const body = [
    row('Fecha de emisión:', `${doc.issueDate} ${doc.issueTime}`),
    ...(doc.dueDate ? [row('Fecha de vencimiento:', doc.dueDate)] : []),
    ...(doc.customer.identity ? [row(`${doc.customer.identity.label}:`, doc.customer.identity.number)] : []),
    row('Cliente:', doc.customer.name),
    ...(doc.customer.address ? [row('Dirección:', doc.customer.address)] : []),
    row('Moneda:', doc.currency.name),
    ...(doc.purchaseOrder ? [row('Orden de compra:', doc.purchaseOrder)] : []),
    ...(doc.operationRows ?? []).map(({ label, value }) => row(`${label}:`, value)),
    ...(doc.reference
      ? [row('Documento que modifica:', doc.reference.document), row('Motivo:', doc.reference.reason)]
      : []),
  ];
  return { table: { widths: [120, '*'], body }, layout: 'noBorders', margin: [0, 14, 0, 10] };
}

function lines(doc: PrintedDocument): Content {
  const head = ['Cant.', 'Unidad', 'Descripción', 'P. unitario', 'Importe'].map((text) => ({
    text,
    bold: true,
    fillColor: '#eeeeee',
  }));
  return {
    table: {
      headerRows: 1,
      widths: [45, 60, '*', 70, 75],
      body: [
        head,
        ...doc.lines.map((line) => [
          { text: line.quantity, alignment: 'right' as const },
          line.unit,
          line.description,
          { text: line.unitPrice, alignment: 'right' as const },
          { text: line.amount, alignment: 'right' as const },
        ]),
      ],
    },
    layout: thinLines,
  };
}

function totals(doc: PrintedDocument): Column {
  const table: Content = {
    table: {
      widths: ['*', 90],
      body: doc.totals.map((total) => [
        { text: total.label, bold: total.strong ?? false },
        { text: total.value, alignment: 'right' as const, bold: total.strong ?? false },
      ]),
    },
    layout: thinLines,
  };
  return { width: 220, stack: [table] };
}

/** Forma de pago, cuotas, detracción, legends and observations: the left column beside the totals. */
export function conditions(doc: PrintedDocument): Content[] {
  const payment: Content[] = [
    { text: `Forma de pago: ${doc.payment.method}`, bold: true },
    ...(doc.payment.pending ? [{ text: `Monto pendiente de pago: ${doc.payment.pending}` }] : []),
    ...doc.payment.installments.map((installment) => ({
      text: `${installment.label}: ${installment.amount}, vence el ${installment.dueDate}`,
    })),
  ];
  const detraction: Content[] = doc.detraction
    ? [
        { text: doc.detraction.legend, bold: true, margin: [0, 6, 0, 0] },
        { text: `Bien o servicio: ${doc.detraction.goods}` },
        { text: `Cta. Banco de la Nación: ${doc.detraction.account}` },
        { text: `Detracción: ${doc.detraction.percent}, ${doc.detraction.amount}` },
      ]
    : [];
  return [
    ...payment,
    ...detraction,
    ...(doc.freeTransferLegend ? [{ text: doc.freeTransferLegend, bold: true, margin: [0, 6, 0, 0] }] : []),
    ...(doc.observations ? [{ text: `Observaciones: ${doc.observations}`, margin: [0, 6, 0, 0] }] : []),
  ] as Content[];
}

/**
 * Across every page, so that the paper cannot pass for a valid document: PRUEBA — SIN VALOR
 * TRIBUTARIO on a test document (`testFontSize`, or sized by pdfmake to the page's diagonal),
 * else ANULADO or RECHAZADO. pdfmake draws one watermark: a voided test document keeps ANULADO
 * by its number.
 */
export function stampOf(
  doc: Pick<PrintedDocument, 'stamp' | 'testMark'>,
  fontSize: number,
  testFontSize?: number,
): Pick<TDocumentDefinitions, 'watermark'> {
  if (doc.testMark)
    return {
      watermark: {
        text: doc.testMark,
        color: STAMP_RED,
        opacity: 0.2,
        bold: true,
        ...(testFontSize ? { fontSize: testFontSize } : {}),
      },
    };
  return doc.stamp
    ? { watermark: { text: doc.stamp, color: STAMP_RED, opacity: 0.25, bold: true, fontSize } }
    : {};
}

/** A4 portrait: header box, buyer, lines, words and totals, conditions, then QR, hash and legend. */
export function a4Layout(doc: PrintedDocument, qrSvg: string): TDocumentDefinitions {
  return {
    // The mark fills the A4's diagonal with a margin at both corners.
    ...stampOf(doc, 110, 50),
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 36],
    info: { title: `${doc.title} ${doc.boxNumber}`, author: doc.company.businessName },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: { company: { fontSize: 13, bold: true } },
    content: [
      header(doc),
      buyer(doc),
      lines(doc),
      { text: doc.amountInWords, bold: true, margin: [0, 8] },
      { columns: [{ stack: conditions(doc), width: '*', margin: [0, 0, 12, 0] }, totals(doc)] },
      {
        columns: [
          { svg: qrSvg, width: 110, height: 110 },
          {
            stack: [
              { text: doc.legend, bold: true },
              { text: `Código hash: ${doc.hash}`, margin: [0, 4] },
              { text: doc.consultText, color: GREY },
            ],
            margin: [12, 30, 0, 0],
          },
        ],
        margin: [0, 16, 0, 0],
        unbreakable: true,
      },
    ],
  };
}
