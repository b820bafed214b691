import type { RoleName } from '@facturador/contracts';
import type { Env } from '../config/env.ts';
import { hashPassword } from '../auth/password.ts';
import type { Database, Queryable } from '../db/database.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';
import { insertDemoUser } from './demo-users.ts';

/**
 * Demo data belongs to a developer's own embedded database only: never to a PostgreSQL
 * server (DATABASE_URL), which may be shared or real, and never to production.
 */
export function shouldSeedDemoAccounts(db: Pick<Database, 'kind'>, env: Pick<Env, 'NODE_ENV'>): boolean {
  return db.kind === 'pglite' && env.NODE_ENV !== 'production';
}

export async function hasUsers(db: Queryable): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users LIMIT 1');
  return rows.length > 0;
}

/** The demo accounts, with their passwords' hashes in the same order; ids by role. */
export async function createDemoAccounts(
  tx: Queryable,
  hashes: readonly string[],
  at: Date,
): Promise<Map<RoleName, string>> {
  const ids = new Map<RoleName, string>();
  for (const [index, account] of DEMO_ACCOUNTS.entries()) {
    ids.set(account.role, await insertDemoUser(tx, { ...account }, hashes[index]!, at));
  }
  return ids;
}

/**
 * Creates the demo accounts when the database has no users yet; the accounts are verified,
 * validated and onboarded so that they land on the dashboard. Returns the accounts created.
 */
export async function insertDemoAccounts(db: Database): Promise<DemoAccount[]> {
  if (await hasUsers(db)) return [];
  // Hash outside the transaction (scrypt is slow) and one at a time (each takes 128 MiB).
  const hashes: string[] = [];
  for (const account of DEMO_ACCOUNTS) hashes.push(await hashPassword(account.password));
  return db.transaction(async (tx) => {
    // Checked again inside: another start may have seeded meanwhile.
    if (await hasUsers(tx)) return [];
    await createDemoAccounts(tx, hashes, new Date());
    return [...DEMO_ACCOUNTS];
  });
}

/** The start-up step: seeds when the policy allows it and the database is empty. */
export async function seedDemoAccounts(db: Database, env: Pick<Env, 'NODE_ENV'>): Promise<DemoAccount[]> {
  if (!shouldSeedDemoAccounts(db, env)) return [];
  return insertDemoAccounts(db);
}
