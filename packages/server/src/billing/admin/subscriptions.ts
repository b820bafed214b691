import type { AdminSubscription, AdminSubscriptionListQuery } from '@facturador/contracts';
import type { adminSubscriptionListQuerySchema } from '@facturador/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.ts';
import { tokenBalance, type SubscriptionRow } from '../subscriptions.ts';

export type { AdminSubscriptionListQuery };
type ListQuery = z.output<typeof adminSubscriptionListQuerySchema>;

export interface AdminSubscriptionRow extends SubscriptionRow {
  user_public_id: string;
  full_name: string;
  email: string;
  plan_name: string;
  plan_archived: boolean;
}

export const toAdminSubscription = (row: AdminSubscriptionRow): AdminSubscription => ({
  id: row.user_public_id,
  user: { id: row.user_public_id, name: row.full_name, email: row.email },
  plan: { id: String(row.plan_id), name: row.plan_name, archived: row.plan_archived },
  state: row.state,
  periodStart: new Date(row.period_start).toISOString(),
  renewsAt: new Date(row.renews_at).toISOString(),
  tokensAvailable: tokenBalance(row),
});

const SELECT = /* sql */ `
  SELECT s.id, s.user_id, s.plan_id, s.state, s.period_start, s.renews_at, s.period_quota, s.period_used,
         s.extra_tokens, s.reminder_sent_for, u.public_id AS user_public_id, u.full_name, u.email,
         p.name AS plan_name, p.is_archived AS plan_archived
    FROM subscriptions s JOIN users u ON u.id = s.user_id JOIN plans p ON p.id = s.plan_id`;

/** The grid's columns → SQL; the user id breaks ties so pages never overlap. */
const SORT_COLUMNS: Readonly<Record<NonNullable<ListQuery['sort']>, string>> = {
  user: 'u.full_name',
  plan: 'p.name',
  state: 's.state',
  renewsAt: 's.renews_at',
};

/** One page of subscriptions (deleted accounts left out), soonest renewal first by default. */
export async function listAdminSubscriptions(
  db: Queryable,
  query: ListQuery,
): Promise<{ rows: AdminSubscription[]; total: number }> {
  const where = ['NOT u.is_deleted'];
  const params: unknown[] = [];
  if (query.search) {
    params.push(`%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    where.push(`(u.full_name ILIKE $${params.length} OR u.email ILIKE $${params.length})`);
  }
  if (query.state) {
    params.push(query.state);
    where.push(`s.state = $${params.length}`);
  }
  if (query.plan) {
    params.push(query.plan);
    where.push(`s.plan_id = $${params.length}`);
  }
  const filter = `WHERE ${where.join(' AND ')}`;
  const order = `${SORT_COLUMNS[query.sort ?? 'renewsAt']} ${query.order === 'desc' ? 'DESC' : 'ASC'}, s.id`;
  const [rows, [count]] = await Promise.all([
    db.query<AdminSubscriptionRow>(
      `${SELECT} ${filter} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    ),
    db.query<{ total: string }>(
      `SELECT count(*) AS total FROM subscriptions s JOIN users u ON u.id = s.user_id ${filter}`,
      params,
    ),
  ]);
  return { rows: rows.map(toAdminSubscription), total: Number(count!.total) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user's subscription by the user's public id; locked until the transaction ends when `forUpdate`. */
export async function findAdminSubscription(
  db: Queryable,
  userPublicId: string,
  forUpdate = false,
): Promise<AdminSubscriptionRow | null> {
  if (!UUID.test(userPublicId)) return null;
  const [row] = await db.query<AdminSubscriptionRow>(
    `${SELECT} WHERE u.public_id = $1 AND NOT u.is_deleted${forUpdate ? ' FOR NO KEY UPDATE OF s' : ''}`,
    [userPublicId],
  );
  return row ?? null;
}

/**
 * How a removal of `amount` tokens is taken: from the extra balance first (bought tokens), then
 * from what is left of the period's quota. Null when the user has fewer tokens than that.
 */
export function planRemoval(
  row: Pick<SubscriptionRow, 'period_quota' | 'period_used' | 'extra_tokens'>,
  amount: number,
): { fromExtra: number; fromPeriod: number } | null {
  if (amount > tokenBalance(row)) return null;
  const fromExtra = Math.min(row.extra_tokens, amount);
  return { fromExtra, fromPeriod: amount - fromExtra };
}

/** `2026-12-31` → the start of that day in Lima (UTC−5, no daylight saving), or null if no such day. */
export function limaStartOfDay(date: string): Date | null {
  const at = new Date(`${date}T05:00:00.000Z`);
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== date ? null : at;
}

/** A later renewal date; an expired subscription whose new date is still ahead becomes active. */
export async function extendRenewal(
  tx: Queryable,
  subscriptionId: string,
  renewsAt: Date,
  reactivate: boolean,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE subscriptions SET renews_at = $2, reminder_sent_for = NULL, updated_at = $3,
            state = CASE WHEN $4 THEN 'active' ELSE state END
      WHERE id = $1`,
    [subscriptionId, renewsAt, now, reactivate],
  );
}

export async function cancelSubscription(tx: Queryable, subscriptionId: string, now: Date): Promise<void> {
  await tx.query(`UPDATE subscriptions SET state = 'cancelled', updated_at = $2 WHERE id = $1`, [
    subscriptionId,
    now,
  ]);
}

export async function grantExtraTokens(
  tx: Queryable,
  subscriptionId: string,
  amount: number,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE subscriptions SET extra_tokens = extra_tokens + $2, updated_at = $3 WHERE id = $1', [
    subscriptionId,
    amount,
    now,
  ]);
}

/** Takes tokens as `planRemoval` split them. */
export async function removeTokens(
  tx: Queryable,
  subscriptionId: string,
  removal: { fromExtra: number; fromPeriod: number },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE subscriptions SET extra_tokens = extra_tokens - $2, period_used = period_used + $3, updated_at = $4
      WHERE id = $1`,
    [subscriptionId, removal.fromExtra, removal.fromPeriod, now],
  );
}
