import { describe, expect, it } from '@jest/globals';
import { documentApiMessages, type Company, type DocumentInputDraft } from '@facturador/contracts';
import type { SignedInUser } from './support/api.ts';
import { addMemberAs, randomRuc } from './support/companies.ts';
import { detailOf, documentsFixture, facturaInput, issue } from './support/documents.ts';
import { createApiKey, listening, v1 } from './support/v1.ts';

/**
 * SUNAT 3097 (decision 0062): an exportación de servicios (0201) from an issuer outside SUNAT's
 * register of service exporters (padrón 05) is refused. The company declares whether it is in it
 * (Mi empresa › Facturación); until it says it is, its 0201 is refused before a number is spent,
 * on issuing and on «Revisar» (session and /v1) alike. The double lists this company in its own
 * padrón 05, so what it accepts once declared is SUNAT's verdict, not the pre-flight's.
 */
describe('Exportación de servicios and the register of service exporters (3097)', () => {
  const ruc = randomRuc();
  const { world, company, api, path } = documentsFixture({
    company: { ruc },
    simulator: { serviceExporters: [ruc] },
  });

  const serviceExport = (): DocumentInputDraft =>
    facturaInput(api(), {
      operationType: '0201',
      currency: 'USD',
      customer: { documentType: '0', documentNumber: 'US-778899', name: 'ACME IMPORTS LLC' },
      lines: [
        {
          description: 'Desarrollo de software a medida',
          quantity: '1',
          unitCode: 'ZZ',
          unitValue: '1500',
          affectation: '40',
        },
      ],
      serviceCountry: 'US',
    });
  /** What issuing would move: the series' next numbers, the owner's tokens, the documents. */
  const ledger = async () => {
    const [row] = await api().db.query<{ numbers: string; used: number; extra: number; documents: number }>(
      `SELECT (SELECT string_agg(s.series || ':' || s.next_correlative, ',' ORDER BY s.series)
                 FROM series s JOIN companies c ON c.id = s.company_id WHERE c.public_id = $1) AS numbers,
              (SELECT period_used FROM subscriptions WHERE user_id = $2) AS used,
              (SELECT extra_tokens FROM subscriptions WHERE user_id = $2) AS extra,
              (SELECT count(*)::int FROM documents d JOIN companies c ON c.id = d.company_id
                WHERE c.public_id = $1) AS documents`,
      [company.id, company.owner.id],
    );
    return row!;
  };
  const declare = (user: SignedInUser, serviceExporter: boolean) =>
    api().call('PATCH', path(), { token: user.accessToken, body: { serviceExporter } });
  const declared = async () =>
    (
      (await api().call('GET', path(), { token: company.owner.accessToken })).json() as {
        data: Company;
      }
    ).data.serviceExporter;
  const refused3097 = {
    success: false,
    code: 'VALIDATION_ERROR',
    details: [{ field: 'operationType', code: '3097', message: documentApiMessages.notServiceExporter }],
  };

  it('refuses the 0201 of a company that has not declared it, or declared it is not registered, before its number', async () => {
    expect(await declared()).toBeNull();
    const before = await ledger();
    const undeclared = await issue(api(), company.owner, company.id, serviceExport());
    expect({ status: undeclared.statusCode, body: undeclared.json() }).toMatchObject({
      status: 422,
      body: refused3097,
    });
    // «Revisar» says the same on /v1 (what an integrator asks before issuing).
    const key = await createApiKey(api(), company.owner, company.id, { scopes: ['issue', 'read'] });
    const checked = await v1(await listening(api()), 'POST', '/v1/documents/validate', {
      key: key.secret,
      body: serviceExport(),
    });
    expect({ status: checked.status, body: checked.json() }).toMatchObject({
      status: 422,
      body: refused3097,
    });

    expect((await declare(company.owner, false)).statusCode).toBe(200);
    expect(await declared()).toBe(false);
    const notRegistered = await issue(api(), company.owner, company.id, serviceExport());
    expect({ status: notRegistered.statusCode, body: notRegistered.json() }).toMatchObject({
      status: 422,
      body: refused3097,
    });
    // Nothing burned: no number, no token, no document.
    expect(await ledger()).toEqual(before);
  }, 60_000);

  it('lets only the owner or an administrator declare it', async () => {
    const employee = await api().signedIn();
    await addMemberAs(api(), company.owner, company.id, employee, 'EMPLOYEE_BUSINESS');
    const outsider = await api().signedIn();
    expect((await declare(employee, true)).statusCode).toBe(403);
    expect((await declare(outsider, true)).statusCode).toBe(404);
    expect(await declared()).toBe(false);
  }, 60_000);

  it('issues the 0201 of a company declared registered: the double, which lists it in its padrón 05, accepts it', async () => {
    const answer = await declare(company.owner, true);
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as { data: Company }).data.serviceExporter).toBe(true);
    const validated = await api().call('POST', path('/documents/validate'), {
      token: company.owner.accessToken,
      body: serviceExport(),
    });
    expect(validated.statusCode).toBe(200);
    const issued = await issue(api(), company.owner, company.id, serviceExport());
    expect({ status: issued.statusCode, body: issued.statusCode === 201 ? 'ok' : issued.json() }).toEqual({
      status: 201,
      body: 'ok',
    });
    expect(world.simulator.control.serviceExporters()).toEqual([ruc]);
    expect(detailOf(issued).status).toBe('accepted');
  }, 60_000);
});
