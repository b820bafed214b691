import {
  formatAmount,
  formatDay,
  OTHER_CPE_LABELS,
  TEST_DOCUMENT_TEXTS,
  type OtherCpeType,
  type RetentionPerceptionInput,
} from '@facturador/contracts';
import { computeRetentionPerception, type Issuer } from '@facturador/einvoice';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Queryable } from '../../db/database.ts';
import { IDENTITY_SHORT } from '../printed/labels.ts';
import { paddedNumber } from '../printed/format.ts';
import { pdfBufferOf } from '../printed/render-pdf.ts';

/** What paper says that differs between a retención and a percepción. */
const WORDS = {
  '20': { receiver: 'Proveedor', amount: 'Importe retenido', net: 'Importe neto pagado', paid: 'pago' },
  '40': { receiver: 'Cliente', amount: 'Importe percibido', net: 'Importe neto cobrado', paid: 'cobro' },
} as const;

const STAMPS: Partial<Record<string, string>> = { reverted: 'REVERTIDO', rejected: 'RECHAZADO' };

interface PrintableRow {
  document_type: OtherCpeType;
  number: number;
  status: string;
  environment: 'test' | 'production';
  file_name: string;
  digest_value: string;
  issue_time: string;
  input: RetentionPerceptionInput;
  issuer: Issuer;
}

const title = (type: OtherCpeType) => `${OTHER_CPE_LABELS[type].toUpperCase()} ELECTRÓNICO`;

/**
 * A retención's or percepción's printed representation (A4): the agent, the provider or customer,
 * the régimen, one row per related document with its payment and the amount withheld or
 * collected, the totals in soles and the hash; stamped when reverted or rejected. The amounts are
 * einvoice's, recomputed from the stored input as it was signed.
 */
export async function otherDocumentPdf(db: Queryable, documentId: string) {
  const [row] = await db.query<PrintableRow>(
    `SELECT document_type, number, status, environment, file_name, digest_value, issue_time, input, issuer
       FROM other_documents WHERE id = $1`,
    [documentId],
  );
  const doc = row!;
  const type = doc.document_type;
  const words = WORDS[type];
  const computed = computeRetentionPerception(doc.input, {
    issuer: doc.issuer,
    number: Number(doc.number),
    issueTime: doc.issue_time,
  });
  const stamp = STAMPS[doc.status];
  const marks: Content[] = [
    ...(stamp ? [{ text: stamp, bold: true, color: '#c62828', margin: [0, 4, 0, 0] } as Content] : []),
    ...(doc.environment === 'test'
      ? [{ text: TEST_DOCUMENT_TEXTS.watermark, bold: true, color: '#c62828', fontSize: 9 } as Content]
      : []),
  ];
  const related = computed.related.map((line) => [
    line.documentType,
    line.id,
    formatDay(line.issueDate),
    line.currency,
    formatAmount(line.totalAmount.toFixed(2)),
    String(line.payment.number),
    formatDay(line.payment.date),
    formatAmount(line.payment.amount.toFixed(2)),
    line.exchangeRate ? line.exchangeRate.rate.toString() : '—',
    formatAmount(line.amount.toFixed(2)),
    formatAmount(line.netAmount.toFixed(2)),
  ]);
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [30, 30, 30, 30],
    defaultStyle: { font: 'Roboto', fontSize: 8 },
    content: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: computed.issuer.businessName, bold: true, fontSize: 12 },
              { text: computed.issuer.address },
            ],
          },
          {
            width: 230,
            table: {
              widths: ['*'],
              body: [
                [
                  {
                    alignment: 'center',
                    margin: [6, 6],
                    stack: [
                      { text: `R.U.C. ${computed.issuer.ruc}`, bold: true, fontSize: 11 },
                      { text: title(type), bold: true, fontSize: 11, margin: [0, 4] },
                      {
                        text: `${computed.series}-${paddedNumber(computed.number)}`,
                        bold: true,
                        fontSize: 11,
                      },
                      ...marks,
                    ],
                  },
                ],
              ],
            },
          },
        ],
      },
      {
        margin: [0, 12, 0, 8],
        text: [
          { text: `${words.receiver}: `, bold: true },
          `${IDENTITY_SHORT[computed.receiver.documentType] ?? computed.receiver.documentType} ${computed.receiver.documentNumber} — ${computed.receiver.name}\n`,
          { text: 'Fecha de emisión: ', bold: true },
          `${formatDay(computed.issueDate)} ${computed.issueTime}\n`,
          { text: 'Régimen: ', bold: true },
          `${computed.regime} (tasa ${computed.percent.toFixed(2)} %)`,
        ],
      },
      {
        table: {
          headerRows: 1,
          widths: [28, '*', 52, 36, 60, 30, 52, 60, 44, 60, 70],
          body: [
            [
              'Tipo',
              'Número',
              'Emisión',
              'Moneda',
              'Importe total',
              `N.º ${words.paid}`,
              `Fecha de ${words.paid}`,
              `Importe del ${words.paid}`,
              'T. cambio',
              `${words.amount} (S/)`,
              `${words.net} (S/)`,
            ].map((text) => ({ text, bold: true })),
            ...related,
          ],
        },
      },
      {
        margin: [0, 8, 0, 0],
        alignment: 'right',
        text: [
          { text: `${words.amount}: `, bold: true },
          `S/ ${formatAmount(computed.totalAmount.toFixed(2))}\n`,
          ...(computed.rounding
            ? [{ text: 'Redondeo: ', bold: true }, `S/ ${formatAmount(computed.rounding.toFixed(2))}\n`]
            : []),
          { text: `${words.net}: `, bold: true },
          `S/ ${formatAmount(computed.totalNet.toFixed(2))}`,
        ],
      },
      ...(computed.observations
        ? [{ text: `Observaciones: ${computed.observations}`, margin: [0, 8, 0, 0] } as Content]
        : []),
      {
        margin: [0, 16, 0, 0],
        color: '#555555',
        text: `Representación impresa del ${title(type)}\nResumen (hash): ${doc.digest_value}`,
      },
    ],
  };
  return { pdf: await pdfBufferOf(definition), fileName: `${doc.file_name}.pdf` };
}
