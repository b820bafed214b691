import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MIGRATIONS } from '../src/db/migrations/index.ts';
import { runMigrations } from '../src/db/run-migrations.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const DOCUMENT_ENVIRONMENT = '028_document_environment';

/** Issue 40: the documents issued before 028 take the environment of their company. */
describe('migration 028: the environment of each document', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const before = MIGRATIONS.slice(
      0,
      MIGRATIONS.findIndex((one) => one.id === DOCUMENT_ENVIRONMENT),
    );
    await runMigrations(testDb.db, before);
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  const company = async (ruc: string, environment: 'demo' | 'production') => {
    const [row] = await testDb.db.query<{ id: string }>(
      `INSERT INTO companies (ruc, business_name, fiscal_address, environment, created_at, updated_at)
       VALUES ($1, 'EMPRESA S.A.C.', 'Av. Lima 123', $2, now(), now()) RETURNING id`,
      [ruc, environment],
    );
    return row!.id;
  };
  const documentOf = (companyId: string) =>
    testDb.db.query(
      `INSERT INTO documents (company_id, document_type, series, number, issue_date, currency,
         customer_document_type, customer_document_number, customer_name, igv, total, status, input, issuer,
         igv_percent, issue_time, file_name, xml, zip, digest_value, token_state, send_deadline,
         created_at, updated_at)
       VALUES ($1, '03', 'B001', 1, '2026-11-26', 'PEN', '1', '45678912', 'Juan Pérez', 1.53, 10, 'accepted',
         '{}', '{}', 18, '10:00:00', 'f', '<x/>', '\\x00', 'h', 'none', '2026-11-29', now(), now())`,
      [companyId],
    );

  it('marks the documents of a company in demo as tests and those of one in production as production, then requires it', async () => {
    const inDemo = await company('20512333797', 'demo');
    const inProduction = await company('20607854247', 'production');
    await documentOf(inDemo);
    await documentOf(inProduction);

    expect(await runMigrations(testDb.db)).toContain(DOCUMENT_ENVIRONMENT);

    const rows = await testDb.db.query<{ company_id: string; environment: string }>(
      'SELECT company_id, environment FROM documents ORDER BY id',
    );
    expect(rows).toEqual([
      { company_id: inDemo, environment: 'test' },
      { company_id: inProduction, environment: 'production' },
    ]);
    // From now on the one place that numbers a document must say where it was issued.
    await expect(documentOf(inDemo)).rejects.toMatchObject({ code: '23502' });
  });
});
