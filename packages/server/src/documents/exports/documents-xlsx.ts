import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { SELLING_STATUSES, type ListadoStatus } from '@facturador/contracts';
import type { Queryable } from '../../db/database.ts';
import { EXPORT_COLUMNS, type ExportColumn } from './export-columns.ts';
import { EXPORT_AMOUNTS, type ExportAmount, type ExportRow } from './export-rows.ts';
import { listadoRowsOf } from './other-export-rows.ts';

const DATE_FORMAT = 'dd/mm/yyyy';
const AMOUNT_FORMAT = '#,##0.00;-#,##0.00';
const SHEET_NAME = 'Comprobantes';

/** A retención or percepción accepted or on its way adds its retained or perceived amount alike. */
const isSelling = (status: ListadoStatus) => (SELLING_STATUSES as readonly ListadoStatus[]).includes(status);

/** A date cell at midnight UTC: Excel shows the day itself, whatever the reader's time zone. */
const dayOf = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

function cellValue(column: ExportColumn, row: ExportRow): string | number | Date {
  if (column.kind === 'amount') return row.amounts[column.amount].toNumber();
  if (column.kind === 'date') return dayOf(column.value(row));
  return column.value(row);
}

const zeroAmounts = () =>
  Object.fromEntries(EXPORT_AMOUNTS.map((key) => [key, new Decimal(0)])) as Record<ExportAmount, Decimal>;

/**
 * The documents as an Excel workbook: a header line, one line per document with its date as a
 * date and its amounts as numbers, then a totals line per currency. Totals are summed as
 * Decimals and become numbers only when written.
 */
export async function documentsXlsx(
  db: Queryable,
  ids: readonly string[],
  otherIds: readonly string[] = [],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Facturador';
  const sheet = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({
    header: column.header,
    width: column.width,
    style:
      column.kind === 'amount'
        ? { numFmt: AMOUNT_FORMAT }
        : column.kind === 'date'
          ? { numFmt: DATE_FORMAT }
          : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };

  const totals = new Map<ExportRow['currency'], Record<ExportAmount, Decimal>>();
  for await (const row of listadoRowsOf(db, ids, otherIds)) {
    sheet.addRow(EXPORT_COLUMNS.map((column) => cellValue(column, row)));
    const sums = totals.get(row.currency) ?? zeroAmounts();
    totals.set(row.currency, sums);
    if (!isSelling(row.status)) continue;
    for (const key of EXPORT_AMOUNTS) sums[key] = sums[key].plus(row.amounts[key]);
  }
  for (const currency of (['PEN', 'USD'] as const).filter((code) => totals.has(code))) {
    const sums = totals.get(currency)!;
    const line = sheet.addRow(
      EXPORT_COLUMNS.map((column) => {
        if (column.kind === 'amount') return sums[column.amount].toNumber();
        return column.totals?.(currency) ?? null;
      }),
    );
    line.font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
