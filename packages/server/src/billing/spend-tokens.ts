import { billingMessages } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { appendLedger } from './ledger.ts';
import { loadSubscription, tokenBalance } from './subscriptions.ts';

export interface TokenSpending {
  fromQuota: number;
  fromExtra: number;
  /** Tokens left afterwards (period quota left plus extra balance). */
  balanceAfter: number;
}

/**
 * Spends `count` tokens of the user for `reason` (e.g. the document issued), in the caller's
 * transaction so that the document and its token stand or fall together. The period's quota
 * goes first, then the extra balance. An unlimited plan only counts what it used.
 * 409 when the subscription is not active; 402 NO_TOKENS when there are not enough tokens.
 */
export async function spendTokens(
  tx: Queryable,
  userId: string,
  count: number,
  reason: string,
  now: Date = new Date(),
): Promise<TokenSpending> {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  const subscription = await loadSubscription(tx, userId, now, true);
  if (!subscription || subscription.state !== 'active' || new Date(subscription.renews_at) <= now) {
    throw new AppError(409, 'CONFLICT', billingMessages.subscriptionInactive);
  }
  if (subscription.period_quota === null) {
    await tx.query('UPDATE subscriptions SET period_used = period_used + $2, updated_at = $3 WHERE id = $1', [
      subscription.id,
      count,
      now,
    ]);
    return { fromQuota: count, fromExtra: 0, balanceAfter: tokenBalance(subscription) };
  }
  const fromQuota = Math.min(count, subscription.period_quota - subscription.period_used);
  const fromExtra = count - fromQuota;
  if (fromExtra > subscription.extra_tokens) {
    throw new AppError(402, 'NO_TOKENS', billingMessages.noTokens);
  }
  await tx.query(
    `UPDATE subscriptions SET period_used = period_used + $2, extra_tokens = extra_tokens - $3, updated_at = $4
      WHERE id = $1`,
    [subscription.id, fromQuota, fromExtra, now],
  );
  const balanceAfter = tokenBalance(subscription) - count;
  await appendLedger(tx, {
    userId,
    at: now,
    delta: -count,
    reason: 'document',
    description: reason,
    balanceAfter,
  });
  return { fromQuota, fromExtra, balanceAfter };
}
