import {
  checkoutMessages,
  DAY_MS,
  formatSoles,
  LIMA_TIME_ZONE,
  type CheckoutTerms,
  type OrderKind,
} from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { findPlan, findTokenPack, planOnSale, type PlanRow, type TokenPackRow } from './catalogue.ts';
import { REMINDER_DAYS } from './renewal.ts';
import { loadSubscription, type SubscriptionRow } from './subscriptions.ts';

/*
 * Decision 0029: whether buying something makes sense now, and what paying for it will do.
 * Asked when the order is created, again before any payment starts, and once more inside the
 * payment's own transaction (settleOrder), since the answer changes with time and other orders.
 */

export type Refusal = { reason: 'off_sale'; message: string } | { reason: 'already_active'; message: string };

export type Assessment =
  | { ok: true; terms: CheckoutTerms; plan: PlanRow | null; pack: TokenPackRow | null }
  | { ok: false; refusal: Refusal };

const limaDay = (at: Date) =>
  new Intl.DateTimeFormat('es-PE', { dateStyle: 'short', timeZone: LIMA_TIME_ZONE }).format(at);

const tokensText = (tokens: number | null) =>
  tokens === null ? 'comprobantes ilimitados' : `${tokens} tokens`;

/** Whether the subscription's period is running now. */
const running = (subscription: SubscriptionRow, now: Date) =>
  subscription.state === 'active' && new Date(subscription.renews_at) > now;

/** Tokens left in the current period (0 once it ended or when unlimited). */
const unusedOf = (subscription: SubscriptionRow, now: Date) =>
  !running(subscription, now) || subscription.period_quota === null
    ? 0
    : subscription.period_quota - subscription.period_used;

function planTerms(plan: PlanRow, subscription: SubscriptionRow, now: Date): Assessment {
  const price = `Pagas ${formatSoles(Number(plan.price_cents))} (IGV incluido).`;
  const base = { priceCents: Number(plan.price_cents), tokens: plan.documents_per_month };
  const unused = unusedOf(subscription, now);
  if (String(plan.id) !== String(subscription.plan_id)) {
    return {
      ok: true,
      plan,
      pack: null,
      terms: {
        ...base,
        kind: 'plan_change',
        periodStartsAt: null,
        unusedTokens: unused,
        unusedTokensOutcome: unused > 0 ? 'moved_to_extra' : 'none',
        summary:
          `${price} El plan ${plan.name} empieza al confirmarse el pago, con ${tokensText(plan.documents_per_month)} por un mes.` +
          (unused > 0
            ? ` Los ${unused} tokens que te quedan del periodo actual pasan a tu saldo extra y no vencen.`
            : ''),
      },
    };
  }
  if (!running(subscription, now)) {
    return {
      ok: true,
      plan,
      pack: null,
      terms: {
        ...base,
        kind: 'renewal',
        periodStartsAt: null,
        unusedTokens: 0,
        unusedTokensOutcome: 'none',
        summary: `${price} El nuevo periodo del plan ${plan.name} empieza al confirmarse el pago, con ${tokensText(plan.documents_per_month)} por un mes.`,
      },
    };
  }
  const renewsAt = new Date(subscription.renews_at);
  if (subscription.renewal_order_id !== null) {
    return {
      ok: false,
      refusal: { reason: 'already_active', message: checkoutMessages.renewalAlreadyPaid(plan.name) },
    };
  }
  const renewableFrom = new Date(renewsAt.getTime() - REMINDER_DAYS * DAY_MS);
  if (now < renewableFrom) {
    return {
      ok: false,
      refusal: {
        reason: 'already_active',
        message: checkoutMessages.planAlreadyActive(plan.name, limaDay(renewableFrom)),
      },
    };
  }
  return {
    ok: true,
    plan,
    pack: null,
    terms: {
      ...base,
      kind: 'renewal',
      periodStartsAt: renewsAt.toISOString(),
      unusedTokens: unused,
      unusedTokensOutcome: unused > 0 ? 'kept_until_period_end' : 'none',
      summary:
        `${price} El nuevo periodo del plan ${plan.name} empieza el ${limaDay(renewsAt)}, con ${tokensText(plan.documents_per_month)}.` +
        (unused > 0
          ? ` Hasta entonces sigues usando los ${unused} tokens que te quedan; los que no uses vencen al terminar el periodo actual.`
          : ''),
    },
  };
}

function packTerms(pack: TokenPackRow, subscription: SubscriptionRow, now: Date): Assessment {
  return {
    ok: true,
    plan: null,
    pack,
    terms: {
      kind: 'token_pack',
      priceCents: Number(pack.price_cents),
      periodStartsAt: null,
      tokens: pack.tokens,
      unusedTokens: unusedOf(subscription, now),
      unusedTokensOutcome: 'none',
      summary: `Pagas ${formatSoles(Number(pack.price_cents))} (IGV incluido). Los ${pack.tokens} tokens se suman a tu saldo extra al confirmarse el pago y no vencen.`,
    },
  };
}

const offSale = (): Assessment => ({
  ok: false,
  refusal: { reason: 'off_sale', message: checkoutMessages.itemOffSale },
});

/** Whether `userId` may buy the plan or pack `itemId` now, and what paying would do. */
export async function assessPurchase(
  db: Queryable,
  userId: string,
  item: { kind: OrderKind; itemId: string },
  now: Date,
): Promise<Assessment> {
  const subscription = await loadSubscription(db, userId, now);
  if (!subscription) return offSale();
  if (item.kind === 'plan') {
    const plan = await findPlan(db, item.itemId);
    return plan && planOnSale(plan) ? planTerms(plan, subscription, now) : offSale();
  }
  const pack = await findTokenPack(db, item.itemId);
  return pack?.is_active ? packTerms(pack, subscription, now) : offSale();
}
