import type { Database } from './database.ts';
import { MIGRATIONS, type Migration } from './migrations/index.ts';

/**
 * Any constant shared by every instance: several servers starting at once against one
 * PostgreSQL take turns instead of applying the same migration twice.
 */
const MIGRATION_LOCK_KEY = 7_301_042;

const CREATE_LEDGER = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`;

function assertOrdered(migrations: readonly Migration[]): void {
  for (let i = 1; i < migrations.length; i++) {
    const previous = migrations[i - 1]!.id;
    const current = migrations[i]!.id;
    if (current <= previous)
      throw new Error(`Migrations out of order or duplicated: ${previous} before ${current}`);
  }
}

/**
 * Applies pending migrations in order, each in its own transaction together with its
 * row in schema_migrations. Returns the ids it applied (empty when up to date).
 */
export async function runMigrations(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  assertOrdered(migrations);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(CREATE_LEDGER);
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return applied;
}
