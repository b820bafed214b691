import type { AdminOrder, OrderState } from '@facturador/contracts';
import type { Queryable } from '../../db/database.ts';
import { ORDER_COLUMNS, toOrder, type OrderRow } from '../orders.ts';

interface AdminOrderRow extends OrderRow {
  user_public_id: string;
  full_name: string;
  email: string;
}

/** Every customer's orders in one state, oldest first: the queue staff work through. */
export async function listAdminOrders(
  db: Queryable,
  query: { page: number; limit: number; state: OrderState; needsReview?: boolean | undefined },
): Promise<{ orders: AdminOrder[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<AdminOrderRow>(
      `SELECT ${ORDER_COLUMNS}, u.public_id AS user_public_id, u.full_name, u.email
         FROM orders o JOIN users u ON u.id = o.user_id
        WHERE o.state = $1 AND ($4::boolean IS NULL OR o.needs_review = $4)
        ORDER BY o.created_at, o.id LIMIT $2 OFFSET $3`,
      [query.state, query.limit, (query.page - 1) * query.limit, query.needsReview ?? null],
    ),
    db.query<{ total: string }>(
      'SELECT count(*) AS total FROM orders WHERE state = $1 AND ($2::boolean IS NULL OR needs_review = $2)',
      [query.state, query.needsReview ?? null],
    ),
  ]);
  return {
    orders: rows.map((row) => ({
      ...toOrder(row),
      user: { id: row.user_public_id, name: row.full_name, email: row.email },
      needsReview: row.needs_review,
    })),
    total: Number(count!.total),
  };
}

/** The voucher of an order, for staff to look at. */
export async function findVoucher(
  db: Queryable,
  orderPublicId: string,
): Promise<{
  file_name: string;
  mime_type: 'image/png' | 'image/jpeg' | 'application/pdf';
  content: Uint8Array;
} | null> {
  const [row] = await db.query<{
    file_name: string;
    mime_type: 'image/png' | 'image/jpeg' | 'application/pdf';
    content: Uint8Array;
  }>(
    `SELECT v.file_name, v.mime_type, v.content FROM order_vouchers v JOIN orders o ON o.id = v.order_id
      WHERE o.public_id = $1`,
    [orderPublicId],
  );
  return row ?? null;
}
