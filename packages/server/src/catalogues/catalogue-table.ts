import type { Queryable, SqlParams } from '../db/database.ts';

/** A company's catalogue in the database: its table, the columns a record is read from, its order. */
export interface CatalogueTable {
  name: string;
  columns: string;
  orderBy: string;
}

export const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * One page of a catalogue's records that match `filter` (`company_id = $1` and what a search
 * adds, its values following the company in `params`), in the catalogue's order, and how many
 * match in all.
 */
export async function listCatalogue<Row extends object>(
  db: Queryable,
  table: CatalogueTable,
  filter: string,
  params: SqlParams,
  query: { page: number; limit: number },
): Promise<{ rows: Row[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<Row>(
      `SELECT ${table.columns} FROM ${table.name} WHERE ${filter}
        ORDER BY ${table.orderBy} LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
      params,
    ),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM ${table.name} WHERE ${filter}`, params),
  ]);
  return { rows, total: Number(count!.total) };
}

/** Whether the company's record was deleted. */
export async function deleteFromCatalogue(
  db: Queryable,
  table: CatalogueTable,
  companyId: string,
  publicId: string,
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM ${table.name} WHERE company_id = $1 AND public_id = $2 RETURNING id`,
    [companyId, publicId],
  );
  return rows.length > 0;
}
