import { describe, expect, it } from '@jest/globals';
import { ruleMessages } from '@facturador/einvoice';
import { boletaInput, detailOf, documentsFixture, facturaInput, issue } from './support/documents.ts';

const DAY_MS = 86_400_000;
/** What the company form takes (up to 200) and a factura too (up to 1,500), a baja not (100). */
const LONG_NAME = `COOPERATIVA DE SERVICIOS MULTIPLES ${'Y PRODUCTORES AGROPECUARIOS '.repeat(3)}DEL VALLE S.A.C.`;

/** SUNAT's rules on a resumen diario or a comunicación de baja, before it is signed and when it is sent. */
describe('Bajas: SUNAT’s summary rules (2228, 4443)', () => {
  const { world, company, api, path } = documentsFixture();

  const detail = async (id: string, token = company.owner.accessToken) =>
    detailOf(await api().call('GET', path(`/documents/${id}`), { token }));
  const summariesOfCompany = async () => {
    const [row] = await api().db.query<{ count: string }>(
      `SELECT count(*) AS count FROM summaries s JOIN companies c ON c.id = s.company_id WHERE c.public_id = $1`,
      [company.id],
    );
    return Number(row!.count);
  };
  const tokensUsed = async () => {
    const [row] = await api().db.query<{ used: number }>(
      'SELECT period_used AS used FROM subscriptions WHERE user_id = $1',
      [company.owner.id],
    );
    return row!.used;
  };

  it('refuses a baja SUNAT would refuse for the razón social (2228) before numbering it: nothing changes', async () => {
    expect([...LONG_NAME].length).toBeGreaterThan(100);
    const renamed = await api().call('PATCH', path(), {
      token: company.owner.accessToken,
      body: { businessName: LONG_NAME },
    });
    expect(renamed.statusCode).toBe(200);
    const factura = detailOf(await issue(api(), company.owner, company.id, facturaInput(api())));
    expect(factura.status).toBe('accepted');
    const [summariesBefore, tokensBefore] = [await summariesOfCompany(), await tokensUsed()];

    const answer = await api().call('POST', path(`/documents/${factura.id}/void`), {
      token: company.owner.accessToken,
      body: { reason: 'Error en el precio' },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: ruleMessages.summaryIssuerName([...LONG_NAME].length, 3, 100),
      details: [{ field: 'issuer.businessName', code: '2228' }],
    });
    // No RA number of the day taken, nothing signed or sent, no token, the document as it was.
    expect(await summariesOfCompany()).toBe(summariesBefore);
    expect(await tokensUsed()).toBe(tokensBefore);
    const after = await detail(factura.id);
    expect(after.status).toBe('accepted');
    expect(after.history).toEqual(factura.history);

    await api().call('PATCH', path(), {
      token: company.owner.accessToken,
      body: { businessName: 'Comercial Andina S.A.C.' },
    });
  });

  // Last: it moves the clock 8 days on, past every access token of this file.
  it('says in the history when SUNAT takes a resumen diario more than 7 days after its boletas (4443), then its verdict', async () => {
    const boleta = detailOf(await issue(api(), company.owner, company.id, boletaInput(api())));
    expect(boleta.status).toBe('accepted');
    await world.simulator.control.down({ mode: 'refuse' });
    try {
      const answer = await api().call('POST', path(`/documents/${boleta.id}/void`), {
        token: company.owner.accessToken,
        body: { reason: 'Venta anulada' },
      });
      expect(answer.statusCode).toBe(202);
      // SUNAT unreachable for 8 days: the RC signed on the boleta's day goes out late.
      api().clock.advance(8 * DAY_MS);
    } finally {
      await world.simulator.control.up();
    }
    for (let round = 0; round < 10; round += 1) {
      api().clock.advance(10_000);
      await api().app.documentDispatch.run();
    }

    const login = (await api().login(company.owner.email)).json() as { access_token: string };
    const after = await detail(boleta.id, login.access_token);
    const late = after.history.find((event) => event.code === '4443');
    expect(late).toMatchObject({ status: 'voiding', description: ruleMessages.lateSummary(8, 7) });
    // The observation does not refuse; SUNAT refuses the void line itself past the same 7 days.
    expect(after.status).toBe('accepted');
    expect(after.history.at(-1)).toMatchObject({ code: '2957' });
    expect(after.history.at(-1)?.description).toMatch(/no aceptó la baja .*nota de crédito/);
    expect(after.history.indexOf(late!)).toBeLessThan(after.history.length - 1);
  });
});
