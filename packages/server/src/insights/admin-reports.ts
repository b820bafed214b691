import { type AdminReports, type ReportGrouping, type SubscriptionState } from '@facturador/contracts';
import { describeCode } from '@facturador/einvoice';
import type { Queryable } from '../db/database.ts';
import { limaDayStart, limaLocal } from './lima-time.ts';

export interface ReportRange {
  /** Lima dates, `YYYY-MM-DD`, both included; checked by the contract. */
  from: string;
  to: string;
  groupBy: ReportGrouping;
}

const PERIOD_FORMAT: Record<ReportGrouping, string> = { day: 'YYYY-MM-DD', month: 'YYYY-MM' };

/**
 * Sums of `columns` per Lima day or month of the range, every period listed (zeros
 * included). `facts` is a SELECT naming an instant `at` and the columns to add up; only its
 * rows whose `at` falls inside the range count. The first month may be partial: a month's
 * figure covers the part of it inside the range.
 */
async function perPeriod<Column extends string>(
  db: Queryable,
  range: { from: string; to: string },
  unit: ReportGrouping,
  facts: string,
  columns: readonly Column[],
): Promise<Array<{ period: string } & Record<Column, number>>> {
  const sums = columns.map((column) => `sum(${column})::bigint AS ${column}`).join(', ');
  const values = columns.map((column) => `coalesce(t.${column}, 0)::bigint AS ${column}`).join(', ');
  const rows = await db.query<Record<string, string>>(
    `WITH periods AS (
       SELECT g::date AS start
         FROM generate_series(date_trunc('${unit}', $1::date), $2::date, interval '1 ${unit}') AS g
     ), facts AS (${facts}),
     totals AS (
       SELECT date_trunc('${unit}', ${limaLocal('at')})::date AS start, ${sums}
         FROM facts
        WHERE at >= ${limaDayStart('$1::date')} AND at < ${limaDayStart('$2::date + 1')}
        GROUP BY 1
     )
     SELECT to_char(p.start, '${PERIOD_FORMAT[unit]}') AS period, ${values}
       FROM periods p LEFT JOIN totals t USING (start)
      ORDER BY p.start`,
    [range.from, range.to],
  );
  return rows.map((row) => {
    const point: Record<string, string | number> = { period: row.period! };
    for (const column of columns) point[column] = Number(row[column]);
    return point as { period: string } & Record<Column, number>;
  });
}

/** New accounts (not deleted since) by the day or month they signed up. */
export const newUsersReport = async (db: Queryable, range: ReportRange) =>
  (
    await perPeriod(
      db,
      range,
      range.groupBy,
      `SELECT created_at AS at, 1 AS users FROM users WHERE NOT is_deleted`,
      ['users'],
    )
  ).map(({ period, users }) => ({ period, users }));

/** Paid orders (plans and token packs) by the month they were paid in. */
export const revenueReport = async (db: Queryable, range: ReportRange) =>
  (
    await perPeriod(
      db,
      range,
      'month',
      `SELECT paid_at AS at, 1 AS orders, amount_cents FROM orders WHERE state = 'paid' AND paid_at IS NOT NULL`,
      ['orders', 'amount_cents'],
    )
  ).map(({ period, orders, amount_cents }) => ({ month: period, orders, amountCents: amount_cents }));

/** Tokens spent issuing documents (the ledger's `document` debits) by month. */
export const tokensReport = async (db: Queryable, range: ReportRange) =>
  (
    await perPeriod(
      db,
      range,
      'month',
      `SELECT created_at AS at, -delta AS tokens FROM token_ledger WHERE reason = 'document' AND delta < 0`,
      ['tokens'],
    )
  ).map(({ period, tokens }) => ({ month: period, tokens }));

/** Documents of every customer by the day or month they were issued, by how they ended. */
export const documentsReport = async (db: Queryable, range: ReportRange) =>
  (
    await perPeriod(
      db,
      range,
      range.groupBy,
      // By issue date (the date SUNAT reads), as the customer's dashboard counts: noon in Lima.
      `SELECT ${limaDayStart('issue_date')} + interval '12 hours' AS at,
              (status IN ('accepted', 'observed'))::int AS accepted,
              (status = 'rejected')::int AS rejected,
              (status IN ('signed', 'sent', 'exception'))::int AS pending,
              (status IN ('voiding', 'voided'))::int AS voided
         FROM documents`,
      ['accepted', 'rejected', 'pending', 'voided'],
    )
  ).map(({ period, accepted, rejected, pending, voided }) => ({
    period,
    accepted,
    rejected,
    pending,
    voided,
  }));

/** SUNAT's rejections of documents issued in the range, by code, most frequent first. */
export async function rejectionsReport(db: Queryable, range: ReportRange) {
  const rows = await db.query<{ code: string; documents: number }>(
    `SELECT coalesce(cdr_code, '') AS code, count(*)::integer AS documents FROM documents
      WHERE status = 'rejected' AND issue_date BETWEEN $1::date AND $2::date
      GROUP BY 1 ORDER BY 2 DESC, 1`,
    [range.from, range.to],
  );
  return rows.map((row) => ({
    code: row.code,
    description: row.code ? describeCode(row.code) : '',
    documents: row.documents,
  }));
}

/**
 * Subscriptions now, by plan and state (of accounts not deleted). Subscriptions keep only their current state (no
 * history), so this is today's picture whatever the range.
 */
export async function subscriptionsReport(db: Queryable) {
  const rows = await db.query<{
    plan_id: string;
    plan_name: string;
    state: SubscriptionState;
    count: number;
  }>(
    `SELECT p.id AS plan_id, p.name AS plan_name, s.state, count(*)::integer AS count
       FROM subscriptions s
       JOIN plans p ON p.id = s.plan_id
       JOIN users u ON u.id = s.user_id AND NOT u.is_deleted
      GROUP BY p.id, s.state
      ORDER BY p.sort_order, p.monthly_price, p.id,
               array_position(ARRAY['active', 'pending_payment', 'expired', 'cancelled'], s.state)`,
  );
  return rows.map((row) => ({
    planId: String(row.plan_id),
    planName: row.plan_name,
    state: row.state,
    subscriptions: row.count,
  }));
}

export async function adminReports(db: Queryable, range: ReportRange): Promise<AdminReports> {
  const [newUsers, subscriptions, revenue, tokens, documents, rejections] = await Promise.all([
    newUsersReport(db, range),
    subscriptionsReport(db),
    revenueReport(db, range),
    tokensReport(db, range),
    documentsReport(db, range),
    rejectionsReport(db, range),
  ]);
  return {
    from: range.from,
    to: range.to,
    groupBy: range.groupBy,
    newUsers,
    subscriptions,
    revenue,
    tokens,
    documents,
    rejections,
  };
}
