import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite as PGliteClass } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../src/db/database.ts';
import { PGLITE_OPTIONS, pgliteDatabase } from '../../src/db/pglite-database.ts';
import { createPostgresDatabase } from '../../src/db/postgres-database.ts';
import { runMigrations } from '../../src/db/run-migrations.ts';
import { nativeRequire } from './native-require.ts';

/** PGlite from Node's own loader: under Jest it cannot load itself (see native-require.ts). */
const { PGlite } = nativeRequire('@electric-sql/pglite') as { PGlite: typeof PGliteClass };

export interface TestDatabase {
  db: Database;
  /**
   * Another pool on the same PostgreSQL schema, as a second API instance would have; closed
   * by `cleanup`. PGlite is one process's database and has none.
   */
  connectAgain?(): Database;
  /** Closes the database and removes everything the test file created. */
  cleanup(): Promise<void>;
}

/** A schema of its own on the server named by TEST_DATABASE_URL; dropped on cleanup. */
async function createPostgresTestDatabase(connectionString: string): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const connect = () => createPostgresDatabase({ connectionString, options: `-c search_path=${schema}`, max: 4 });
  const db = connect();
  const others: Database[] = [];
  return {
    db,
    connectAgain() {
      const other = connect();
      others.push(other);
      return other;
    },
    async cleanup() {
      await Promise.all(others.map((other) => other.close()));
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** A fresh PGlite in its own temporary folder; removed on cleanup. */
async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'facturador-server-test-'));
  const db = pgliteDatabase(await PGlite.create({ ...PGLITE_OPTIONS, dataDir: dir }));
  return {
    db,
    async cleanup() {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** An empty database for one test file: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresTestDatabase(url) : createPgliteTestDatabase();
}

/** The same, with every migration applied. */
export async function createMigratedTestDatabase(): Promise<TestDatabase> {
  const testDb = await createTestDatabase();
  await runMigrations(testDb.db);
  return testDb;
}

/** A database that fails every call, as a stopped server would. */
export function unavailableDatabase(): Database {
  const fail = async (): Promise<never> => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
  };
  return { kind: 'postgres', query: fail, exec: fail, transaction: fail, close: async () => {} };
}
