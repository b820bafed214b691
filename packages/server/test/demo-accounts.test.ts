import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { verifyPassword } from '../src/auth/password.ts';
import { DEMO_ACCOUNTS } from '../src/demo/demo-accounts.ts';
import {
  insertDemoAccounts,
  seedDemoAccounts,
  shouldSeedDemoAccounts,
} from '../src/demo/seed-demo-accounts.ts';
import { createMigratedTestDatabase, type TestDatabase } from './support/test-database.ts';

interface SeededUser {
  email: string;
  password_hash: string;
  full_name: string;
  document_number: string;
  document_code: string;
  is_active: boolean;
  is_deleted: boolean;
  is_verified_email: boolean;
  is_valid_account: boolean;
  has_onboarding: boolean;
  roles: string[];
}

const SEEDED_USERS = `
  SELECT u.email, u.password_hash, u.full_name, u.document_number, d.code AS document_code,
         u.is_active, u.is_deleted, u.is_verified_email, u.is_valid_account, u.has_onboarding,
         array(SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id) AS roles
  FROM users u JOIN identity_document_types d ON d.id = u.identity_document_type_id
  ORDER BY u.id`;

describe('demo accounts', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createMigratedTestDatabase();
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('are only for an embedded database outside production', () => {
    expect(shouldSeedDemoAccounts({ kind: 'pglite' }, { NODE_ENV: 'development' })).toBe(true);
    expect(shouldSeedDemoAccounts({ kind: 'pglite' }, { NODE_ENV: 'test' })).toBe(true);
    expect(shouldSeedDemoAccounts({ kind: 'pglite' }, { NODE_ENV: 'production' })).toBe(false);
    expect(shouldSeedDemoAccounts({ kind: 'postgres' }, { NODE_ENV: 'development' })).toBe(false);
  });

  it('are not created in production', async () => {
    expect(await seedDemoAccounts(testDb.db, { NODE_ENV: 'production' })).toEqual([]);
    expect(await testDb.db.query('SELECT 1 FROM users')).toEqual([]);
  });

  it('are created on the first start of an empty embedded database, never on a PostgreSQL server', async () => {
    const created = await seedDemoAccounts(testDb.db, { NODE_ENV: 'development' });
    // Under TEST_DATABASE_URL the test database is a server: seeding must refuse it.
    expect(created.map((account) => account.email)).toEqual(
      testDb.db.kind === 'pglite' ? DEMO_ACCOUNTS.map((account) => account.email) : [],
    );
  });

  it('get their role, a DNI and verified, validated, onboarded flags', async () => {
    if ((await testDb.db.query('SELECT 1 FROM users')).length === 0) await insertDemoAccounts(testDb.db);
    const users = await testDb.db.query<SeededUser>(SEEDED_USERS);

    expect(users).toHaveLength(3);
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      expect(users[index]).toMatchObject({
        email: account.email,
        full_name: account.fullName,
        document_number: account.documentNumber,
        document_code: '1',
        is_active: true,
        is_deleted: false,
        is_verified_email: true,
        is_valid_account: true,
        has_onboarding: true,
        roles: [account.role],
      });
      expect(users[index]!.document_number).toMatch(/^\d{8}$/);
    }
    expect(users.map((user) => user.roles[0])).toEqual([
      'OWNER_SYSTEM',
      'ADMINISTRATOR_SYSTEM',
      'CUSTOMER_SYSTEM',
    ]);
  });

  it('sign in with their documented password', async () => {
    const users = await testDb.db.query<SeededUser>(SEEDED_USERS);
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      expect(await verifyPassword(account.password, users[index]!.password_hash)).toBe(true);
    }
    expect(await verifyPassword('Admin12345', users[0]!.password_hash)).toBe(false);
  });

  it('are not created twice', async () => {
    expect(await insertDemoAccounts(testDb.db)).toEqual([]);
    expect(await seedDemoAccounts(testDb.db, { NODE_ENV: 'development' })).toEqual([]);
    expect(await testDb.db.query('SELECT 1 FROM users')).toHaveLength(3);
  });
});
