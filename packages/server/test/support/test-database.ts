import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite as PGliteClass } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../src/db/database.ts';
import { PGLITE_OPTIONS, pgliteDatabase } from '../../src/db/pglite-database.ts';
import { createPostgresDatabase } from '../../src/db/postgres-database.ts';
import { MIGRATIONS } from '../../src/db/migrations/index.ts';
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
  const connect = () =>
    createPostgresDatabase({ connectionString, options: `-c search_path=${schema}`, max: 4 });
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

/**
 * A fresh PGlite in memory: a test needs no durability, and initdb on disk costs seconds.
 * From `dump` (a data directory tarball) when given, which is faster still.
 */
async function createPgliteTestDatabase(dump?: Blob): Promise<TestDatabase> {
  const db = pgliteDatabase(
    await PGlite.create({ ...PGLITE_OPTIONS, ...(dump ? { loadDataDir: dump } : {}) }),
  );
  return { db, cleanup: () => db.close() };
}

const TEMPLATE_PREFIX = 'facturador-pglite-migrated-';

let templateMade: Promise<Blob> | undefined;

/**
 * A PGlite data directory with every migration applied, made once (jest's global setup makes
 * it before the first test file: test/support/global-setup.ts) and kept in the temporary
 * folder for the files and later runs. Its name carries a digest of the migrations and of
 * PGlite's install path (its version), so any change to either makes a new one.
 */
export function migratedTemplate(): Promise<Blob> {
  templateMade ??= readOrMakeTemplate();
  return templateMade;
}

async function readOrMakeTemplate(): Promise<Blob> {
  const digest = createHash('sha256')
    .update(nativeRequire.resolve('@electric-sql/pglite'))
    .update(JSON.stringify(MIGRATIONS))
    .digest('hex')
    .slice(0, 16);
  const file = join(tmpdir(), `${TEMPLATE_PREFIX}${digest}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet: make it below.
  }
  const pglite = await PGlite.create(PGLITE_OPTIONS);
  await runMigrations(pgliteDatabase(pglite));
  const bytes = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  await pglite.close();
  // Written aside then renamed: a worker reading at the same time sees all of it or nothing.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  for (const name of await readdir(tmpdir())) {
    if (name.startsWith(TEMPLATE_PREFIX) && name.endsWith('.tar') && join(tmpdir(), name) !== file) {
      await rm(join(tmpdir(), name), { force: true });
    }
  }
  return new Blob([bytes]);
}

/** An empty database for one test file: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresTestDatabase(url) : createPgliteTestDatabase();
}

/** The same, with every migration applied. */
export async function createMigratedTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  const testDb = url
    ? await createPostgresTestDatabase(url)
    : await createPgliteTestDatabase(await migratedTemplate());
  // Nothing to do on a template; proves it is up to date.
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
