import {
  catalogueMessages,
  type CatalogueImportResult,
  type CatalogueImportRow,
} from '@facturador/contracts';
import type { z } from 'zod';
import type { Database, Queryable } from '../db/database.ts';
import { readCsvRows } from './csv-rows.ts';

/** A cell that cannot be read (a «sí / no» column with something else): the row is refused with this reason. */
export class RowRefusal extends Error {}

/** What an import needs to know about one catalogue: its columns, its rule, its key and how it saves. */
export interface ImportKind<Input> {
  required: readonly string[];
  /**
   * A row's cells as the request the create route takes (before the contract checks it); throws
   * a RowRefusal for a cell that cannot become a field at all.
   */
  draftOf: (cells: Record<string, string>) => unknown;
  schema: z.ZodType<Input>;
  /** The contract's field → the column a person sees in the file, to name it in a reason. */
  columnOf: Record<string, string>;
  keyOf: (input: Input) => string;
  existingKeys: (db: Queryable, companyId: string) => Promise<Set<string>>;
  save: (db: Queryable, companyId: string, inputs: readonly Input[], now: Date) => Promise<void>;
}

/**
 * Reads the file, checks every row with the contract the create route uses, and saves the good
 * rows in one transaction: created when the company had no record with the row's key, updated
 * when it had. A bad row (or one repeating an earlier row's key) is reported and saves nothing.
 */
export async function importRows<Input>(
  db: Database,
  companyId: string,
  csv: string,
  kind: ImportKind<Input>,
  now: Date,
): Promise<CatalogueImportResult> {
  const rows = readCsvRows(csv, kind.required);
  const firstRowOf = new Map<string, number>();
  type Checked =
    { row: number; key: string; input: Input } | { row: number; key: string | null; message: string };
  const checked = rows.map(({ row, cells }): Checked => {
    let draft: unknown;
    try {
      draft = kind.draftOf(cells);
    } catch (error) {
      if (error instanceof RowRefusal) return { row, key: null, message: error.message };
      throw error;
    }
    const parsed = kind.schema.safeParse(draft);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const column = kind.columnOf[String(issue?.path[0] ?? '')];
      return { row, key: null, message: column ? `${column}: ${issue!.message}` : issue!.message };
    }
    const key = kind.keyOf(parsed.data);
    const earlier = firstRowOf.get(key);
    if (earlier !== undefined) return { row, key, message: catalogueMessages.csvDuplicateRow(earlier) };
    firstRowOf.set(key, row);
    return { row, key, input: parsed.data };
  });
  const good = checked.flatMap((item) => ('input' in item ? [item] : []));
  const existing = await db.transaction(async (tx) => {
    const keys = await kind.existingKeys(tx, companyId);
    await kind.save(
      tx,
      companyId,
      good.map((item) => item.input),
      now,
    );
    return keys;
  });
  const results: CatalogueImportRow[] = checked.map((item) =>
    'input' in item
      ? {
          row: item.row,
          outcome: existing.has(item.key) ? 'updated' : 'created',
          key: item.key,
          message: null,
        }
      : { row: item.row, outcome: 'error', key: item.key, message: item.message },
  );
  const count = (outcome: CatalogueImportRow['outcome']) =>
    results.filter((item) => item.outcome === outcome).length;
  return { created: count('created'), updated: count('updated'), failed: count('error'), rows: results };
}
