import { expect } from '@jest/globals';
import { rucCheckDigit, type Company } from '@facturador/contracts';
import type { SignedInUser, TestApi } from './api.ts';

/** A RUC with a valid check digit, different on each call (tests share one database). */
export function randomRuc(prefix: '20' | '10' = '20'): string {
  const body = `${prefix}${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
  return `${body}${rucCheckDigit(body)}`;
}

/** Miraflores, Lima: a district of the INEI catalogue. */
export const MIRAFLORES = '150122';

/**
 * Puts the user on a plan (default: the archived Corporativo 2024, the largest limits) so that
 * tests of companies are not stopped by the free trial's limits, which billing tests cover.
 */
export async function onPlan(api: TestApi, user: { id: string }, code = 'corporativo-2024'): Promise<void> {
  await api.db.query(
    `INSERT INTO subscriptions (user_id, plan_id, state, period_start, renews_at, period_quota, created_at, updated_at)
     SELECT $1, p.id, 'active', now(), now() + interval '30 days', p.documents_per_month, now(), now()
       FROM plans p WHERE p.code = $2
     ON CONFLICT (user_id) DO UPDATE SET plan_id = EXCLUDED.plan_id, state = 'active'`,
    [user.id, code],
  );
}

export async function createCompany(
  api: TestApi,
  owner: SignedInUser,
  overrides: Record<string, unknown> = {},
): Promise<Company> {
  await onPlan(api, owner);
  const answer = await api.call('POST', '/companies', {
    token: owner.accessToken,
    body: {
      ruc: randomRuc(),
      businessName: 'Comercial Andina S.A.C.',
      tradeName: 'Andina',
      fiscalAddress: 'Av. Larco 123, Miraflores',
      ubigeo: MIRAFLORES,
      ...overrides,
    },
  });
  expect({ status: answer.statusCode, body: answer.statusCode === 201 ? null : answer.json() }).toEqual({
    status: 201,
    body: null,
  });
  return (answer.json() as { data: Company }).data;
}

/** `owner`'s company with `member` added in `role` (an existing, verified account joins at once). */
export async function addMemberAs(
  api: TestApi,
  owner: SignedInUser,
  companyId: string,
  member: SignedInUser,
  role: string,
): Promise<void> {
  // A member may become the company's owner later in a test: their plan then governs it.
  await onPlan(api, member);
  const answer = await api.call('POST', `/companies/${companyId}/members`, {
    token: owner.accessToken,
    body: { email: member.email, role },
  });
  expect(answer.statusCode).toBe(201);
}
