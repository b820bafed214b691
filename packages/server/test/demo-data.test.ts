import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  isValidRuc,
  type CatalogueCustomer,
  type CatalogueDriver,
  type CatalogueProduct,
  type CatalogueVehicle,
  type CompanySummary,
  type DocumentDetail,
  type Establishment,
  type LedgerEntry,
  type Series,
  type Subscription,
} from '@facturador/contracts';
import { DEMO_ACCOUNTS } from '../src/demo/demo-accounts.ts';
import { seedDemoCatalogue } from '../src/demo/demo-catalogue.ts';
import { DEMO_CUSTOMER_COMPANY } from '../src/demo/demo-companies.ts';
import { DEMO_SOL } from '../src/demo/demo-credentials.ts';
import { DEMO_CUSTOMER_PASSWORD } from '../src/demo/demo-people.ts';
import { DEMO_BUYERS, DEMO_PRODUCTS } from '../src/demo/demo-sales.ts';
import { insertDemoData, seedDemoData } from '../src/demo/seed-demo-data.ts';
import type { TestApi } from './support/api.ts';
import { boletaInput, facturaInput, startDocumentsApi } from './support/documents.ts';
import { createMigratedTestDatabase } from './support/test-database.ts';

const customer = DEMO_ACCOUNTS.find((account) => account.role === 'CUSTOMER_SYSTEM')!;
const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);

describe('demo data', () => {
  let suite: Awaited<ReturnType<typeof startDocumentsApi>>;
  let api: TestApi;
  let token: string;
  const get = async <T>(url: string, as = token) => {
    const answer = await api.call('GET', url, { token: as });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { data: T; meta?: { total: number } };
  };
  const signIn = async (email: string, password: string) => {
    const answer = await api.login(email, password);
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { access_token: string }).access_token;
  };

  beforeAll(async () => {
    // With the SUNAT double, as `npm start` runs it: the demo company's documents are issued to it.
    suite = await startDocumentsApi();
    api = suite.api;
    // Under TEST_DATABASE_URL the database is a server, which seedDemoData refuses (tested
    // below): the seeding itself is the same on both.
    const seeded = await insertDemoData(api.db, api.clock.now(), api.app);
    expect(seeded.customers).toBe(40);
    token = await signIn(customer.email, customer.password);
  }, 120_000);
  afterAll(async () => {
    await suite.close();
  });

  it('gives the demo customer their own company and another where they are an employee', async () => {
    const { data: companies } = await get<CompanySummary[]>('/companies');
    expect(companies).toHaveLength(2);
    const own = companies.find((company) => company.myRole === 'OWNER_BUSINESS')!;
    expect(own).toMatchObject({
      ruc: DEMO_CUSTOMER_COMPANY.ruc,
      businessName: DEMO_CUSTOMER_COMPANY.businessName,
      ubigeo: { code: '150116', district: 'LINCE' },
    });
    expect(isValidRuc(own.ruc)).toBe(true);
    const other = companies.find((company) => company.myRole === 'EMPLOYEE_BUSINESS')!;
    expect(other.ruc).not.toBe(own.ruc);
    expect(isValidRuc(other.ruc)).toBe(true);
  });

  it('gives the own company its domicilio fiscal, a second establishment, series F001 and B001 and their notes', async () => {
    const { data: companies } = await get<CompanySummary[]>('/companies');
    const own = companies.find((company) => company.myRole === 'OWNER_BUSINESS')!;
    const { data: establishments } = await get<Establishment[]>(`/companies/${own.publicId}/establishments`);
    expect(establishments.map((item) => [item.code, item.isFiscalAddress, item.isActive])).toEqual([
      ['0000', true, true],
      ['0001', false, true],
    ]);
    expect(establishments[1]!.ubigeo?.code).toBe('150122');
    const { data: series } = await get<Series[]>(`/companies/${own.publicId}/series`);
    expect(series.map((item) => [item.establishmentCode, item.documentType, item.series])).toEqual([
      ['0000', '01', 'F001'],
      ['0000', '03', 'B001'],
      ['0000', '07', 'BC01'],
      ['0000', '07', 'FC01'],
      ['0000', '08', 'BD01'],
      ['0000', '08', 'FD01'],
      ['0000', '09', 'T001'],
    ]);
    // Facturas and boletas were issued for months, and a credit and a debit note on a factura; the
    // guía remitente's series waits for its first guía (Guías de remisión works from the start).
    expect(series.map((item) => item.nextCorrelative > 1)).toEqual([
      true,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
  });

  it('fills the own company’s Clientes and Productos y servicios with the buyers and the shelf it sells to and from', async () => {
    const { data: companies } = await get<CompanySummary[]>('/companies');
    const own = companies.find((company) => company.myRole === 'OWNER_BUSINESS')!;
    const clients = await get<CatalogueCustomer[]>(`/companies/${own.publicId}/customers?limit=50`);
    expect(clients.data.map((client) => client.documentNumber).sort()).toEqual(
      [...DEMO_BUYERS.businesses, ...DEMO_BUYERS.people]
        .map((buyer) => buyer.documentNumber)
        .filter((number) => number !== '-')
        .sort(),
    );
    const products = await get<CatalogueProduct[]>(`/companies/${own.publicId}/products?limit=50`);
    expect(products.data.map((product) => product.code).sort()).toEqual(
      DEMO_PRODUCTS.map((product) => product.productCode).sort(),
    );
    expect(products.data.every((product) => product.isActive && !product.priceIncludesIgv)).toBe(true);
  });

  it('fills the own company’s Vehículos and Conductores for its guías: a truck with its MTC certificate, a van, two drivers', async () => {
    const { data: companies } = await get<CompanySummary[]>('/companies');
    const own = companies.find((company) => company.myRole === 'OWNER_BUSINESS')!;
    const strip = <T extends { id: string; createdAt: string; updatedAt: string }>({
      id: _id,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      ...rest
    }: T) => rest;
    const vehicles = await get<CatalogueVehicle[]>(`/companies/${own.publicId}/vehicles`);
    expect(vehicles.data.map(strip)).toEqual([
      { plate: 'BHK842', brand: 'Toyota Hiace', circulationCard: null },
      { plate: 'F5U597', brand: 'Volvo FH 460', circulationCard: '15M21028927' },
    ]);
    const drivers = await get<CatalogueDriver[]>(`/companies/${own.publicId}/drivers`);
    expect(drivers.data.map(strip)).toEqual([
      {
        documentType: '1',
        documentNumber: '46203718',
        firstName: 'Rosa Elena',
        lastName: 'Ccori Vargas',
        licence: 'Q46203718',
      },
      {
        documentType: '1',
        documentNumber: '41827365',
        firstName: 'Wilber',
        lastName: 'Condori Huamán',
        licence: 'Q41827365',
      },
    ]);

    // Seeded by key: a second run over the same company adds nothing and keeps the ids.
    const [row] = await api.db.query<{ id: string }>('SELECT id FROM companies WHERE public_id = $1', [
      own.publicId,
    ]);
    await api.db.transaction((tx) => seedDemoCatalogue(tx, row!.id, api.clock.now()));
    const again = await get<CatalogueVehicle[]>(`/companies/${own.publicId}/vehicles`);
    expect(again.data.map((vehicle) => vehicle.id)).toEqual(vehicles.data.map((vehicle) => vehicle.id));
    const driversAgain = await get<CatalogueDriver[]>(`/companies/${own.publicId}/drivers`);
    expect(driversAgain.data.map((driver) => driver.id)).toEqual(drivers.data.map((driver) => driver.id));
    const clients = await get<CatalogueCustomer[]>(`/companies/${own.publicId}/customers?limit=1`);
    expect(clients.meta?.total).toBe(
      [...DEMO_BUYERS.businesses, ...DEMO_BUYERS.people].filter((buyer) => buyer.documentNumber !== '-')
        .length,
    );
  });

  it('puts the demo customer on an active Pyme plan with usage in the current period', async () => {
    const { data: subscription } = await get<Subscription>('/billing/subscription');
    expect(subscription).toMatchObject({ state: 'active', plan: { code: 'pyme' } });
    expect(new Date(subscription.renewsAt).getTime()).toBeGreaterThan(api.clock.now().getTime());
    expect(subscription.tokens.used).toBeGreaterThan(0);
    expect(subscription.tokens.remaining).toBe(600 - subscription.tokens.used);
    expect(subscription.extraTokens).toBeGreaterThan(0);
    expect(subscription.usage.companies.used).toBe(1);
    expect(subscription.usage.establishments.used).toBe(2);
  });

  it('gives the demo customer months of ledger whose balances add up to what is left', async () => {
    const { data: ledger, meta } = await get<LedgerEntry[]>('/billing/ledger?limit=100');
    expect(meta!.total).toBe(ledger.length);
    const oldestFirst = [...ledger].reverse();
    let balance = 0;
    for (const entry of oldestFirst) {
      balance += entry.delta;
      expect(entry.balanceAfter).toBe(balance);
    }
    const { data: subscription } = await get<Subscription>('/billing/subscription');
    expect(balance).toBe(subscription.tokens.remaining! + subscription.extraTokens);
    const reasons = new Set(ledger.map((entry) => entry.reason));
    // `adjustment`: the trial's unused tokens moved to the extra balance on the first plan (decision 0029).
    expect([...reasons].sort()).toEqual([
      'adjustment',
      'document',
      'period_expired',
      'plan_period',
      'token_pack',
    ]);
    const days = (Date.parse(ledger[0]!.date) - Date.parse(oldestFirst[0]!.date)) / 86_400_000;
    expect(days).toBeGreaterThan(90);

    const { data: orders } = await get<{ state: string; method: string }[]>('/billing/orders?limit=50');
    expect(orders.filter((order) => order.state === 'paid').length).toBeGreaterThanOrEqual(5);
    expect(new Set(orders.map((order) => order.method))).toEqual(new Set(['gateway', 'voucher']));
    expect(orders.some((order) => order.state === 'rejected')).toBe(true);
  });

  it('creates forty more customers with valid RUCs, over the last year', async () => {
    const rows = await api.db.query<{ email: string; created_at: Date; ruc: string; dni: string }>(
      `SELECT u.email, u.created_at, c.ruc, u.document_number AS dni
         FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
         JOIN company_members m ON m.user_id = u.id JOIN roles mr ON mr.id = m.role_id AND mr.name = 'OWNER_BUSINESS'
         JOIN companies c ON c.id = m.company_id
        WHERE r.name = 'CUSTOMER_SYSTEM' AND u.email <> ALL($1::text[])`,
      [demoEmails],
    );
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const row of rows) {
      expect(row.email).toMatch(/^[a-z.0-9]+@facturador\.test$/);
      expect(isValidRuc(row.ruc)).toBe(true);
      if (row.ruc.startsWith('10')) expect(row.ruc.slice(2, 10)).toBe(row.dni);
      else expect(row.ruc).toMatch(/^20/);
    }
    expect(rows.some((row) => row.ruc.startsWith('10'))).toBe(true);
    const ages = rows.map(
      (row) => (api.clock.now().getTime() - new Date(row.created_at).getTime()) / 86_400_000,
    );
    expect(Math.max(...ages)).toBeGreaterThan(200);
    expect(Math.min(...ages)).toBeLessThan(30);
    // They can sign in with the documented password.
    await signIn(rows[0]!.email, DEMO_CUSTOMER_PASSWORD);
  });

  it('has subscriptions in every state and on different plans', async () => {
    const states = await api.db.query<{ state: string; count: string }>(
      'SELECT state, count(*) AS count FROM subscriptions GROUP BY state',
    );
    expect(states.map((row) => row.state).sort()).toEqual([
      'active',
      'cancelled',
      'expired',
      'pending_payment',
    ]);
    const plans = await api.db.query<{ code: string }>(
      'SELECT DISTINCT p.code FROM subscriptions s JOIN plans p ON p.id = s.plan_id',
    );
    expect(plans.length).toBeGreaterThanOrEqual(3);
  });

  it('has paid, rejected and exactly one voucher order awaiting approval, with a real PNG', async () => {
    const orders = await api.db.query<{ state: string; method: string; reason: string | null }>(
      'SELECT state, method, rejection_reason AS reason FROM orders',
    );
    expect(orders.some((order) => order.state === 'paid' && order.method === 'gateway')).toBe(true);
    expect(orders.some((order) => order.state === 'paid' && order.method === 'voucher')).toBe(true);
    const rejected = orders.filter((order) => order.state === 'rejected');
    expect(rejected.length).toBeGreaterThan(0);
    for (const order of rejected) expect(order.reason).toEqual(expect.any(String));
    expect(orders.filter((order) => order.state === 'pending_approval')).toHaveLength(1);

    const [voucher] = await api.db.query<{ content: Uint8Array; mime_type: string }>(
      `SELECT v.content, v.mime_type FROM order_vouchers v JOIN orders o ON o.id = v.order_id
        WHERE o.state = 'pending_approval'`,
    );
    const png = Buffer.from(voucher!.content);
    expect(voucher!.mime_type).toBe('image/png');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.subarray(-8, -4).toString('ascii')).toBe('IEND');
  });

  it('keeps every customer ledger consistent with their subscription', async () => {
    const rows = await api.db.query<{ user_id: string; mismatches: string }>(
      `SELECT l.user_id, count(*) FILTER (WHERE l.balance_after <> l.running) AS mismatches
         FROM (SELECT user_id, balance_after, sum(delta) OVER (PARTITION BY user_id ORDER BY id) AS running
                 FROM token_ledger) l
        GROUP BY l.user_id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const row of rows) expect(Number(row.mismatches)).toBe(0);
  });

  describe('the demo customer’s company signs and sends', () => {
    let company: CompanySummary;
    const issued: DocumentDetail[] = [];
    beforeAll(async () => {
      const { data: companies } = await get<CompanySummary[]>('/companies');
      company = companies.find((item) => item.myRole === 'OWNER_BUSINESS')!;
    });

    it('stores the SOL user and the certificate as the credentials routes do (sealed, never answered)', () => {
      expect(company.credentials.solUser).toBe(DEMO_SOL.user);
      expect(company.credentials.solPasswordSetAt).not.toBeNull();
      expect(company.credentials.certificate).toMatchObject({
        subject: expect.stringContaining('CERTIFICADO DE PRUEBA'),
      });
      expect(JSON.stringify(company)).not.toContain(DEMO_SOL.password);
    });

    /** The seeded company's documents, straight from the table the API answers from. */
    const seededDocuments = () =>
      api.db.query<{
        document_type: string;
        series: string;
        number: number;
        status: string;
        cdr_code: string | null;
        issue_date: string;
        token_state: string;
        has_cdr: boolean;
        cdr_notes: { code: string }[] | null;
      }>(
        `SELECT d.document_type, d.series, d.number, d.status, d.cdr_code, to_char(d.issue_date, 'YYYY-MM-DD') AS issue_date,
                d.token_state, d.cdr IS NOT NULL AS has_cdr, d.cdr_notes
           FROM documents d JOIN companies c ON c.id = d.company_id
          WHERE c.public_id = $1 ORDER BY d.series, d.number`,
        [company.publicId],
      );

    it('has months of documents issued through the engine, in every state SUNAT gives', async () => {
      const documents = await seededDocuments();
      expect(documents.length).toBeGreaterThan(40);
      const issueDates = documents.map((document) => document.issue_date).sort();
      const monthsSpanned =
        (Date.parse(issueDates.at(-1)!) - Date.parse(issueDates[0]!)) / (30 * 24 * 3_600_000);
      expect(monthsSpanned).toBeGreaterThan(4);
      const states = (type: string) =>
        new Set(documents.filter((d) => d.document_type === type).map((d) => `${d.status}:${d.cdr_code}`));
      expect([...states('01')]).toEqual(
        expect.arrayContaining(['accepted:0', 'observed:0', 'rejected:2108', 'voided:0']),
      );
      // Accepted with SUNAT's observation 3496 (4332 before 2026-01-31) among the CDR's notes (a
      // Catálogo 25 segment, not a product).
      const observed = documents.filter((d) => d.status === 'observed');
      expect(observed.map((d) => d.cdr_notes?.map((note) => note.code))).toEqual([['3496']]);
      expect([...states('03')]).toEqual(expect.arrayContaining(['accepted:0', 'voided:0']));
      expect(states('07')).toEqual(new Set(['accepted:0']));
      expect(states('08')).toEqual(new Set(['accepted:0']));
      // Every verdict came with SUNAT's constancia (CDR), as a real send does.
      expect(documents.filter((d) => !d.has_cdr)).toEqual([]);
    });

    it('numbers every series 1, 2, 3… with no gap, and its next number follows the last document', async () => {
      const documents = await seededDocuments();
      const series = await api.db.query<{ series: string; next_correlative: number }>(
        `SELECT s.series, s.next_correlative FROM series s JOIN companies c ON c.id = s.company_id
          WHERE c.public_id = $1`,
        [company.publicId],
      );
      for (const { series: name, next_correlative } of series) {
        const numbers = documents.filter((d) => d.series === name).map((d) => Number(d.number));
        expect([name, numbers]).toEqual([name, numbers.map((_, index) => index + 1)]);
        expect([name, Number(next_correlative)]).toEqual([name, numbers.length + 1]);
      }
    });

    it('spends one token in the ledger for each document SUNAT received, and none for anything else', async () => {
      const documents = await seededDocuments();
      const spending = await api.db.query<{ description: string; delta: number }>(
        `SELECT l.description, l.delta FROM token_ledger l JOIN users u ON u.id = l.user_id
          WHERE u.email = $1 AND l.delta < 0 AND l.reason = 'document'`,
        [customer.email],
      );
      const labels = spending.map((line) => line.description).sort();
      const received = documents
        .filter((d) => d.token_state === 'spent')
        .map((d) => `Comprobante ${d.series}-${d.number}`)
        .sort();
      expect(received).toHaveLength(documents.length);
      expect(labels).toEqual(received);
      expect(spending.every((line) => Number(line.delta) === -1)).toBe(true);
    });

    it('issues a factura to a RUC and a boleta to a DNI, both accepted by the SUNAT double', async () => {
      for (const input of [facturaInput(api), boletaInput(api)]) {
        const answer = await api.call('POST', `/companies/${company.publicId}/documents`, {
          token,
          body: input,
          headers: { 'idempotency-key': `demo-${input.series}-${Date.now()}` },
        });
        expect(answer.statusCode < 300 ? 'ok' : answer.body).toBe('ok');
        const document = (answer.json() as { data: DocumentDetail }).data;
        expect([document.fullNumber, document.status]).toEqual([
          expect.stringMatching(new RegExp(`^${input.series}-`)),
          'accepted',
        ]);
        issued.push(document);
      }
    });

    it('issues a credit note from the factura in its seeded series FC01', async () => {
      const answer = await api.call(
        'POST',
        `/companies/${company.publicId}/documents/${issued[0]!.id}/notes`,
        {
          token,
          body: {
            documentType: '07',
            series: 'FC01',
            reasonCode: '01',
            reasonDescription: 'Anulación de la operación',
          },
        },
      );
      expect(answer.statusCode < 300 ? 'ok' : answer.body).toBe('ok');
      expect((answer.json() as { data: DocumentDetail }).data).toMatchObject({
        fullNumber: expect.stringMatching(/^FC01-\d+$/),
        status: 'accepted',
      });
    });

    it('issues a debit note from the factura in its seeded series FD01', async () => {
      const answer = await api.call(
        'POST',
        `/companies/${company.publicId}/documents/${issued[0]!.id}/notes`,
        {
          token,
          body: {
            documentType: '08',
            series: 'FD01',
            reasonCode: '01',
            reasonDescription: 'Intereses por pago fuera de plazo',
            lines: [
              {
                description: 'Intereses por mora',
                quantity: '1',
                unitCode: 'ZZ',
                unitValue: '5',
                affectation: '10',
              },
            ],
          },
        },
      );
      expect(answer.statusCode < 300 ? 'ok' : answer.body).toBe('ok');
      expect((answer.json() as { data: DocumentDetail }).data).toMatchObject({
        fullNumber: expect.stringMatching(/^FD01-\d+$/),
        status: 'accepted',
      });
    });
  });

  it('is not seeded twice', async () => {
    const [before] = await api.db.query<{ count: string }>('SELECT count(*) AS count FROM users');
    expect(await insertDemoData(api.db, api.clock.now())).toEqual({ accounts: [], customers: 0 });
    const [after] = await api.db.query<{ count: string }>('SELECT count(*) AS count FROM users');
    expect(after!.count).toBe(before!.count);
  });
});

describe('demo data in production', () => {
  it('is not created', async () => {
    const testDb = await createMigratedTestDatabase();
    try {
      expect(await seedDemoData(testDb.db, { NODE_ENV: 'production' })).toEqual({
        accounts: [],
        customers: 0,
      });
      for (const table of ['users', 'companies', 'subscriptions', 'orders', 'token_ledger']) {
        expect(await testDb.db.query(`SELECT 1 FROM ${table}`)).toEqual([]);
      }
    } finally {
      await testDb.cleanup();
    }
  });
});
