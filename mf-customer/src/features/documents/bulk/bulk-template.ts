import { BULK_CSV_AMOUNT_COLUMNS, BULK_CSV_COLUMNS, BULK_CSV_REQUIRED } from '@facturador/contracts';

/** Whether a column may be left out, for the dialog's list. */
export const isRequiredColumn = (column: string) => (BULK_CSV_REQUIRED as readonly string[]).includes(column);
/** precio_unitario and valor_unitario: one of the two is needed. */
export const isAmountColumn = (column: string) =>
  (BULK_CSV_AMOUNT_COLUMNS as readonly string[]).includes(column);

/**
 * A template to start from: a factura of two lines and a boleta, `;` as Excel in Spanish saves
 * it, priced with IGV as the shop charges (valor_unitario left empty).
 */
export function bulkTemplate(today: string): string {
  const rows = [
    [
      'F-1',
      '01',
      'F001',
      today,
      'PEN',
      '6',
      '20512333797',
      'CLIENTE EJEMPLO S.A.C.',
      '',
      '',
      'Servicio de consultoría',
      '1',
      'ZZ',
      '118',
      '',
      '10',
    ],
    [
      'F-1',
      '01',
      'F001',
      today,
      'PEN',
      '6',
      '20512333797',
      'CLIENTE EJEMPLO S.A.C.',
      '',
      '',
      'Materiales',
      '2',
      'NIU',
      '15.50',
      '',
      '10',
    ],
    [
      'B-1',
      '03',
      'B001',
      today,
      'PEN',
      '1',
      '45678912',
      'JUAN PEREZ',
      '',
      '',
      'Producto',
      '3',
      'NIU',
      '10',
      '',
      '10',
    ],
  ];
  return `${[BULK_CSV_COLUMNS, ...rows].map((row) => row.join(';')).join('\r\n')}\r\n`;
}
