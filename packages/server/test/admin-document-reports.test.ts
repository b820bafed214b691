import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { limaDate, type AdminOverview, type AdminReports } from '@facturador/contracts';
import { describeCode } from '@facturador/einvoice';
import type { SignedInUser } from './support/api.ts';
import { facturaInput, issue, issuingCompany, startDocumentsApi } from './support/documents.ts';

/** Issue 29, item 5: Reportes gains documents by outcome and SUNAT's rejections by code. */
describe('Reportes: documents and rejections', () => {
  let world: Awaited<ReturnType<typeof startDocumentsApi>>;
  let admin: SignedInUser;
  let today: string;

  beforeAll(async () => {
    world = await startDocumentsApi();
    const { api } = world;
    admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
    today = limaDate(api.clock.now());
    const company = await issuingCompany(api);
    const ids: string[] = [];
    for (let count = 0; count < 4; count += 1) {
      const answer = await issue(api, company.owner, company.id, facturaInput(api));
      ids.push((answer.json() as { data: { id: string } }).data.id);
    }
    // How SUNAT ends a document is the engine's subject; here only how Reportes counts the ends.
    await api.db.query(
      `UPDATE documents SET status = 'rejected', cdr_code = '2017' WHERE public_id = ANY($1)`,
      [ids.slice(0, 2)],
    );
    await api.db.query(`UPDATE documents SET status = 'voided' WHERE public_id = $1`, [ids[2]]);
  }, 60_000);
  afterAll(async () => {
    await world.close();
  });

  it("counts the day's documents by outcome, and the rejections by SUNAT's code with its text", async () => {
    const answer = await world.api.call('GET', `/admin/reports?from=${today}&to=${today}&groupBy=day`, {
      token: admin.accessToken,
    });
    expect(answer.statusCode).toBe(200);
    const data = (answer.json() as { data: AdminReports }).data;
    expect(data.documents).toEqual([{ period: today, accepted: 1, rejected: 2, pending: 0, voided: 1 }]);
    expect(data.rejections).toEqual([{ code: '2017', description: describeCode('2017'), documents: 2 }]);
  });

  it("Resumen counts this month's documents of every customer, and SUNAT's rejections", async () => {
    const answer = await world.api.call('GET', '/admin/overview', { token: admin.accessToken });
    expect((answer.json() as { data: AdminOverview }).data.documentsThisMonth).toEqual({
      issued: 4,
      rejected: 2,
    });
  });

  it('exports the rejections as the table shows them', async () => {
    const answer = await world.api.call(
      'GET',
      `/admin/reports/export?from=${today}&to=${today}&groupBy=day&report=rejections`,
      { token: admin.accessToken },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(`reporte-rechazos-sunat-${today}-${today}.csv`);
    const lines = answer.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('Código,Descripción,Comprobantes');
    expect(lines[1]).toMatch(/^2017,.+,2$/);
  });

  it('is for the admin area only', async () => {
    const customer = await world.api.signedIn();
    const answer = await world.api.call('GET', `/admin/reports?from=${today}&to=${today}`, {
      token: customer.accessToken,
    });
    expect(answer.statusCode).toBe(403);
  });
});
