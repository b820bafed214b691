import { DOCUMENT_TYPE_NAMES, LISTADO_STATUS_LABELS } from '@facturador/contracts';
import type { ExportAmount, ExportRow } from './export-rows.ts';

interface ValueColumn {
  header: string;
  kind: 'text' | 'date';
  width: number;
  value: (row: ExportRow) => string;
  /** What the Excel totals line of a currency shows in this column, if anything. */
  totals?: (currency: string) => string;
}

/** A column of the CSV and of the Excel sheet: text, a date, or an amount. */
export type ExportColumn =
  ValueColumn | { header: string; kind: 'amount'; width: number; amount: ExportAmount };

/** What the totals line sums, said on the line itself. */
const TOTALS_NOTE = 'Suma de aceptados y en camino a SUNAT; las notas de crédito restan';

const text = (
  header: string,
  width: number,
  value: (row: ExportRow) => string,
  totals?: (currency: string) => string,
): ExportColumn => ({ header, kind: 'text', width, value, ...(totals ? { totals } : {}) });
const amount = (header: string, key: ExportAmount): ExportColumn => ({
  header,
  kind: 'amount',
  width: 13,
  amount: key,
});

/** What an accountant books from each document, in the order a sales register lists it. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  {
    header: 'Fecha de emisión',
    kind: 'date',
    width: 12,
    value: (row) => row.issueDate,
    totals: (currency) => `Total ${currency}`,
  },
  text('Tipo', 6, (row) => row.documentType),
  text('Comprobante', 24, (row) => DOCUMENT_TYPE_NAMES[row.documentType]),
  text('Serie-número', 14, (row) => row.fullNumber),
  text('Cliente tipo doc.', 10, (row) => row.customerDocumentType),
  text('Cliente número doc.', 15, (row) => row.customerDocumentNumber),
  text('Razón social o nombre', 36, (row) => row.customerName),
  text(
    'Moneda',
    8,
    (row) => row.currency,
    (currency) => currency,
  ),
  amount('Gravado', 'taxed'),
  amount('Exonerado', 'exonerated'),
  amount('Inafecto', 'unaffected'),
  amount('Exportación', 'exported'),
  amount('IGV', 'igv'),
  amount('ISC', 'isc'),
  amount('ICBPER', 'icbper'),
  amount('Total', 'total'),
  amount('Retenido', 'retained'),
  amount('Percibido', 'perceived'),
  text(
    'Estado',
    26,
    (row) => LISTADO_STATUS_LABELS[row.status],
    () => TOTALS_NOTE,
  ),
  text('Código SUNAT', 8, (row) => row.sunatCode ?? ''),
  text('Respuesta SUNAT', 40, (row) => row.sunatNote),
  text('Documento de referencia', 18, (row) => row.reference),
  text('Motivo de la nota', 30, (row) => row.reason),
];

/** The cell as text: amounts with 2 decimals, as SUNAT writes them. */
export function cellText(column: ExportColumn, row: ExportRow): string {
  return column.kind === 'amount' ? row.amounts[column.amount].toFixed(2) : column.value(row);
}
