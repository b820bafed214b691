import type { AdminOverview } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { limaLocal, limaMonthStart } from './lima-time.ts';

interface PlanRow {
  plan_id: string;
  plan_name: string;
  subscriptions: number;
  price_cents: number;
}

/**
 * Resumen's figures at `now`. "This month" is Lima's calendar month; a subscription counts
 * as active by its state (the renewal job expires the lapsed ones) and only while its account
 * is not deleted; the recurring revenue is what the active ones pay per month at their plan's
 * price today.
 */
export async function adminOverview(db: Queryable, now: Date): Promise<AdminOverview> {
  const monthStart = limaMonthStart('$1::timestamptz');
  const [[users], plans, [orders], [tokens], [month], [documents]] = await Promise.all([
    db.query<{ total: number; new_this_month: number }>(
      `SELECT count(*)::integer AS total,
              (count(*) FILTER (WHERE created_at >= ${monthStart} AND created_at <= $1))::integer AS new_this_month
         FROM users WHERE NOT is_deleted`,
      [now],
    ),
    db.query<PlanRow>(
      `SELECT p.id AS plan_id, p.name AS plan_name, (p.monthly_price * 100)::integer AS price_cents,
              count(s.id)::integer AS subscriptions
         FROM plans p
         LEFT JOIN (subscriptions s JOIN users u ON u.id = s.user_id AND NOT u.is_deleted)
           ON s.plan_id = p.id AND s.state = 'active'
        GROUP BY p.id
       HAVING count(s.id) > 0 OR NOT p.is_archived
        ORDER BY p.sort_order, p.monthly_price, p.id`,
    ),
    db.query<{ awaiting: number }>(
      `SELECT count(*)::integer AS awaiting FROM orders WHERE state = 'pending_approval'`,
    ),
    db.query<{ spent: string }>(
      `SELECT coalesce(-sum(delta), 0)::bigint AS spent FROM token_ledger
        WHERE reason = 'document' AND delta < 0 AND created_at >= ${monthStart} AND created_at <= $1`,
      [now],
    ),
    db.query<{ month: string }>(`SELECT to_char(${limaLocal('$1::timestamptz')}, 'YYYY-MM') AS month`, [now]),
    db.query<{ issued: number; rejected: number }>(
      `SELECT count(*)::integer AS issued, (count(*) FILTER (WHERE status = 'rejected'))::integer AS rejected
         FROM documents WHERE issue_date >= ${limaLocal(monthStart)}::date AND issue_date <= ${limaLocal('$1::timestamptz')}::date`,
      [now],
    ),
  ]);
  const byPlan = plans.map((plan) => ({
    planId: String(plan.plan_id),
    planName: plan.plan_name,
    subscriptions: plan.subscriptions,
    monthlyPriceCents: plan.price_cents,
  }));
  return {
    month: month!.month,
    users: { total: users!.total, newThisMonth: users!.new_this_month },
    activeSubscriptions: {
      total: byPlan.reduce((sum, plan) => sum + plan.subscriptions, 0),
      byPlan,
    },
    monthlyRecurringRevenueCents: byPlan.reduce(
      (sum, plan) => sum + plan.subscriptions * plan.monthlyPriceCents,
      0,
    ),
    ordersAwaitingApproval: orders!.awaiting,
    tokensSpentThisMonth: Number(tokens!.spent),
    documentsThisMonth: { issued: documents!.issued, rejected: documents!.rejected },
  };
}
