import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startApi, PASSWORD, type SignedInUser, type TestApi } from './support/api.ts';
import { createCompany, MIRAFLORES, onPlan, randomRuc } from './support/companies.ts';

const TIMEOUT_MS = 60_000;

/*
 * Issue 28, item 5: the plan's limits hold on every path that changes what they count —
 * reactivating an establishment, inviting someone without an account (pending invitations
 * count, and the seat is checked again when they verify) — and each check holds the company's
 * lock until its change is written. Parallel requests show it on PostgreSQL (TEST_DATABASE_URL),
 * where they really overlap; on PGlite, which runs one transaction at a time, the same
 * assertions hold and prove the limits only.
 */
describe('plan limits on every path', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  }, 60_000);
  afterAll(async () => {
    await api.close();
  }, TIMEOUT_MS);

  const statuses = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode).sort();

  /** An owner on `plan` with one company (made on the largest plan, then moved). */
  async function ownerWithCompany(plan: string): Promise<{ owner: SignedInUser; companyId: string }> {
    const owner = await api.signedIn();
    const company = await createCompany(api, owner);
    await onPlan(api, owner, plan);
    return { owner, companyId: company.publicId };
  }

  it(
    'reactivating establishments passes the limit: of two reactivations at once, only the one that fits',
    async () => {
      const owner = await api.signedIn();
      const company = await createCompany(api, owner);
      const path = `/companies/${company.publicId}/establishments`;
      const created = [];
      for (const code of ['0001', '0002']) {
        const answer = await api.call('POST', path, {
          token: owner.accessToken,
          body: { code, name: `Local ${code}`, address: 'Av. Larco 2', ubigeo: MIRAFLORES },
        });
        expect(answer.statusCode).toBe(201);
        created.push(answer.json().data.publicId as string);
      }
      for (const id of created) {
        const answer = await api.call('PATCH', `${path}/${id}`, {
          token: owner.accessToken,
          body: { isActive: false },
        });
        expect(answer.statusCode).toBe(200);
      }
      // Pyme: 3 establishments per company. 0000 is active: two more fit, then one.
      await onPlan(api, owner, 'pyme');
      const third = await api.call('POST', path, {
        token: owner.accessToken,
        body: { code: '0003', name: 'Local 3', address: 'Av. Larco 3', ubigeo: MIRAFLORES },
      });
      expect(third.statusCode).toBe(201);

      const answers = await Promise.all(
        created.map((id) =>
          api.call('PATCH', `${path}/${id}`, { token: owner.accessToken, body: { isActive: true } }),
        ),
      );
      expect(statuses(answers)).toEqual([200, 403]);
      expect(answers.find((answer) => answer.statusCode === 403)!.json()).toMatchObject({
        code: 'PLAN_LIMIT',
        message: expect.stringContaining('3 establecimientos'),
      });
      const [active] = await api.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM establishments e JOIN companies c ON c.id = e.company_id
        WHERE c.public_id = $1 AND e.is_active`,
        [company.publicId],
      );
      expect(Number(active!.n)).toBe(3);
    },
    TIMEOUT_MS,
  );

  it(
    'pending invitations count: of four invitations at once on a two-user plan, one is sent',
    async () => {
      const { owner, companyId } = await ownerWithCompany('emprendedor');
      const emails = [1, 2, 3, 4].map((n) => `invitada${n}-${Date.now()}@example.test`);
      const answers = await Promise.all(
        emails.map((email) =>
          api.call('POST', `/companies/${companyId}/members`, {
            token: owner.accessToken,
            body: { email, role: 'EMPLOYEE_BUSINESS' },
          }),
        ),
      );
      expect(statuses(answers)).toEqual([201, 403, 403, 403]);
      expect(answers.find((answer) => answer.statusCode === 403)!.json()).toMatchObject({
        code: 'PLAN_LIMIT',
        message: expect.stringContaining('Las invitaciones pendientes también cuentan.'),
      });

      // The pending invitation holds the second seat: an existing account cannot take it.
      const existing = await api.signedIn();
      const direct = await api.call('POST', `/companies/${companyId}/members`, {
        token: owner.accessToken,
        body: { email: existing.email, role: 'EMPLOYEE_BUSINESS' },
      });
      expect(direct.statusCode).toBe(403);
    },
    TIMEOUT_MS,
  );

  it(
    'an invited person joins on verifying only while the plan has the seat',
    async () => {
      const { owner, companyId } = await ownerWithCompany('emprendedor');
      const email = `tardia-${Date.now()}@example.test`;
      const invited = await api.call('POST', `/companies/${companyId}/members`, {
        token: owner.accessToken,
        body: { email, role: 'EMPLOYEE_BUSINESS' },
      });
      expect(invited.statusCode).toBe(201);
      // The owner moves to the free trial (1 user per company) before the person verifies.
      await onPlan(api, owner, 'prueba');
      const registered = await api.call('POST', '/auth/register', {
        body: { fullName: 'Persona Tardía', email, password: PASSWORD },
      });
      expect(registered.statusCode).toBe(201);
      const verified = await api.call('POST', '/users/verify-email', {
        body: { email, code: await api.latestCode(email) },
      });
      expect(verified.statusCode).toBe(200);
      const [members] = await api.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM company_members m JOIN companies c ON c.id = m.company_id WHERE c.public_id = $1`,
        [companyId],
      );
      expect(Number(members!.n)).toBe(1);
      const list = await api.call('GET', `/companies/${companyId}/members`, { token: owner.accessToken });
      expect((list.json() as { data: { invitations: { email: string }[] } }).data.invitations).toEqual([
        expect.objectContaining({ email }),
      ]);
    },
    TIMEOUT_MS,
  );

  it(
    'of two companies created at once on a one-company plan, one is made',
    async () => {
      const owner = await api.signedIn();
      await onPlan(api, owner, 'emprendedor');
      const answers = await Promise.all(
        [randomRuc(), randomRuc()].map((ruc) =>
          api.call('POST', '/companies', {
            token: owner.accessToken,
            body: {
              ruc,
              businessName: 'Bodega Rosa',
              fiscalAddress: 'Jr. Lampa 1',
              ubigeo: MIRAFLORES,
            },
          }),
        ),
      );
      expect(statuses(answers)).toEqual([201, 403]);
    },
    TIMEOUT_MS,
  );
});
