import type { Subscription } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { PLAN_COLUMNS, toBillingPlan, type PlanRow } from './catalogue.ts';
import { countEstablishments, countMembers, countOwnedCompanies } from './plan-limits.ts';
import { loadSubscription } from './subscriptions.ts';

/** The subscription as Mis Planes y Tokens shows it, with the usage of each limit. */
export async function subscriptionView(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<Subscription | null> {
  const row = await loadSubscription(db, userId, now);
  if (!row) return null;
  const [plan] = await db.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM plans p WHERE p.id = $1`, [
    row.plan_id,
  ]);
  const owned = await db.query<{ company_id: string }>(
    `SELECT m.company_id FROM company_members m JOIN roles r ON r.id = m.role_id AND r.name = 'OWNER_BUSINESS'
      WHERE m.user_id = $1`,
    [userId],
  );
  let establishments = 0;
  let members = 0;
  for (const { company_id } of owned) {
    establishments = Math.max(establishments, await countEstablishments(db, company_id));
    members = Math.max(members, await countMembers(db, company_id));
  }
  const billingPlan = toBillingPlan(plan!);
  return {
    plan: billingPlan,
    state: row.state,
    periodStart: new Date(row.period_start).toISOString(),
    renewsAt: new Date(row.renews_at).toISOString(),
    tokens: {
      quota: row.period_quota,
      used: row.period_used,
      remaining: row.period_quota === null ? null : row.period_quota - row.period_used,
    },
    extraTokens: row.extra_tokens,
    usage: {
      companies: { used: await countOwnedCompanies(db, userId), limit: billingPlan.limits.companies },
      establishments: { used: establishments, limit: billingPlan.limits.establishments },
      usersPerCompany: { used: members, limit: billingPlan.limits.usersPerCompany },
    },
  };
}
