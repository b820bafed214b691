import { mkdir } from 'node:fs/promises';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, SqlParams } from './database.ts';

/** PGlite turns int8 into number or bigint; node-postgres gives strings. Match node-postgres. */
const PARSERS = { [types.INT8]: (value: string) => value };

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params?: SqlParams) {
      const result = await target.query<T>(sql, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** The embedded database; `dataDir` undefined keeps it in memory. */
export async function createPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: PARSERS });
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
