import { beforeAll, describe, expect, it } from '@jest/globals';
import { limaDate, type DocumentsMonth } from '@facturador/contracts';
import type { SignedInUser } from './support/api.ts';
import {
  boletaInput,
  documentsFixture,
  facturaInput,
  issue,
  issuingCompany,
  type IssuingCompany,
} from './support/documents.ts';

/** Issue 29, item 5: the customer's dashboard figures for the month. */
describe('GET /documents/this-month', () => {
  const { world, company } = documentsFixture();
  let other: IssuingCompany;

  beforeAll(async () => {
    other = await issuingCompany(world.api);
  }, 60_000);

  const monthOf = async (user: SignedInUser) => {
    const answer = await world.api.call('GET', '/documents/this-month', { token: user.accessToken });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { data: DocumentsMonth }).data;
  };
  const issued = async (target: IssuingCompany, input: ReturnType<typeof facturaInput>) => {
    const answer = await issue(world.api, target.owner, target.id, input);
    expect(answer.statusCode).toBeLessThan(300);
    return (answer.json() as { data: { id: string; fullNumber: string } }).data;
  };

  it("counts the month's documents of the user's companies, their sales by day, and what needs a look", async () => {
    const { api } = world;
    await issued(company, facturaInput(api));
    await issued(company, boletaInput(api));
    const refused = await issued(company, facturaInput(api));
    // SUNAT's rejection is the engine's subject: here only what the dashboard makes of one.
    await api.db.query(`UPDATE documents SET status = 'rejected' WHERE public_id = $1`, [refused.id]);
    await issued(other, facturaInput(api));

    const month = await monthOf(company.owner);
    const today = limaDate(api.clock.now());
    expect(month.month).toBe(today.slice(0, 7));
    expect(month.issued).toBe(3);
    // Two documents of S/ 100 + IGV each; the rejected one sold nothing.
    expect(month.sales).toEqual([{ currency: 'PEN', total: '236.00' }]);
    expect(month.byDay).toHaveLength(Number(today.slice(8, 10)));
    expect(month.byDay.at(-1)).toEqual({ date: today, documents: 3, salesPen: '236.00' });
    expect(month.byDay.slice(0, -1).every((day) => day.documents === 0 && day.salesPen === '0.00')).toBe(
      true,
    );
    expect(month.attention).toEqual([
      expect.objectContaining({
        companyId: company.id,
        documentId: refused.id,
        fullNumber: refused.fullNumber,
        status: 'rejected',
        total: '118.00',
      }),
    ]);
  });

  it("tells nobody else of a company's documents, and asks for a session", async () => {
    const stranger = await world.api.signedIn();
    const month = await monthOf(stranger);
    expect(month).toMatchObject({ issued: 0, sales: [], attention: [] });
    expect((await world.api.call('GET', '/documents/this-month')).statusCode).toBe(401);
  });
});
