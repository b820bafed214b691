import type { Env } from '../config/env.ts';
import type { Database } from './database.ts';
import { createPgliteDatabase } from './pglite-database.ts';
import { createPostgresDatabase } from './postgres-database.ts';

/** A PostgreSQL server when DATABASE_URL is set, else the embedded database in DATA_DIR. */
export async function createDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  if (env.DATABASE_URL) return createPostgresDatabase({ connectionString: env.DATABASE_URL });
  return createPgliteDatabase(env.DATA_DIR);
}
