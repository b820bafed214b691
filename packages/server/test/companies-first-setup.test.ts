import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  companyMessages,
  companyResponseSchema,
  onboardingResponseSchema,
  seriesListResponseSchema,
  validationMessages,
} from '@facturador/contracts';
import { MIGRATIONS } from '../src/db/migrations/index.ts';
import { runMigrations } from '../src/db/run-migrations.ts';
import { importPadron } from '../src/padron/import-padron.ts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { createCompany, MIRAFLORES, onPlan, randomRuc } from './support/companies.ts';
import { createTestDatabase } from './support/test-database.ts';

/** What GET /companies/:id/series answers, as [establishment, type, series, next number]. */
type SeriesRow = [string, string, string, number];
const DEFAULT_SERIES: SeriesRow[] = [
  ['0000', '01', 'F001', 1],
  ['0000', '03', 'B001', 1],
  ['0000', '07', 'BC01', 1],
  ['0000', '07', 'FC01', 1],
  ['0000', '08', 'BD01', 1],
  ['0000', '08', 'FD01', 1],
];

/** One line of SUNAT's padrón reducido (15 fields, pipe-separated) for `ruc`. */
const padronLine = (ruc: string, name: string) =>
  `${ruc}|${name}|ACTIVO|HABIDO|150122|AV.|LARCO|-|-|123|-|-|-|-|-|`;

async function* lines(...rows: string[]) {
  yield* rows;
}

describe('a new company’s first setup (issue 40 items 6 and 7)', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startApi();
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const seriesOf = async (user: SignedInUser, companyId: string): Promise<SeriesRow[]> => {
    const answer = await api.call('GET', `/companies/${companyId}/series`, { token: user.accessToken });
    return seriesListResponseSchema
      .parse(answer.json())
      .data.map((item) => [item.establishmentCode, item.documentType, item.series, item.nextCorrelative]);
  };

  /** A signed-in user who validated their account: the one who may onboard. */
  async function validated(): Promise<SignedInUser> {
    const user = await api.signedIn();
    const dni = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const answer = await api.call('POST', '/users/validate-account', {
      token: user.accessToken,
      body: { documentNumber: dni, firstName: 'Rosa', lastName: 'Quispe' },
    });
    expect(answer.statusCode).toBe(200);
    return user;
  }

  describe('series without guessing', () => {
    it('gives a company registered in Mis Empresas F001, B001 and their notes’ series on its domicilio fiscal', async () => {
      const owner = await api.signedIn();
      const company = await createCompany(api, owner);
      expect(await seriesOf(owner, company.publicId)).toEqual(DEFAULT_SERIES);
    });

    it('gives the onboarded first company the same series, ready to issue', async () => {
      const user = await validated();
      const answer = await api.call('POST', '/companies/onboarding', {
        token: user.accessToken,
        body: { ruc: randomRuc(), businessName: 'Bodega Rosa E.I.R.L.', fiscalAddress: 'Jr. Lampa 1' },
      });
      expect(answer.statusCode).toBe(201);
      const { company } = onboardingResponseSchema.parse(answer.json()).data;
      expect(await seriesOf(user, company.publicId)).toEqual(DEFAULT_SERIES);
    });

    it('creates no series when the company is refused (a RUC already registered)', async () => {
      const owner = await api.signedIn();
      const first = await createCompany(api, owner);
      const [{ count: before }] = (await api.db.query<{ count: string }>('SELECT count(*) FROM series')) as [
        { count: string },
      ];
      const again = await api.call('POST', '/companies', {
        token: owner.accessToken,
        body: {
          ruc: first.ruc,
          businessName: 'Otra S.A.C.',
          fiscalAddress: 'Av. Lima 1',
          ubigeo: MIRAFLORES,
        },
      });
      expect(again.statusCode).toBe(409);
      const [{ count: after }] = (await api.db.query<{ count: string }>('SELECT count(*) FROM series')) as [
        { count: string },
      ];
      expect(after).toBe(before);
    });
  });

  describe('the padrón knows real RUCs', () => {
    it('registers a RUC the padrón lacks with the data typed, marked as not verified', async () => {
      const owner = await api.signedIn();
      await onPlan(api, owner);
      const ruc = randomRuc();
      const answer = await api.call('POST', '/companies', {
        token: owner.accessToken,
        body: {
          ruc,
          businessName: 'Bodega Don Lucho E.I.R.L.',
          fiscalAddress: 'Jr. Huallaga 321, Cercado de Lima',
          ubigeo: MIRAFLORES,
        },
      });
      expect(answer.statusCode).toBe(201);
      expect(companyResponseSchema.parse(answer.json()).data).toMatchObject({
        ruc,
        businessName: 'Bodega Don Lucho E.I.R.L.',
        fiscalAddress: 'Jr. Huallaga 321, Cercado de Lima',
        verifiedInPadron: false,
      });
      const list = await api.call('GET', '/companies', { token: owner.accessToken });
      expect(list.json().data).toEqual([expect.objectContaining({ ruc, verifiedInPadron: false })]);
    });

    it('marks a company verified when its RUC is in the padrón, and once a later import brings it', async () => {
      const owner = await api.signedIn();
      const known = randomRuc();
      await importPadron(api.db, lines(padronLine(known, 'COMERCIAL CONOCIDA S.A.C.')));
      const verified = await createCompany(api, owner, { ruc: known });
      expect(verified.verifiedInPadron).toBe(true);

      const typed = await createCompany(api, owner);
      expect(typed.verifiedInPadron).toBe(false);
      await importPadron(api.db, lines(padronLine(typed.ruc, 'COMERCIAL ANDINA S.A.C.')));
      const now = await api.call('GET', `/companies/${typed.publicId}`, { token: owner.accessToken });
      expect(companyResponseSchema.parse(now.json()).data.verifiedInPadron).toBe(true);
    });

    it('onboards a RUC the padrón lacks, marked as not verified', async () => {
      const user = await validated();
      const answer = await api.call('POST', '/companies/onboarding', {
        token: user.accessToken,
        body: { ruc: randomRuc('10'), businessName: 'Quispe Mamani Rosa', fiscalAddress: 'Jr. Lampa 123' },
      });
      expect(answer.statusCode).toBe(201);
      expect(onboardingResponseSchema.parse(answer.json()).data.company.verifiedInPadron).toBe(false);
    });

    it('refuses, in Spanish and under each field, a typed company without its data or with a wrong RUC', async () => {
      const owner = await api.signedIn();
      await onPlan(api, owner);
      const ruc = randomRuc();
      const wrongDigit = `${ruc.slice(0, 10)}${(Number(ruc[10]) + 1) % 10}`;
      const answer = await api.call('POST', '/companies', {
        token: owner.accessToken,
        body: { ruc: wrongDigit, businessName: '  ', fiscalAddress: '', ubigeo: MIRAFLORES },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(answer.json().details).toEqual(
        expect.arrayContaining([
          { field: 'ruc', message: validationMessages.rucCheckDigit },
          { field: 'businessName', message: companyMessages.businessNameRequired },
          { field: 'fiscalAddress', message: companyMessages.fiscalAddressRequired },
        ]),
      );
      const user = await validated();
      const onboarding = await api.call('POST', '/companies/onboarding', {
        token: user.accessToken,
        body: { ruc: '2051233379', businessName: 'Bodega', fiscalAddress: 'Jr. Lampa 1' },
      });
      expect(onboarding.statusCode).toBe(400);
      expect(onboarding.json().details).toContainEqual({
        field: 'ruc',
        message: validationMessages.rucFormat,
      });
    });
  });
});

describe('migration 026: companies registered before item 6', () => {
  it('gives a company without any series the defaults, after the numbers it already used; leaves the others alone', async () => {
    const testDb = await createTestDatabase();
    try {
      const index = MIGRATIONS.findIndex((migration) => migration.id === '026_default_series');
      await runMigrations(testDb.db, MIGRATIONS.slice(0, index));
      const company = async (ruc: string) => {
        const [row] = await testDb.db.query<{ id: string }>(
          `INSERT INTO companies (ruc, business_name, fiscal_address, created_at, updated_at)
           VALUES ($1, 'Antigua S.A.C.', 'Av. Lima 1', now(), now()) RETURNING id`,
          [ruc],
        );
        const [fiscal] = await testDb.db.query<{ id: string }>(
          `INSERT INTO establishments (company_id, code, name, address, created_at, updated_at)
           VALUES ($1, '0000', 'Domicilio fiscal', 'Av. Lima 1', now(), now()) RETURNING id`,
          [row!.id],
        );
        return { id: row!.id, fiscal: fiscal!.id };
      };
      const bare = await company(randomRuc());
      const own = await company(randomRuc());
      await testDb.db.query(
        `INSERT INTO series (company_id, establishment_id, document_type, series, next_correlative, created_at, updated_at)
         VALUES ($1, $2, '01', 'F010', 7, now(), now())`,
        [own.id, own.fiscal],
      );
      // A boleta B001-41 issued before its series was deleted: B001 must not give 41 again.
      await testDb.db.query(
        `INSERT INTO documents (company_id, document_type, series, number, issue_date, currency,
                                customer_document_type, customer_document_number, customer_name, igv,
                                total, status, input, issuer, igv_percent, issue_time, file_name, xml,
                                zip, digest_value, token_state, send_deadline, created_at, updated_at)
         VALUES ($1, '03', 'B001', 41, '2026-01-05', 'PEN', '1', '12345678', 'Cliente', 18, 118,
                 'accepted', '{}', '{}', 18, '10:00:00', 'B001-41', '<xml/>', '\\x00', 'digest', 'spent',
                 '2026-01-12', now(), now())`,
        [bare.id],
      );

      await runMigrations(testDb.db, MIGRATIONS.slice(0, index + 1));
      const seriesOf = (companyId: string) =>
        testDb.db.query<{ document_type: string; series: string; next_correlative: number; code: string }>(
          `SELECT s.document_type, s.series, s.next_correlative, e.code FROM series s
             JOIN establishments e ON e.id = s.establishment_id
            WHERE s.company_id = $1 ORDER BY s.document_type, s.series`,
          [companyId],
        );
      expect(await seriesOf(bare.id)).toEqual([
        { document_type: '01', series: 'F001', next_correlative: 1, code: '0000' },
        { document_type: '03', series: 'B001', next_correlative: 42, code: '0000' },
        { document_type: '07', series: 'BC01', next_correlative: 1, code: '0000' },
        { document_type: '07', series: 'FC01', next_correlative: 1, code: '0000' },
        { document_type: '08', series: 'BD01', next_correlative: 1, code: '0000' },
        { document_type: '08', series: 'FD01', next_correlative: 1, code: '0000' },
      ]);
      expect(await seriesOf(own.id)).toEqual([
        { document_type: '01', series: 'F010', next_correlative: 7, code: '0000' },
      ]);
    } finally {
      await testDb.cleanup();
    }
  }, 60_000);
});
