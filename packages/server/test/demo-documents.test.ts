import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CompanySummary, DocumentDetail } from '@facturador/contracts';
import { DEMO_ACCOUNTS } from '../src/demo/demo-accounts.ts';
import { DEMO_SOL } from '../src/demo/demo-credentials.ts';
import { insertDemoData } from '../src/demo/seed-demo-data.ts';
import { boletaInput, facturaInput, startDocumentsApi } from './support/documents.ts';

const customer = DEMO_ACCOUNTS.find((account) => account.role === 'CUSTOMER_SYSTEM')!;

/** `npm start`'s demo customer issues from the first start: the seed gives the company a SOL user and the TEST certificate. */
describe('demo data: the demo customer’s company signs and sends', () => {
  let suite: Awaited<ReturnType<typeof startDocumentsApi>>;
  let token: string;
  let company: CompanySummary;
  const issued: DocumentDetail[] = [];

  beforeAll(async () => {
    suite = await startDocumentsApi();
    await insertDemoData(suite.api.db, suite.api.clock.now(), suite.api.app.secrets);
    const login = await suite.api.login(customer.email, customer.password);
    token = (login.json() as { access_token: string }).access_token;
    const companies = (await suite.api.call('GET', '/companies', { token })).json() as {
      data: CompanySummary[];
    };
    company = companies.data.find((item) => item.myRole === 'OWNER_BUSINESS')!;
  }, 180_000);
  afterAll(async () => {
    await suite.close();
  });

  it('stores the SOL user and the certificate as the credentials routes do (sealed, never answered)', () => {
    expect(company.credentials.solUser).toBe(DEMO_SOL.user);
    expect(company.credentials.solPasswordSetAt).not.toBeNull();
    expect(company.credentials.certificate).toMatchObject({
      subject: expect.stringContaining('CERTIFICADO DE PRUEBA'),
    });
    expect(JSON.stringify(company)).not.toContain(DEMO_SOL.password);
  });

  it('issues a factura to a RUC and a boleta to a DNI, both accepted by the SUNAT double', async () => {
    for (const input of [facturaInput(suite.api), boletaInput(suite.api)]) {
      const answer = await suite.api.call('POST', `/companies/${company.publicId}/documents`, {
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
    const answer = await suite.api.call(
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
      fullNumber: 'FC01-1',
      status: 'accepted',
    });
  });

  it('issues a debit note from the factura in its seeded series FD01', async () => {
    const answer = await suite.api.call(
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
      fullNumber: 'FD01-1',
      status: 'accepted',
    });
  });
});
