import type { Queryable } from '../../db/database.ts';
import { csvDocument } from '../../csv/csv-document.ts';
import { cellText, EXPORT_COLUMNS } from './export-columns.ts';
import { listadoRowsOf } from './other-export-rows.ts';

/**
 * The documents (then the retenciones and percepciones) as CSV for Excel in Peru: UTF-8 with its BOM, one line per document, no totals
 * line (a program importing the file would read it as one more document; the Excel export has it).
 */
export async function documentsCsv(
  db: Queryable,
  ids: readonly string[],
  otherIds: readonly string[] = [],
): Promise<string> {
  const lines: string[][] = [];
  for await (const row of listadoRowsOf(db, ids, otherIds))
    lines.push(EXPORT_COLUMNS.map((column) => cellText(column, row)));
  return csvDocument(
    EXPORT_COLUMNS.map((column) => column.header),
    lines,
  );
}
