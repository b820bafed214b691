import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { paymentReceiptMail } from '../mail/templates.ts';
import { readSettings } from '../settings/system-settings.ts';
import { checkoutMessages, formatOrderReference } from '@facturador/contracts';
import { findPlan } from '../billing/catalogue.ts';
import { assessPurchase } from '../billing/checkout-terms.ts';
import { findOrder, type OrderRow } from '../billing/orders.ts';
import { issuePurchaseReceipt } from './purchase-receipt.ts';
import {
  creditTokens,
  loadSubscription,
  startPlanPeriod,
  type SubscriptionRow,
} from '../billing/subscriptions.ts';

export interface PaymentConfirmation {
  provider: 'culqi' | 'sandbox' | 'voucher';
  /** The gateway's charge id; null for a voucher. */
  externalId: string | null;
  amountCents: number;
  /** The administrator who approved a voucher. */
  reviewerId?: string;
}

export type SettleOutcome =
  | { settled: true; order: OrderRow }
  /** Paid already, refused, cancelled or a different amount: nothing changed. */
  | { settled: false; order: OrderRow | null; reason: 'not_found' | 'already_paid' | 'closed' | 'amount' }
  /** A voucher for an order that no longer makes sense: refused, with the reason. */
  | { settled: false; order: OrderRow; reason: 'refused'; message: string };

/** Mis Planes y Tokens in the front end. */
export const billingLink = (app: FastifyInstance): string =>
  new URL(
    '/app/mis-planes',
    app.env.APP_URL ?? app.env.CORS_ORIGINS[0] ?? 'http://localhost:3000',
  ).toString();

/**
 * Pays an order, in the caller's transaction, exactly once: the order row is locked, so a
 * second confirmation (a repeated webhook, a double click on approve) waits for the first and
 * then finds it paid. Whether the order still makes sense is decided here, under the
 * subscription's lock (decision 0029): a plan change or a renewal after the period starts a new
 * period, a renewal paid ahead waits for the period's end, a token pack credits its tokens.
 * An order that no longer makes sense is refused when paid by voucher (no money moved in the
 * system yet) and credited as extra tokens, flagged for an administrator, when a gateway had
 * already taken the money.
 */
export async function settleOrder(
  tx: Queryable,
  orderPublicId: string,
  confirmation: PaymentConfirmation,
  now: Date,
): Promise<SettleOutcome> {
  const order = await findOrder(tx, orderPublicId, { forUpdate: true });
  if (!order) return { settled: false, order: null, reason: 'not_found' };
  if (order.state === 'paid') return { settled: false, order, reason: 'already_paid' };
  const moneyTaken = confirmation.provider !== 'voucher';
  const closed = order.state === 'rejected' || order.state === 'cancelled';
  if (closed && !moneyTaken) return { settled: false, order, reason: 'closed' };
  if (confirmation.amountCents !== order.amount_cents) return { settled: false, order, reason: 'amount' };

  const subscription = (await loadSubscription(tx, order.user_id, now, true))!;
  const assessment = closed
    ? null
    : await assessPurchase(tx, order.user_id, { kind: order.kind, itemId: itemIdOf(order) }, now);
  if (!assessment?.ok) {
    const message = assessment ? assessment.refusal.message : checkoutMessages.orderSuperseded;
    if (!moneyTaken) return { settled: false, order, reason: 'refused', message };
    await creditInstead(tx, order, subscription, now);
  } else if (assessment.terms.kind === 'token_pack') {
    await creditTokens(tx, subscription, order.tokens!, order.item_name, now, order.id);
  } else if (assessment.terms.periodStartsAt !== null) {
    // A renewal paid ahead: the renewal job starts the period when the current one ends.
    await tx.query('UPDATE subscriptions SET renewal_order_id = $2, updated_at = $3 WHERE id = $1', [
      subscription.id,
      order.id,
      now,
    ]);
  } else {
    await startPlanPeriod(tx, subscription, assessment.plan!, now, order.id, {
      keepUnused: assessment.terms.kind === 'plan_change',
    });
  }
  await tx.query(
    `INSERT INTO payments (order_id, provider, external_id, amount_cents, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [order.id, confirmation.provider, confirmation.externalId, confirmation.amountCents, now],
  );
  await tx.query(
    `UPDATE orders SET state = 'paid', paid_at = $2, reviewed_by = $3, reviewed_at = CASE WHEN $3::bigint IS NULL THEN NULL ELSE $2::timestamptz END
      WHERE id = $1`,
    [order.id, now, confirmation.reviewerId ?? null],
  );
  if (order.kind === 'plan' && assessment?.ok) {
    // Other plan orders not paid yet were priced against the plan the customer had before.
    await tx.query(
      `UPDATE orders SET state = 'cancelled', rejection_reason = $3
        WHERE user_id = $1 AND kind = 'plan' AND state = 'pending_payment' AND id <> $2`,
      [order.user_id, order.id, checkoutMessages.supersededReason],
    );
  }
  return { settled: true, order: (await findOrder(tx, orderPublicId))! };
}

const itemIdOf = (order: OrderRow): string =>
  String(order.kind === 'plan' ? order.plan_id : order.token_pack_id);

/**
 * Money a gateway took for an order that no longer made sense: its worth in extra tokens (a
 * pack's tokens, a plan's monthly quota), which never expire; an unlimited plan has no such
 * worth and waits for an administrator to refund it. Either way an administrator is told.
 */
async function creditInstead(tx: Queryable, order: OrderRow, subscription: SubscriptionRow, now: Date) {
  const plan = order.kind === 'plan' ? await findPlan(tx, order.plan_id!) : null;
  const tokens = order.kind === 'token_pack' ? order.tokens : (plan?.documents_per_month ?? null);
  if (tokens !== null && tokens > 0) {
    await creditTokens(
      tx,
      subscription,
      tokens,
      `Orden ${formatOrderReference(order.reference_number)}: acreditada como tokens extra`,
      now,
      order.id,
      'adjustment',
    );
  }
  const note =
    tokens !== null && tokens > 0
      ? checkoutMessages.creditedAsTokens(tokens)
      : checkoutMessages.paymentToRefund;
  await tx.query('UPDATE orders SET settlement_note = $2, needs_review = true WHERE id = $1', [
    order.id,
    note,
  ]);
}

/**
 * After the payment's transaction committed: the purchase's comprobante issued (issue 28), the
 * receipt by e-mail and `billing_updated` to the user's open tabs. A failure of either is
 * logged; the payment stands.
 */
export async function announcePayment(app: FastifyInstance, order: OrderRow): Promise<void> {
  try {
    await issuePurchaseReceipt(app, order.public_id);
  } catch (error) {
    app.log.error({ err: error, orderId: order.public_id }, 'purchase receipt not issued');
  }
  const [user] = await app.db.query<{ email: string; public_id: string }>(
    'SELECT email, public_id FROM users WHERE id = $1',
    [order.user_id],
  );
  if (!user) return;
  app.realtime.toUser(user.public_id, 'billing_updated');
  try {
    await app.mailer.send(
      paymentReceiptMail(user.email, {
        orderId: formatOrderReference(order.reference_number),
        itemName: order.item_name,
        amountCents: order.amount_cents,
        paidAt: order.paid_at ? new Date(order.paid_at) : app.clock.now(),
        link: billingLink(app),
        igvRate: (await readSettings(app.db, app.env)).settings.igvPercent / 100,
      }),
    );
  } catch (error) {
    app.log.error({ err: error, orderId: order.public_id }, 'payment receipt not sent');
  }
}
