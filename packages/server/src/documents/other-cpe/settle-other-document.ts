import type { OtherDocumentWebhookEventType } from '@facturador/contracts';
import type { SettledVerdict } from '@facturador/einvoice';
import { deliverSoon } from '../deliver-soon.ts';
import type { DocumentsContext } from '../documents-context.ts';
import { refundToken } from '../document-tokens.ts';
import { queueOtherDocumentEvent } from './other-document-events.ts';
import { mailReceiverOnAcceptance } from './other-document-mail.ts';

/** What the verdict needs of the claimed retención or percepción. */
export interface SettlingOtherDocument {
  id: string;
  series: string;
  number: number;
  token_user_id: string | null;
  token_from_quota: boolean;
  receiver_email: string | null;
}

/** Every verdict is an event: an exception too, as a factura's `document.exception` (SUNAT did not receive it). */
const EVENT_OF = {
  accepted: 'other_document.accepted',
  observed: 'other_document.accepted',
  rejected: 'other_document.rejected',
  exception: 'other_document.exception',
} as const satisfies Record<SettledVerdict['status'], OtherDocumentWebhookEventType>;
const eventOf = (status: SettledVerdict['status']) => EVENT_OF[status];

/**
 * SUNAT's verdict on a retención or percepción, as settle-document.ts keeps a factura's: in one
 * transaction its status and CDR, its token (spent once SUNAT received it, accepted, observed or
 * rejected with its number burned; given back exactly once on an exception) and its webhook
 * event. Once committed: the deliveries' first attempt, the payer's tabs told of a refund, and
 * the supplier's or client's copy when it was accepted and they gave an e-mail.
 */
export async function settleOtherVerdict(
  app: DocumentsContext,
  document: SettlingOtherDocument,
  verdict: SettledVerdict,
): Promise<string> {
  const now = app.clock.now();
  let refundedTo: string | null = null;
  const deliveries = await app.db.transaction(async (tx) => {
    // The token moves only on the transition out of 'reserved', guarded by the row itself.
    const [row] = await tx.query<{ token_state: string }>(
      'SELECT token_state FROM other_documents WHERE id = $1 FOR UPDATE',
      [document.id],
    );
    let tokenState = row!.token_state;
    if (tokenState === 'reserved' && verdict.status === 'exception' && document.token_user_id) {
      const label = `${document.series}-${Number(document.number)}`;
      await refundToken(tx, document.token_user_id, document.token_from_quota, label, now);
      tokenState = 'refunded';
      refundedTo = document.token_user_id;
    } else if (tokenState === 'reserved' && verdict.status !== 'exception') {
      tokenState = 'spent';
    }
    await tx.query(
      `UPDATE other_documents SET status = $2, cdr = $3, cdr_code = $4, cdr_description = $5, cdr_notes = $6,
         token_state = $7, answer_lost = false, next_attempt_at = NULL, last_error = NULL, updated_at = $8
       WHERE id = $1`,
      [
        document.id,
        verdict.status,
        verdict.cdr ? Buffer.from(verdict.cdr) : null,
        verdict.code,
        verdict.description,
        JSON.stringify(verdict.notes),
        tokenState,
        now,
      ],
    );
    return queueOtherDocumentEvent(tx, document.id, eventOf(verdict.status), now);
  });
  deliverSoon(app, deliveries);
  if (refundedTo) await tellPayer(app, refundedTo);
  if (document.receiver_email && eventOf(verdict.status) === 'other_document.accepted')
    app.documentDispatch.inBackground(
      () => mailReceiverOnAcceptance(app, document.id),
      'other document mail on acceptance',
    );
  return verdict.status;
}

/** billing_updated to the payer's tabs: their token came back. */
async function tellPayer(app: DocumentsContext, userId: string) {
  const [row] = await app.db.query<{ public_id: string }>('SELECT public_id FROM users WHERE id = $1', [
    userId,
  ]);
  if (row) app.realtime.toUser(row.public_id, 'billing_updated');
}
