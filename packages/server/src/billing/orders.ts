import {
  formatOrderReference,
  type Order,
  type OrderKind,
  type OrderState,
  type PaymentMethod,
  type PurchaseReceiptChoice,
} from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';

export interface OrderRow {
  id: string;
  public_id: string;
  user_id: string;
  kind: OrderKind;
  plan_id: string | null;
  token_pack_id: string | null;
  item_code: string;
  item_name: string;
  tokens: number | null;
  amount_cents: number;
  method: PaymentMethod;
  state: OrderState;
  rejection_reason: string | null;
  gateway_reference: string | null;
  gateway_provider: string | null;
  created_at: Date;
  paid_at: Date | null;
  has_voucher: boolean;
  reference_number: string;
  settlement_note: string | null;
  needs_review: boolean;
  receipt_type: 'boleta' | 'factura';
  receipt_ruc: string | null;
  receipt_name: string | null;
  receipt_address: string | null;
  receipt_document_id: string | null;
  receipt_note: string | null;
  /** F001-12 and its state at SUNAT, once the receipt is issued. */
  receipt_number: string | null;
  receipt_status: string | null;
}

export const ORDER_COLUMNS = /* sql */ `
  o.id, o.public_id, o.user_id, o.kind, o.plan_id, o.token_pack_id, o.item_code, o.item_name, o.tokens,
  o.amount_cents, o.method, o.state, o.rejection_reason, o.gateway_reference, o.gateway_provider,
  o.created_at, o.paid_at, o.reference_number, o.settlement_note, o.needs_review,
  EXISTS (SELECT 1 FROM order_vouchers v WHERE v.order_id = o.id) AS has_voucher,
  o.receipt_type, o.receipt_ruc, o.receipt_name, o.receipt_address, o.receipt_document_id, o.receipt_note,
  (SELECT d.series || '-' || d.number FROM documents d WHERE d.id = o.receipt_document_id) AS receipt_number,
  (SELECT d.status FROM documents d WHERE d.id = o.receipt_document_id) AS receipt_status`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toOrder(row: OrderRow): Order {
  return {
    id: row.public_id,
    reference: formatOrderReference(row.reference_number),
    kind: row.kind,
    item: {
      id: String(row.kind === 'plan' ? row.plan_id : row.token_pack_id),
      code: row.item_code,
      name: row.item_name,
    },
    amountCents: row.amount_cents,
    method: row.method,
    state: row.state,
    rejectionReason: row.rejection_reason,
    hasVoucher: row.has_voucher,
    createdAt: new Date(row.created_at).toISOString(),
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    settlementNote: row.settlement_note,
    receipt: {
      type: row.receipt_type,
      number: row.receipt_number,
      status: row.receipt_status,
      note: row.receipt_note,
    },
  };
}

/**
 * An order by its public id; with `userId` only that user's (another user's order is as
 * unknown as a missing one). `forUpdate` locks the row until the transaction ends.
 */
export async function findOrder(
  db: Queryable,
  publicId: string,
  options: { userId?: string; forUpdate?: boolean } = {},
): Promise<OrderRow | null> {
  if (!UUID.test(publicId)) return null;
  // NO KEY UPDATE, not UPDATE: rows that reference the order (a webhook event just recorded
  // in the same transaction) hold KEY SHARE on it, which FOR UPDATE would wait on — two
  // confirmations arriving together then deadlock on PostgreSQL.
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o
      WHERE o.public_id = $1 AND ($2::bigint IS NULL OR o.user_id = $2)${options.forUpdate ? ' FOR NO KEY UPDATE OF o' : ''}`,
    [publicId, options.userId ?? null],
  );
  return row ?? null;
}

export async function findOrderByReference(db: Queryable, reference: string): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.gateway_reference = $1`,
    [reference],
  );
  return row ?? null;
}

export interface NewOrder {
  userId: string;
  kind: OrderKind;
  itemId: string;
  itemCode: string;
  itemName: string;
  tokens: number | null;
  amountCents: number;
  method: PaymentMethod;
  receipt?: PurchaseReceiptChoice | undefined;
}

/**
 * A new open order, or the user's open order for the same thing when there is one (a repeated
 * click): the partial unique index decides, so two clicks at once still make one order. An open
 * order not yet paid towards takes the method of the latest click.
 */
export async function insertOrder(
  db: Queryable,
  order: NewOrder,
  now: Date,
): Promise<{ order: OrderRow; created: boolean }> {
  const itemId = order.itemId;
  const [row] = await db.query<{ public_id: string }>(
    `INSERT INTO orders (user_id, kind, plan_id, token_pack_id, item_code, item_name, tokens, amount_cents,
                         method, state, created_at, receipt_type, receipt_ruc, receipt_name, receipt_address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending_payment', $10, $11, $12, $13, $14)
     ON CONFLICT (user_id, kind, (COALESCE(plan_id, token_pack_id)))
       WHERE state IN ('pending_payment', 'pending_approval') DO NOTHING
     RETURNING public_id`,
    [
      order.userId,
      order.kind,
      order.kind === 'plan' ? itemId : null,
      order.kind === 'token_pack' ? itemId : null,
      order.itemCode,
      order.itemName,
      order.tokens,
      order.amountCents,
      order.method,
      now,
      ...receiptColumns(order.receipt),
    ],
  );
  if (row) return { order: (await findOrder(db, row.public_id))!, created: true };
  // The latest click's receipt choice too: what the buyer asked for last is what they get.
  const [open] = await db.query<{ public_id: string }>(
    `UPDATE orders SET method = CASE WHEN state = 'pending_payment' THEN $4 ELSE method END,
            receipt_type = $5, receipt_ruc = $6, receipt_name = $7, receipt_address = $8
      WHERE user_id = $1 AND kind = $2 AND COALESCE(plan_id, token_pack_id) = $3
        AND state IN ('pending_payment', 'pending_approval')
      RETURNING public_id`,
    [order.userId, order.kind, itemId, order.method, ...receiptColumns(order.receipt)],
  );
  // Only a concurrent payment closing it in between gets here without a row: a fresh attempt.
  if (!open) return insertOrder(db, order, now);
  return { order: (await findOrder(db, open.public_id))!, created: false };
}

/** receipt_type, receipt_ruc, receipt_name, receipt_address of a checkout's choice. */
function receiptColumns(choice: PurchaseReceiptChoice | undefined) {
  return choice?.type === 'factura'
    ? ['factura', choice.ruc, choice.name, choice.address]
    : ['boleta', null, null, null];
}

/** Closes an order that can no longer be paid, with the reason the customer reads. */
export async function cancelOrder(db: Queryable, orderId: string, reason: string): Promise<void> {
  await db.query(
    `UPDATE orders SET state = 'cancelled', rejection_reason = $2
      WHERE id = $1 AND state IN ('pending_payment', 'pending_approval', 'rejected')`,
    [orderId, reason],
  );
}

export async function listOrders(
  db: Queryable,
  userId: string,
  query: { page: number; limit: number; state?: OrderState | undefined },
): Promise<{ orders: Order[]; total: number }> {
  const state = query.state ?? null;
  const [rows, [count]] = await Promise.all([
    db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.user_id = $1 AND ($2::text IS NULL OR o.state = $2)
        ORDER BY o.created_at DESC, o.id DESC LIMIT $3 OFFSET $4`,
      [userId, state, query.limit, (query.page - 1) * query.limit],
    ),
    db.query<{ total: string }>(
      'SELECT count(*) AS total FROM orders WHERE user_id = $1 AND ($2::text IS NULL OR state = $2)',
      [userId, state],
    ),
  ]);
  return { orders: rows.map(toOrder), total: Number(count!.total) };
}

/** The voucher is refused with a reason the customer reads; who reviewed it, and when. */
export async function rejectOrder(
  tx: Queryable,
  orderId: string,
  review: { reason: string; reviewedBy: string },
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET state = 'rejected', rejection_reason = $2, reviewed_by = $3, reviewed_at = $4 WHERE id = $1`,
    [orderId, review.reason, review.reviewedBy, now],
  );
}

/** The gateway's reference of a payment being started, so its webhook finds the order. */
export async function setGatewayReference(
  db: Queryable,
  orderId: string,
  reference: string,
  provider: string,
): Promise<void> {
  await db.query('UPDATE orders SET gateway_reference = $2, gateway_provider = $3 WHERE id = $1', [
    orderId,
    reference,
    provider,
  ]);
}

export interface VoucherUpload {
  fileName: string;
  mime: string;
  content: Buffer;
}

/** Stores the order's voucher, replacing an earlier one. */
export async function saveVoucher(
  tx: Queryable,
  orderId: string,
  voucher: VoucherUpload,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO order_vouchers (order_id, file_name, mime_type, size_bytes, content, uploaded_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (order_id) DO UPDATE SET file_name = EXCLUDED.file_name, mime_type = EXCLUDED.mime_type,
       size_bytes = EXCLUDED.size_bytes, content = EXCLUDED.content, uploaded_at = EXCLUDED.uploaded_at`,
    [orderId, voucher.fileName, voucher.mime, voucher.content.length, voucher.content, now],
  );
}

/**
 * The order awaits approval of its voucher. A rejected order reopens only if no other open order
 * of the same thing took its place: false then.
 */
export async function awaitApproval(tx: Queryable, orderId: string): Promise<boolean> {
  const reopened = await tx.query(
    `UPDATE orders SET state = 'pending_approval', rejection_reason = NULL
      WHERE id = $1 AND state IN ('pending_payment', 'pending_approval', 'rejected')
        AND NOT EXISTS (
          SELECT 1 FROM orders other
           WHERE other.user_id = orders.user_id AND other.kind = orders.kind AND other.id <> orders.id
             AND COALESCE(other.plan_id, other.token_pack_id) = COALESCE(orders.plan_id, orders.token_pack_id)
             AND other.state IN ('pending_payment', 'pending_approval'))
      RETURNING id`,
    [orderId],
  );
  return reopened.length > 0;
}
