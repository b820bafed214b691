import type { Env } from '../config/env.ts';
import { hashPassword } from '../auth/password.ts';
import type { Database, Queryable } from '../db/database.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';

/**
 * Demo data belongs to a developer's own embedded database only: never to a PostgreSQL
 * server (DATABASE_URL), which may be shared or real, and never to production.
 */
export function shouldSeedDemoAccounts(db: Pick<Database, 'kind'>, env: Pick<Env, 'NODE_ENV'>): boolean {
  return db.kind === 'pglite' && env.NODE_ENV !== 'production';
}

async function hasUsers(db: Queryable): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users LIMIT 1');
  return rows.length > 0;
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
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const [user] = await tx.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, full_name, first_name, last_name, document_number,
                            identity_document_type_id, is_verified_email, is_valid_account, has_onboarding)
         VALUES ($1, $2, $3, $4, $5, $6,
                 (SELECT id FROM identity_document_types WHERE code = '1'), true, true, true)
         RETURNING id`,
        [
          account.email,
          hashes[index],
          account.fullName,
          account.firstName,
          account.lastName,
          account.documentNumber,
        ],
      );
      await tx.query('INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2', [
        user!.id,
        account.role,
      ]);
    }
    return [...DEMO_ACCOUNTS];
  });
}

/** The start-up step: seeds when the policy allows it and the database is empty. */
export async function seedDemoAccounts(db: Database, env: Pick<Env, 'NODE_ENV'>): Promise<DemoAccount[]> {
  if (!shouldSeedDemoAccounts(db, env)) return [];
  return insertDemoAccounts(db);
}
