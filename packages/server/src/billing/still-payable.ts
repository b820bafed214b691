import { billingMessages, checkoutMessages, type CheckoutTerms } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { assessPurchase } from './checkout-terms.ts';
import { cancelOrder, type OrderRow } from './orders.ts';

/**
 * Before any money moves (a gateway checkout starts, a card is charged, a voucher is uploaded
 * or approved): the order must still make sense (decision 0029). One that does not is closed
 * with the reason, so it stops being offered for payment, and the call answers 409 in Spanish.
 */
export async function assertStillPayable(db: Queryable, order: OrderRow, now: Date): Promise<CheckoutTerms> {
  if (order.state === 'cancelled') throw new AppError(409, 'CONFLICT', checkoutMessages.orderSuperseded);
  if (order.state === 'paid') throw new AppError(409, 'CONFLICT', billingMessages.orderNotPayable);
  const assessment = await assessPurchase(
    db,
    order.user_id,
    { kind: order.kind, itemId: String(order.kind === 'plan' ? order.plan_id : order.token_pack_id) },
    now,
  );
  if (!assessment.ok) {
    await cancelOrder(db, order.id, assessment.refusal.message);
    throw new AppError(409, 'CONFLICT', assessment.refusal.message);
  }
  return assessment.terms;
}

/** The terms while the order can be paid; null once it is paid or closed. */
export async function openOrderTerms(
  db: Queryable,
  order: OrderRow,
  now: Date,
): Promise<CheckoutTerms | null> {
  if (order.state !== 'pending_payment' && order.state !== 'pending_approval') return null;
  const assessment = await assessPurchase(
    db,
    order.user_id,
    { kind: order.kind, itemId: String(order.kind === 'plan' ? order.plan_id : order.token_pack_id) },
    now,
  );
  return assessment.ok ? assessment.terms : null;
}
