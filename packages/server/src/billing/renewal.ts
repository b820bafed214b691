import { DAY_MS } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { appendLedger } from './ledger.ts';
import { addMonth } from './subscriptions.ts';

export const REMINDER_DAYS = 7;
/** Subscriptions handled per statement; a run repeats until fewer come back. */
export const RENEWAL_BATCH = 200;

export interface ExpiredSubscription {
  userId: string;
  publicId: string;
}

/**
 * Active subscriptions whose period ended become `expired` (vencida): a new period starts only
 * with a paid plan order — unless its renewal was paid ahead (decision 0029), and then the next
 * period starts where this one ended. What was left of the quota lapses, in the ledger. SKIP
 * LOCKED lets instances running at once take different rows, so each is handled (and told) once.
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
      renews_at: Date;
      renewal_order_id: string | null;
      plan_name: string;
      plan_quota: number | null;
    }>(
      `SELECT s.id, s.user_id, u.public_id, s.period_quota, s.period_used, s.extra_tokens, s.renews_at,
              s.renewal_order_id, p.name AS plan_name, p.documents_per_month AS plan_quota
         FROM subscriptions s JOIN users u ON u.id = s.user_id JOIN plans p ON p.id = s.plan_id
        WHERE s.state = 'active' AND s.renews_at <= $1
        ORDER BY s.renews_at LIMIT $2 FOR UPDATE OF s SKIP LOCKED`,
      [now, limit],
    );
    const expired: ExpiredSubscription[] = [];
    for (const row of due) {
      const left = row.period_quota === null ? 0 : row.period_quota - row.period_used;
      if (left > 0) {
        await appendLedger(tx, {
          userId: row.user_id,
          at: now,
          delta: -left,
          reason: 'period_expired',
          description: row.renewal_order_id
            ? 'Cuota no usada del periodo anterior'
            : 'Plan vencido: cuota no usada del periodo',
          balanceAfter: row.extra_tokens,
        });
      }
      if (row.renewal_order_id) {
        await startPaidAheadPeriod(tx, row, now);
        continue;
      }
      await tx.query(
        `UPDATE subscriptions SET state = 'expired', period_used = COALESCE(period_quota, period_used),
                updated_at = $2 WHERE id = $1`,
        [row.id, now],
      );
      expired.push({ userId: row.user_id, publicId: row.public_id });
    }
    return expired;
  });
}

/** The renewal paid ahead: the next period of the same plan, from where the last one ended. */
async function startPaidAheadPeriod(
  tx: Queryable,
  row: {
    id: string;
    user_id: string;
    extra_tokens: number;
    renews_at: Date;
    renewal_order_id: string | null;
    plan_name: string;
    plan_quota: number | null;
  },
  now: Date,
): Promise<void> {
  const start = new Date(row.renews_at);
  await tx.query(
    `UPDATE subscriptions SET period_start = $2, renews_at = $3, period_quota = $4, period_used = 0,
            reminder_sent_for = NULL, renewal_order_id = NULL, updated_at = $5
      WHERE id = $1`,
    [row.id, start, addMonth(start), row.plan_quota, now],
  );
  if (row.plan_quota !== null) {
    await appendLedger(tx, {
      userId: row.user_id,
      at: now,
      delta: row.plan_quota,
      reason: 'plan_period',
      description: `Plan ${row.plan_name}: cuota del periodo (renovación pagada)`,
      orderId: row.renewal_order_id,
      balanceAfter: row.extra_tokens + row.plan_quota,
    });
  }
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
