import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { paymentReceiptMail } from '../mail/templates.ts';
import { readSettings } from '../settings/system-settings.ts';
import { findPlan } from './catalogue.ts';
import { findOrder, type OrderRow } from './orders.ts';
import { creditTokens, loadSubscription, startPlanPeriod } from './subscriptions.ts';

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
  | { settled: false; order: OrderRow | null; reason: 'not_found' | 'already_paid' | 'closed' | 'amount' };

/** Mis Planes y Tokens in the front end. */
export const billingLink = (app: FastifyInstance): string =>
  new URL(
    '/app/mis-planes',
    app.env.APP_URL ?? app.env.CORS_ORIGINS[0] ?? 'http://localhost:3000',
  ).toString();

/**
 * Pays an order, in the caller's transaction, exactly once: the order row is locked, so a
 * second confirmation (a repeated webhook, a double click on approve) waits for the first and
 * then finds it paid. A plan order starts a new period of that plan with a full quota; a
 * token pack credits its tokens. Both write the ledger and the payment.
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
  if (order.state === 'rejected' || order.state === 'cancelled')
    return { settled: false, order, reason: 'closed' };
  if (confirmation.amountCents !== order.amount_cents) return { settled: false, order, reason: 'amount' };

  const subscription = (await loadSubscription(tx, order.user_id, now, true))!;
  if (order.kind === 'plan') {
    const plan = (await findPlan(tx, order.plan_id!))!;
    await startPlanPeriod(tx, subscription, plan, now, order.id);
  } else {
    await creditTokens(tx, subscription, order.tokens!, order.item_name, now, order.id);
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
  return { settled: true, order: (await findOrder(tx, orderPublicId))! };
}

/**
 * After the payment's transaction committed: the receipt by e-mail and `billing_updated` to
 * the user's open tabs. A mail failure is logged; the payment stands.
 */
export async function announcePayment(app: FastifyInstance, order: OrderRow): Promise<void> {
  const [user] = await app.db.query<{ email: string; public_id: string }>(
    'SELECT email, public_id FROM users WHERE id = $1',
    [order.user_id],
  );
  if (!user) return;
  app.realtime.toUser(user.public_id, 'billing_updated');
  try {
    await app.mailer.send(
      paymentReceiptMail(user.email, {
        orderId: order.public_id,
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
