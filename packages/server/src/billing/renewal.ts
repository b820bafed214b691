import type { Queryable } from '../db/database.ts';
import { appendLedger } from './ledger.ts';

export const REMINDER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Subscriptions handled per statement; a run repeats until fewer come back. */
export const RENEWAL_BATCH = 200;

export interface ExpiredSubscription {
  userId: string;
  publicId: string;
}

/**
 * Active subscriptions whose period ended become `expired` (vencida): a new period starts only
 * with a paid plan order. What was left of the quota lapses, in the ledger. SKIP LOCKED lets
 * instances running at once take different rows, so each is expired (and told) once.
 */
export async function expireDueSubscriptions(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  now: Date,
  limit = RENEWAL_BATCH,
): Promise<ExpiredSubscription[]> {
  return db.transaction(async (tx) => {
    const due = await tx.query<{
      id: string;
      user_id: string;
      public_id: string;
      period_quota: number | null;
      period_used: number;
      extra_tokens: number;
    }>(
      `SELECT s.id, s.user_id, u.public_id, s.period_quota, s.period_used, s.extra_tokens
         FROM subscriptions s JOIN users u ON u.id = s.user_id
        WHERE s.state = 'active' AND s.renews_at <= $1
        ORDER BY s.renews_at LIMIT $2 FOR UPDATE OF s SKIP LOCKED`,
      [now, limit],
    );
    for (const row of due) {
      const left = row.period_quota === null ? 0 : row.period_quota - row.period_used;
      await tx.query(
        `UPDATE subscriptions SET state = 'expired', period_used = COALESCE(period_quota, period_used),
                updated_at = $2 WHERE id = $1`,
        [row.id, now],
      );
      if (left > 0) {
        await appendLedger(tx, {
          userId: row.user_id,
          at: now,
          delta: -left,
          reason: 'period_expired',
          description: 'Plan vencido: cuota no usada del periodo',
          balanceAfter: row.extra_tokens,
        });
      }
    }
    return due.map((row) => ({ userId: row.user_id, publicId: row.public_id }));
  });
}

export interface DueReminder {
  publicId: string;
  email: string;
  planName: string;
  renewsAt: Date;
}

/**
 * Active subscriptions that renew within 7 days and have not been reminded this period: marked
 * as reminded (for this renews_at) and answered, so that each period gets one reminder.
 */
export async function takeDueReminders(
  db: Queryable,
  now: Date,
  limit = RENEWAL_BATCH,
): Promise<DueReminder[]> {
  const rows = await db.query<{ public_id: string; email: string; name: string; renews_at: Date }>(
    `WITH due AS (
       SELECT id FROM subscriptions
        WHERE state = 'active' AND renews_at > $1 AND renews_at <= $2
          AND reminder_sent_for IS DISTINCT FROM renews_at
        ORDER BY renews_at LIMIT $3 FOR UPDATE SKIP LOCKED
     )
     UPDATE subscriptions s SET reminder_sent_for = s.renews_at
       FROM due, users u, plans p
      WHERE s.id = due.id AND u.id = s.user_id AND p.id = s.plan_id AND NOT u.is_deleted
     RETURNING u.public_id, u.email, p.name, s.renews_at`,
    [now, new Date(now.getTime() + REMINDER_DAYS * DAY_MS), limit],
  );
  return rows.map((row) => ({
    publicId: row.public_id,
    email: row.email,
    planName: row.name,
    renewsAt: new Date(row.renews_at),
  }));
}
