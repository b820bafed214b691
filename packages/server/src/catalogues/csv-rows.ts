import { parse } from 'csv-parse/sync';
import {
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_MAX_ROWS,
  catalogueMessages,
} from '@facturador/contracts';
import { AppError } from '../http/app-error.ts';
import { validationError } from '../http/error-answer.ts';

/** One data row of an imported file: its number as a spreadsheet shows it, and its cells by column. */
export interface CsvRow {
  row: number;
  cells: Record<string, string>;
}

const BOM = '\uFEFF';

/**
 * `Número de documento` → `numero_documento`: a header is matched without capitals, accents or
 * spaces, so a template retitled in Excel still reads.
 */
export function columnName(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Catálogo 06 by the names people write in a spreadsheet, besides the codes themselves. */
const DOCUMENT_TYPE_NAMES: Record<string, string> = {
  ruc: '6',
  dni: '1',
  ce: '4',
  carne_de_extranjeria: '4',
  carnet_de_extranjeria: '4',
  pasaporte: '7',
  sin_documento: '-',
  varios: '-',
};

/** A «tipo de documento» cell as its Catálogo 06 code: `DNI` → `1`; a code, or anything else, as written. */
export function documentTypeOf(cell: string): string {
  return DOCUMENT_TYPE_NAMES[columnName(cell)] ?? cell;
}

/**
 * The delimiter of the header line: Excel in Spanish (Perú) saves CSV with `;` because the comma
 * is its decimal separator; other tools write `,`. The header holds only column names, so the
 * one that appears there decides.
 */
function delimiterOf(text: string): ';' | ',' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(';') ? ';' : ',';
}

/**
 * The data rows of an imported CSV, each with the line a spreadsheet numbers it (the header is
 * row 1). Refuses, for the whole file, what is too large, unreadable or missing a column.
 */
export function readCsvRows(csv: string, required: readonly string[]): CsvRow[] {
  const megabytes = CATALOGUE_IMPORT_MAX_BYTES / (1024 * 1024);
  if (Buffer.byteLength(csv, 'utf8') > CATALOGUE_IMPORT_MAX_BYTES)
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', catalogueMessages.csvTooLarge(megabytes));
  const text = csv.startsWith(BOM) ? csv.slice(1) : csv;
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it was read; the library's types miss that overload.
    records = parse(text, {
      delimiter: delimiterOf(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // One more than allowed is enough to refuse the file (the header is the first record).
      to: CATALOGUE_IMPORT_MAX_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw validationError([{ field: 'csv', message: catalogueMessages.csvUnreadable(line) }]);
  }
  const [header, ...data] = records;
  const columns = (header?.record ?? []).map(columnName);
  const missing = required.filter((column) => !columns.includes(column));
  if (missing.length > 0)
    throw validationError([{ field: 'csv', message: catalogueMessages.csvMissingColumns(missing) }]);
  if (data.length > CATALOGUE_IMPORT_MAX_ROWS)
    throw validationError([
      { field: 'csv', message: catalogueMessages.csvTooManyRows(CATALOGUE_IMPORT_MAX_ROWS) },
    ]);
  const rows = data
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''))
    .map(({ record, info }) => ({
      row: info.lines,
      cells: Object.fromEntries(columns.map((column, index) => [column, (record[index] ?? '').trim()])),
    }));
  if (rows.length === 0) throw validationError([{ field: 'csv', message: catalogueMessages.csvEmpty }]);
  return rows;
}
