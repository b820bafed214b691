import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  documentValidationMessages,
  limaDate,
  type CreatedApiKey,
  type DocumentValidation,
} from '@facturador/contracts';
import { addDays } from '@facturador/einvoice';
import type { SignedInUser } from './support/api.ts';
import { boletaInput, documentsFixture, facturaInput, issue } from './support/documents.ts';
import { createApiKey, listening, v1 } from './support/v1.ts';

type Refusal = { success: false; code: string; message: string; details: { field: string; code: string }[] };

/**
 * Issue 43: «Revisar» (session API) and POST /v1/documents/validate run issuing's pre-flight
 * without a number, a signature, a send or a token.
 */
describe('Validating a document without issuing it', () => {
  const { world, company, api } = documentsFixture();
  let outsider: SignedInUser;
  let base: string;
  let full: CreatedApiKey;
  let readOnly: CreatedApiKey;

  beforeAll(async () => {
    outsider = await world.api.signedIn();
    base = await listening(world.api);
    [full, readOnly] = await Promise.all([
      createApiKey(world.api, company.owner, company.id, { scopes: ['issue', 'read', 'void'] }),
      createApiKey(world.api, company.owner, company.id, { name: 'Solo lectura', scopes: ['read'] }),
    ]);
  }, 60_000);

  const today = () => limaDate(api().clock.now());
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
  const validateV1 = (key: string, body: unknown) =>
    v1(base, 'POST', '/v1/documents/validate', { key, body });
  const validateSession = (user: SignedInUser, body: unknown) =>
    api().call('POST', `/companies/${company.id}/documents/validate`, { token: user.accessToken, body });

  it('answers a good factura 200 with the totals issuing would compute, on /v1 and the session API, and burns nothing', async () => {
    const before = await ledger();
    const answer = await validateV1(full.secret, facturaInput(api()));
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({
      success: true,
      message: documentValidationMessages.valid,
      data: {
        valid: true,
        documentType: '01',
        series: 'F001',
        currency: 'PEN',
        igvPercent: '18',
        totals: { taxed: '100.00', igv: '18.00', payableAmount: '118.00' },
        sendDeadline: addDays(today(), 3),
      } satisfies Partial<Omit<DocumentValidation, 'totals'>> & { totals: object },
    });
    const session = await validateSession(company.owner, boletaInput(api()));
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ data: { valid: true, series: 'B001' } });
    expect(await ledger()).toEqual(before);
  });

  it('answers what SUNAT would refuse 422 with its code at the field, and the series and tokens stay as they were', async () => {
    const before = await ledger();
    const late = facturaInput(api(), { issueDate: addDays(today(), -4) });
    const answer = await validateV1(full.secret, late);
    expect(answer.status).toBe(422);
    const body = answer.json<Refusal>();
    expect(body).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      details: [expect.objectContaining({ field: 'issueDate', code: '2108' })],
    });
    expect(body.message).toContain('issueDate');
    expect(body.message).toContain('3 días');
    // Every rule that fails is named, each at its field with SUNAT's code.
    const several = await validateSession(
      company.owner,
      facturaInput(api(), {
        customer: { documentType: '6', documentNumber: '20512333797', name: 'AB' },
        lines: [{ description: 'Bolsa', quantity: '1', unitCode: 'XYZ', unitValue: '10', affectation: '10' }],
      }),
    );
    expect(several.statusCode).toBe(422);
    expect((several.json() as Refusal).details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'customer.name', code: '2022' }),
        expect.objectContaining({ field: 'lines.0.unitCode', code: '2936' }),
      ]),
    );
    // Issuing refuses the same document before a number, as Revisar said.
    const issued = await issue(api(), company.owner, company.id, late);
    expect(issued.json()).toMatchObject({ details: [expect.objectContaining({ code: '2108' })] });
    expect(await ledger()).toEqual(before);
  });

  it('refuses a series the company has not, as issuing does', async () => {
    const answer = await validateV1(full.secret, facturaInput(api(), { series: 'F999' }));
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'series' }] });
  });

  it('takes the keys, scopes and memberships issuing takes', async () => {
    expect((await validateV1(readOnly.secret, facturaInput(api()))).json()).toMatchObject({
      code: 'SCOPE_MISSING',
    });
    expect((await validateV1('fk_bad_key', facturaInput(api()))).status).toBe(401);
    expect((await validateSession(outsider, facturaInput(api()))).statusCode).toBe(404);
  });

  it('is declared in the /v1 reference with its 422', async () => {
    const reference = await v1(base, 'GET', '/v1/openapi.json');
    const operation = reference.json<{
      paths: Record<string, Record<string, { operationId: string; responses: object }>>;
    }>().paths['/v1/documents/validate']?.post;
    expect(operation?.operationId).toBe('v1ValidateDocument');
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '403', '422']));
  });
});
