import { billingMessages } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import type { DocumentSubscriber } from './document-announcement.ts';
import { AppError } from '../http/app-error.ts';
import { appendLedger } from '../billing/ledger.ts';
import { spendTokens } from '../billing/spend-tokens.ts';
import { loadSubscription, tokenBalance } from '../billing/subscriptions.ts';

/**
 * A document's token (issue 26, EINVOICING.md's policy): reserved when the document is numbered,
 * in the same transaction, so a number never exists without its token; kept (spent) once SUNAT
 * received the document — accepted, observed or rejected, since a rejected number is burned —
 * and given back exactly once when SUNAT did not take it (an exception, 0100–1999).
 */

/** The company ($1)'s first owner: the payer, read alone or as part of reserving a token. */
const PAYER_OF_COMPANY = `SELECT m.user_id FROM company_members m
  JOIN roles r ON r.id = m.role_id AND r.name = 'OWNER_BUSINESS'
  WHERE m.company_id = $1 ORDER BY m.created_at, m.user_id LIMIT 1`;

/** The owner whose plan pays for the company's documents (the plan that governs the company). */
export async function tokenPayerOf(db: Queryable, companyId: string): Promise<string> {
  const [row] = await db.query<{ user_id: string }>(PAYER_OF_COMPANY, [companyId]);
  if (!row) throw new AppError(409, 'CONFLICT', billingMessages.subscriptionInactive);
  return row.user_id;
}

/**
 * The company's payer, and one of their tokens for `label` (F001-123), in one statement where it
 * can be: an active plan without a quota, or with quota left, spends from the period, and a quota
 * plan writes its ledger line, as spendTokens does (issue 43 item 6: three statements a document,
 * four on a quota plan, were one). Anything else — no subscription yet, the quota used up so the
 * extra balance pays, a plan no longer active — takes spendTokens' own path, under the same row
 * lock, with its answers.
 */
export async function reserveCompanyToken(
  tx: Queryable,
  companyId: string,
  label: string,
  now: Date,
): Promise<{ payer: string; fromQuota: boolean }> {
  const [row] = await tx.query<{ user_id: string; spent: boolean }>(
    `WITH payer AS (${PAYER_OF_COMPANY}), spent AS (
       UPDATE subscriptions s SET period_used = s.period_used + 1, updated_at = $2
         FROM payer p
        WHERE s.user_id = p.user_id AND s.state = 'active' AND s.renews_at > $2
          AND (s.period_quota IS NULL OR s.period_used < s.period_quota)
       RETURNING s.user_id, s.period_quota, s.period_used, s.extra_tokens
     ), ledger AS (
       INSERT INTO token_ledger (user_id, created_at, delta, reason, description, balance_after)
       SELECT user_id, $2, -1, 'document', $3, period_quota - period_used + extra_tokens
         FROM spent WHERE period_quota IS NOT NULL
     )
     SELECT p.user_id, EXISTS (SELECT 1 FROM spent) AS spent FROM payer p`,
    [companyId, now, `Comprobante ${label}`],
  );
  if (!row) throw new AppError(409, 'CONFLICT', billingMessages.subscriptionInactive);
  if (row.spent) return { payer: row.user_id, fromQuota: true };
  return { payer: row.user_id, fromQuota: await reserveToken(tx, row.user_id, label, now) };
}

/** Takes one token for `label` (F001-123); answers whether it came from the period's quota. */
export async function reserveToken(
  tx: Queryable,
  userId: string,
  label: string,
  now: Date,
): Promise<boolean> {
  const spending = await spendTokens(tx, userId, 1, `Comprobante ${label}`, now);
  return spending.fromQuota === 1;
}

/**
 * Gives the token back where it came from: the quota (when the same period is still running)
 * or the extra balance. Only called on the transition that leaves 'reserved', so once.
 */
export async function refundToken(
  tx: Queryable,
  userId: string,
  fromQuota: boolean,
  label: string,
  now: Date,
): Promise<void> {
  const subscription = await loadSubscription(tx, userId, now, true);
  if (!subscription) return;
  if (fromQuota && subscription.period_used > 0) {
    await tx.query('UPDATE subscriptions SET period_used = period_used - 1, updated_at = $2 WHERE id = $1', [
      subscription.id,
      now,
    ]);
    subscription.period_used -= 1;
  } else {
    await tx.query(
      'UPDATE subscriptions SET extra_tokens = extra_tokens + 1, updated_at = $2 WHERE id = $1',
      [subscription.id, now],
    );
    subscription.extra_tokens += 1;
  }
  // An unlimited plan's spending was never written in the ledger: neither is its refund.
  if (subscription.period_quota === null && fromQuota) return;
  await appendLedger(tx, {
    userId,
    at: now,
    delta: 1,
    reason: 'document_refund',
    description: `Comprobante ${label}: SUNAT no lo recibió`,
    balanceAfter: tokenBalance(subscription),
  });
}

/** billing_updated to the payer's tabs when an exception gave their token back. */
export const tellPayerOfRefund: DocumentSubscriber = async (app, _documentIds, announcement) => {
  if (announcement.kind !== 'verdict' || !announcement.refundedTo) return;
  const [row] = await app.db.query<{ public_id: string }>('SELECT public_id FROM users WHERE id = $1', [
    announcement.refundedTo,
  ]);
  if (row) app.realtime.toUser(row.public_id, 'billing_updated');
};
