import { mkdir } from 'node:fs/promises';
import { PGlite, types, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, SqlParams } from './database.ts';

/** PGlite turns int8 into number or bigint; node-postgres gives strings. Match node-postgres. */
export const PGLITE_OPTIONS: PGliteOptions = { parsers: { [types.INT8]: (value: string) => value } };

/**
 * PGlite recognises dates with `instanceof Date`, which fails for a Date from another realm
 * (a vm context, as under Jest). ISO strings mean the same to PostgreSQL from any realm.
 */
function portableParams(params: SqlParams): unknown[] {
  return params.map((value) =>
    Object.prototype.toString.call(value) === '[object Date]' ? (value as Date).toISOString() : value,
  );
}

function wrap(target: Pick<PGlite | Transaction, 'query' | 'exec'>): Queryable {
  return {
    async query<T extends object>(sql: string, params?: SqlParams) {
      const result = await target.query<T>(sql, params ? portableParams(params) : undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** A `Database` over an open PGlite (created with `PGLITE_OPTIONS`); closing it closes PGlite. */
export function pgliteDatabase(pglite: PGlite): Database {
  const root = wrap(pglite);
  return {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** The embedded database, kept in `dataDir` (created when missing). */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create({ ...PGLITE_OPTIONS, dataDir }));
}
