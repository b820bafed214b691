import type { DocumentsContext } from './documents-context.ts';
import type { SettledVerdict } from '@facturador/einvoice';
import { nextAttemptAt, SEND_BACK_OFF } from '../jobs/lease.ts';
import type { ClaimedDocument } from './claim-document.ts';
import type { DocumentAnnouncement } from './document-announcement.ts';
import { recordEvent } from './document-events.ts';
import { refundToken } from './document-tokens.ts';
import { TIMELINE_TEXTS } from './messages.ts';
import type { SunatFailure } from './sunat-failure-text.ts';
import { queueForWebhooks } from './webhook-events.ts';

/** What an attempt left: the document's status, and what to announce now that it is committed. */
export interface Settled {
  status: string;
  announcement: DocumentAnnouncement;
}

/**
 * Records SUNAT's verdict, spends or gives back the document's token and queues its webhook
 * event, in one transaction: the event exists exactly when the verdict does.
 */
export async function settle(
  app: DocumentsContext,
  document: ClaimedDocument,
  verdict: SettledVerdict,
): Promise<Settled> {
  const now = app.clock.now();
  const label = `${document.series}-${document.number}`;
  let refundedTo: string | null = null;
  const deliveries = await app.db.transaction(async (tx) => {
    // The token moves only on the transition out of 'reserved', guarded by the row itself: a
    // verdict SUNAT took spends it in the statement below (null here); an exception gives it
    // back, once, under the row's lock.
    let tokenState: string | null = null;
    if (verdict.status === 'exception') {
      const [token] = await tx.query<{ token_state: string }>(
        'SELECT token_state FROM documents WHERE id = $1 FOR UPDATE',
        [document.id],
      );
      tokenState = token!.token_state;
      if (tokenState === 'reserved' && document.token_user_id) {
        await refundToken(tx, document.token_user_id, document.token_from_quota, label, now);
        tokenState = 'refunded';
        refundedTo = document.token_user_id;
      }
    }
    // The verdict, its line in the history and the webhooks that hear of it, in one statement:
    // each statement costs more than its work on the embedded database.
    const type = `document.${verdict.status}` as const;
    const hooks = await tx.query<{ id: string }>(
      `WITH settled AS (
         UPDATE documents SET status = $2, cdr = $3, cdr_code = $4, cdr_description = $5, cdr_notes = $6,
           token_state = COALESCE($7, CASE WHEN token_state = 'reserved' THEN 'spent' ELSE token_state END),
           answer_lost = false, next_attempt_at = NULL, last_error = NULL, updated_at = $8
          WHERE id = $1 RETURNING id, company_id
       ), recorded AS (
         INSERT INTO document_events (document_id, created_at, status, code, description)
         SELECT id, $8, $2, $4, $9 FROM settled
       )
       SELECT w.id FROM webhooks w JOIN settled s ON s.company_id = w.company_id
        WHERE w.active AND $10 = ANY (w.events)`,
      [
        document.id,
        verdict.status,
        verdict.cdr ? Buffer.from(verdict.cdr) : null,
        verdict.code,
        verdict.description,
        JSON.stringify(verdict.notes),
        tokenState,
        now,
        TIMELINE_TEXTS.verdictLine(TIMELINE_TEXTS.verdict[verdict.status], verdict.code, verdict.description),
        type,
      ],
    );
    return queueForWebhooks(
      tx,
      document.id,
      type,
      hooks.map((hook) => hook.id),
      now,
    );
  });
  return {
    status: verdict.status,
    announcement: {
      kind: 'verdict',
      companyId: document.company_id,
      status: verdict.status,
      deliveries,
      refundedTo,
      buyerEmail: document.buyer_email,
    },
  };
}

/**
 * A send without SUNAT's verdict: the next attempt after a back-off. People read the failure's
 * plain text (detail, timeline, the answer); its technical detail (which address, which
 * fault) goes to the log only, next to the exchange log's copy of the call. A send that may have
 * arrived leaves the document 'sent', and its next attempt asks for the CDR first.
 */
export async function settleWithoutVerdict(
  app: DocumentsContext,
  document: ClaimedDocument,
  failure: SunatFailure,
  mayHaveArrived: boolean,
): Promise<Settled> {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE documents SET status = CASE WHEN $2 THEN 'sent' ELSE status END, answer_lost = answer_lost OR $2, next_attempt_at = $3, last_error = $4,
         updated_at = $5 WHERE id = $1`,
      [
        document.id,
        mayHaveArrived,
        nextAttemptAt(now, SEND_BACK_OFF, document.send_attempts),
        failure.text,
        now,
      ],
    );
    await recordEvent(tx, document.id, 'sent', null, failure.text, now);
  });
  return {
    status: mayHaveArrived ? 'sent' : document.status,
    announcement: {
      kind: 'no-verdict',
      companyId: document.company_id,
      attempt: document.send_attempts,
      detail: failure.detail,
    },
  };
}
