import { formatOrderReference, type LedgerEntry, type LedgerReason } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';

export interface LedgerInsert {
  userId: string;
  at: Date;
  delta: number;
  reason: LedgerReason;
  description: string;
  orderId?: string | null;
  /** The user's tokens after this movement: period quota left plus extra balance. */
  balanceAfter: number;
}

/** Appends one movement (the table refuses updates and deletes: migration 008). */
export async function appendLedger(tx: Queryable, entry: LedgerInsert): Promise<void> {
  await tx.query(
    `INSERT INTO token_ledger (user_id, created_at, delta, reason, description, order_id, balance_after)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.userId,
      entry.at,
      entry.delta,
      entry.reason,
      entry.description,
      entry.orderId ?? null,
      entry.balanceAfter,
    ],
  );
}

interface LedgerRow {
  id: string;
  created_at: Date;
  delta: number;
  reason: LedgerReason;
  description: string;
  order_public_id: string | null;
  order_reference_number: string | null;
  balance_after: number;
}

const toEntry = (row: LedgerRow): LedgerEntry => ({
  id: String(row.id),
  date: new Date(row.created_at).toISOString(),
  delta: row.delta,
  reason: row.reason,
  description: row.description,
  orderId: row.order_public_id,
  orderReference:
    row.order_reference_number === null ? null : formatOrderReference(row.order_reference_number),
  balanceAfter: row.balance_after,
});

const LEDGER_SELECT = /* sql */ `
  SELECT l.id, l.created_at, l.delta, l.reason, l.description, o.public_id AS order_public_id,
         o.reference_number AS order_reference_number, l.balance_after
    FROM token_ledger l LEFT JOIN orders o ON o.id = l.order_id
   WHERE l.user_id = $1`;

/** Newest first, one page; `total` counts every entry of the user. */
export async function listLedger(
  db: Queryable,
  userId: string,
  page: number,
  limit: number,
): Promise<{ entries: LedgerEntry[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<LedgerRow>(`${LEDGER_SELECT} ORDER BY l.id DESC LIMIT $2 OFFSET $3`, [
      userId,
      limit,
      (page - 1) * limit,
    ]),
    db.query<{ total: string }>('SELECT count(*) AS total FROM token_ledger WHERE user_id = $1', [userId]),
  ]);
  return { entries: rows.map(toEntry), total: Number(count!.total) };
}

/** Every entry, oldest first (the CSV export). */
export async function allLedgerEntries(db: Queryable, userId: string): Promise<LedgerEntry[]> {
  const rows = await db.query<LedgerRow>(`${LEDGER_SELECT} ORDER BY l.id`, [userId]);
  return rows.map(toEntry);
}
