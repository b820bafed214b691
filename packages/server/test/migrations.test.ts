import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MIGRATIONS } from '../src/db/migrations/index.ts';
import { runMigrations } from '../src/db/run-migrations.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

describe('runMigrations', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('applies every migration once, in order, and records it', async () => {
    expect(await runMigrations(testDb.db)).toEqual(MIGRATIONS.map((migration) => migration.id));
    expect(await runMigrations(testDb.db)).toEqual([]);

    const recorded = await testDb.db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(recorded.map((row) => row.id)).toEqual(MIGRATIONS.map((migration) => migration.id));
  });

  it('creates the catalogues later features rely on', async () => {
    const documents = await testDb.db.query<{ code: string; description: string }>(
      'SELECT code, description FROM identity_document_types ORDER BY id',
    );
    expect(documents).toEqual([
      { code: '1', description: 'DNI' },
      { code: '4', description: 'Carné de extranjería' },
      { code: '6', description: 'RUC' },
      { code: '7', description: 'Pasaporte' },
      { code: '0', description: 'Doc. tributario no domiciliado sin RUC' },
    ]);
    const roles = await testDb.db.query<{ name: string; description: string }>(
      'SELECT name, description FROM roles ORDER BY id',
    );
    expect(roles.map((role) => role.name)).toEqual([
      'OWNER_SYSTEM',
      'ADMINISTRATOR_SYSTEM',
      'CUSTOMER_SYSTEM',
      'RESELLER',
      'OWNER_BUSINESS',
      'ADMINISTRATOR_BUSINESS',
      'EMPLOYEE_BUSINESS',
    ]);
    expect(roles.every((role) => role.description === role.name)).toBe(true);
  });

  it('gives users a public uuid, DNI by default and lowercase unique emails', async () => {
    const [user] = await testDb.db.query<{
      id: string;
      public_id: string;
      document_code: string;
      is_active: boolean;
    }>(
      `INSERT INTO users (email, full_name) VALUES ('ana@example.test', 'Ana Torres')
       RETURNING id, public_id, is_active,
                 (SELECT code FROM identity_document_types WHERE id = identity_document_type_id) AS document_code`,
    );
    expect(user).toMatchObject({ document_code: '1', is_active: true });
    expect(user!.id).toMatch(/^\d+$/);
    expect(user!.public_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    await expect(
      testDb.db.query(`INSERT INTO users (email, full_name) VALUES ('ana@example.test', 'Otra Ana')`),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      testDb.db.query(`INSERT INTO users (email, full_name) VALUES ('Luis@Example.test', 'Luis')`),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('rolls a failing migration back entirely and leaves it pending', async () => {
    const broken = { id: '999_broken', sql: 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;' };
    await expect(runMigrations(testDb.db, [...MIGRATIONS, broken])).rejects.toMatchObject({ code: '42P01' });

    const tables = await testDb.db.query(
      "SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 'half_done'",
    );
    expect(tables).toEqual([]);
    const recorded = await testDb.db.query("SELECT 1 FROM schema_migrations WHERE id = '999_broken'");
    expect(recorded).toEqual([]);
  });

  it('refuses a list that is out of order', async () => {
    const later = { id: '002_later', sql: 'SELECT 1' };
    await expect(runMigrations(testDb.db, [later, ...MIGRATIONS])).rejects.toThrow('out of order');
  });
});
