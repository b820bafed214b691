import type { SubscriptionState } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { findDefaultPlan, type PlanRow } from './catalogue.ts';
import { appendLedger } from './ledger.ts';

export interface SubscriptionRow {
  id: string;
  user_id: string;
  plan_id: string;
  state: SubscriptionState;
  period_start: Date;
  renews_at: Date;
  period_quota: number | null;
  period_used: number;
  extra_tokens: number;
  reminder_sent_for: Date | null;
  /** A renewal paid before the period ended: the next period starts when this one ends. */
  renewal_order_id: string | null;
}

/** One period is one calendar month (a plan is priced per month). */
export function addMonth(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCMonth(next.getUTCMonth() + 1);
  // 31 January + 1 month is the last day of February, not 3 March.
  if (next.getUTCDate() !== day) next.setUTCDate(0);
  return next;
}

/** The tokens the user can spend: the period's left (0 when unlimited) plus the extra balance. */
export function tokenBalance(
  row: Pick<SubscriptionRow, 'period_quota' | 'period_used' | 'extra_tokens'>,
): number {
  return (row.period_quota === null ? 0 : row.period_quota - row.period_used) + row.extra_tokens;
}

const SUBSCRIPTION_COLUMNS = /* sql */ `
  id, user_id, plan_id, state, period_start, renews_at, period_quota, period_used, extra_tokens, reminder_sent_for,
  renewal_order_id`;

/**
 * The first period's tokens of the default plan: the settings' trial grant when the plan is
 * free (Configuración del sistema, issue 16), else the plan's own quota.
 */
async function trialQuota(tx: Queryable, plan: PlanRow): Promise<number | null> {
  if (Number(plan.price_cents) !== 0) return plan.documents_per_month;
  const [row] = await tx.query<{ tokens: number | null }>(
    `SELECT (settings->>'trialTokens')::integer AS tokens FROM system_settings WHERE id`,
  );
  return row?.tokens ?? plan.documents_per_month;
}

/**
 * Puts the user on the default plan (the free trial) with a fresh period, when they have no
 * subscription yet: at sign-up (registration, Google, admin create) and for accounts older
 * than billing. Does nothing when there is none marked default.
 */
export async function startDefaultSubscription(tx: Queryable, userId: string, now: Date): Promise<void> {
  const plan = await findDefaultPlan(tx);
  if (!plan) return;
  const quota = await trialQuota(tx, plan);
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO subscriptions (user_id, plan_id, state, period_start, renews_at, period_quota,
                                created_at, updated_at)
     VALUES ($1, $2, 'active', $3, $4, $5, $3, $3)
     ON CONFLICT (user_id) DO NOTHING RETURNING id`,
    [userId, plan.id, now, addMonth(now), quota],
  );
  if (inserted.length > 0 && quota !== null) {
    await appendLedger(tx, {
      userId,
      at: now,
      delta: quota,
      reason: 'plan_period',
      description: `Plan ${plan.name}: cuota del periodo`,
      balanceAfter: quota,
    });
  }
}

/** The user's subscription, created on the default plan if missing; locked when `forUpdate`. */
export async function loadSubscription(
  tx: Queryable,
  userId: string,
  now: Date,
  forUpdate = false,
): Promise<SubscriptionRow | null> {
  const read = () =>
    tx.query<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE user_id = $1${forUpdate ? ' FOR NO KEY UPDATE' : ''}`,
      [userId],
    );
  let [row] = await read();
  if (!row) {
    await startDefaultSubscription(tx, userId, now);
    [row] = await read();
  }
  return row ?? null;
}

/**
 * A paid plan order: the plan becomes the user's with a new period from now and a full quota.
 * What was left of the old period's quota moves to the extra balance when the plan changes
 * (decision 0029: the customer paid for it) and lapses otherwise (a renewal after the period
 * ended has nothing left); the ledger says which. The caller holds the subscription's lock.
 */
export async function startPlanPeriod(
  tx: Queryable,
  subscription: SubscriptionRow,
  plan: PlanRow,
  now: Date,
  orderId: string | null,
  options: { keepUnused?: boolean } = {},
): Promise<void> {
  let balance = tokenBalance(subscription);
  const left = subscription.period_quota === null ? 0 : subscription.period_quota - subscription.period_used;
  const keep = options.keepUnused === true && left > 0;
  if (left > 0 && !keep) {
    balance -= left;
    await appendLedger(tx, {
      userId: subscription.user_id,
      at: now,
      delta: -left,
      reason: 'period_expired',
      description: 'Cuota no usada del periodo anterior',
      orderId,
      balanceAfter: balance,
    });
  }
  await tx.query(
    `UPDATE subscriptions
        SET plan_id = $2, state = 'active', period_start = $3, renews_at = $4, period_quota = $5,
            period_used = 0, reminder_sent_for = NULL, renewal_order_id = NULL, updated_at = $3,
            extra_tokens = extra_tokens + $6
      WHERE id = $1`,
    [subscription.id, plan.id, now, addMonth(now), plan.documents_per_month, keep ? left : 0],
  );
  if (keep) {
    // The balance is unchanged: the same tokens, now in the extra balance that does not expire.
    await appendLedger(tx, {
      userId: subscription.user_id,
      at: now,
      delta: 0,
      reason: 'adjustment',
      description: `${left} tokens no usados del plan anterior pasan al saldo extra`,
      orderId,
      balanceAfter: balance,
    });
  }
  if (plan.documents_per_month !== null) {
    await appendLedger(tx, {
      userId: subscription.user_id,
      at: now,
      delta: plan.documents_per_month,
      reason: 'plan_period',
      description: `Plan ${plan.name}: cuota del periodo`,
      orderId,
      balanceAfter: balance + plan.documents_per_month,
    });
  }
}

/** A paid token pack: its tokens join the extra balance. The caller holds the lock. */
export async function creditTokens(
  tx: Queryable,
  subscription: SubscriptionRow,
  tokens: number,
  description: string,
  now: Date,
  orderId: string,
  reason: 'token_pack' | 'adjustment' = 'token_pack',
): Promise<void> {
  await tx.query('UPDATE subscriptions SET extra_tokens = extra_tokens + $2, updated_at = $3 WHERE id = $1', [
    subscription.id,
    tokens,
    now,
  ]);
  await appendLedger(tx, {
    userId: subscription.user_id,
    at: now,
    delta: tokens,
    reason,
    description,
    orderId,
    balanceAfter: tokenBalance(subscription) + tokens,
  });
}
