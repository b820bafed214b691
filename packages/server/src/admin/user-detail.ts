import type { AdminUserDetail, RoleName, SubscriptionState } from '@facturador/contracts';
import { listSessions } from '../auth/sessions.ts';
import type { Queryable } from '../db/database.ts';
import { toAdminUser, type UserRecord } from '../users/user-record.ts';

/**
 * What an administrator reads about one user (GET /users/{id}): the profile, the companies
 * they belong to, their subscription as it stands (none is created by reading) and their live
 * sessions.
 */
export async function userDetail(db: Queryable, user: UserRecord, now: Date): Promise<AdminUserDetail> {
  const companies = await db.query<{
    public_id: string;
    ruc: string;
    business_name: string;
    role: RoleName;
    is_active: boolean;
  }>(
    `SELECT c.public_id, c.ruc, c.business_name, r.name AS role, c.is_active
       FROM company_members m JOIN companies c ON c.id = m.company_id JOIN roles r ON r.id = m.role_id
      WHERE m.user_id = $1 ORDER BY c.business_name`,
    [user.id],
  );
  const [subscription] = await db.query<{
    plan_name: string;
    state: SubscriptionState;
    renews_at: Date;
    tokens_left: number | null;
  }>(
    `SELECT p.name AS plan_name, s.state, s.renews_at,
            CASE WHEN s.period_quota IS NULL THEN NULL
                 ELSE s.period_quota - s.period_used + s.extra_tokens END AS tokens_left
       FROM subscriptions s JOIN plans p ON p.id = s.plan_id WHERE s.user_id = $1`,
    [user.id],
  );
  const sessions = await listSessions(db, user.id, now);
  return {
    ...toAdminUser(user),
    companies: companies.map((row) => ({
      publicId: row.public_id,
      ruc: row.ruc,
      businessName: row.business_name,
      role: row.role,
      isActive: row.is_active,
    })),
    subscription: subscription
      ? {
          planName: subscription.plan_name,
          state: subscription.state,
          renewsAt: new Date(subscription.renews_at).toISOString(),
          tokensLeft: subscription.tokens_left === null ? null : Number(subscription.tokens_left),
        }
      : null,
    sessions: sessions.map((session) => ({
      id: session.id,
      name: session.name,
      device: session.device,
      browser: session.browser,
      ipAddress: session.ip_address,
      createdAt: new Date(session.created_at).toISOString(),
      lastSeenAt: new Date(session.last_seen_at).toISOString(),
    })),
  };
}
