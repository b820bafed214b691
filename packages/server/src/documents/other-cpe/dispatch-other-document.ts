import type { DocumentEnvironment } from '@facturador/contracts';
import { leaseEnd, nextAttemptAt, SEND_BACK_OFF } from '../../jobs/lease.ts';
import { attemptSend, type SendableDocument } from '../dispatch-document.ts';
import type { DocumentsContext } from '../documents-context.ts';
import { logExchanges } from '../exchange-log.ts';
import type { SendingProfile } from '../sending-profile.ts';
import type { SunatFailure } from '../sunat-failure-text.ts';
import { tellMembers } from '../tell-members.ts';
import type { Exchange } from '../transport/sunat-transport.ts';
import { transportOf } from '../transport/transport-of.ts';
import { settleOtherVerdict, type SettlingOtherDocument } from './settle-other-document.ts';

interface ClaimedOtherDocument extends SendableDocument, SettlingOtherDocument {
  id: string;
  company_id: string;
  send_attempts: number;
  status: string;
  environment: DocumentEnvironment;
}

/** One attempt at a time, as claimDocument takes a factura: the lease moves next_attempt_at past now. */
async function claim(app: DocumentsContext, documentId: string, first: boolean) {
  const now = app.clock.now();
  const [row] = await app.db.query<ClaimedOtherDocument>(
    `UPDATE other_documents d SET send_attempts = d.send_attempts + 1, next_attempt_at = $2, updated_at = $3
       FROM companies c
      WHERE d.id = $1 AND c.id = d.company_id AND d.status IN ('signed', 'sent')
        AND ${first ? 'd.send_attempts = 0' : 'd.next_attempt_at <= $3'}
      RETURNING d.id, d.company_id, d.document_type, d.series, d.number, d.file_name, d.zip, d.answer_lost,
                d.send_attempts, d.status, c.ruc, d.environment, d.token_user_id, d.token_from_quota,
                d.input #>> '{receiver,email}' AS receiver_email`,
    [documentId, leaseEnd(now), now],
  );
  return row ?? null;
}

/** No verdict: the next attempt after the same back-off as a factura's (it may have arrived: recover first). */
async function settleLater(
  app: DocumentsContext,
  document: ClaimedOtherDocument,
  failure: SunatFailure,
  mayHaveArrived: boolean,
) {
  const now = app.clock.now();
  await app.db.query(
    `UPDATE other_documents SET status = CASE WHEN $2 THEN 'sent' ELSE status END, answer_lost = answer_lost OR $2,
       next_attempt_at = $3, last_error = $4, updated_at = $5 WHERE id = $1`,
    [
      document.id,
      mayHaveArrived,
      nextAttemptAt(now, SEND_BACK_OFF, document.send_attempts),
      failure.text,
      now,
    ],
  );
  app.log.warn({ documentId: document.id, detail: failure.detail }, 'other CPE send without a verdict');
  return mayHaveArrived ? 'sent' : document.status;
}

/**
 * One send attempt of a retención or percepción to SUNAT's other-CPE service (sendBill, CDR at
 * once): the same claim-lease, attempt (dispatch-document.ts's attemptSend) and back-off as a
 * factura's, kept in other_documents. Answers its status, or null when it was not this caller's.
 */
export async function dispatchOtherDocument(
  app: DocumentsContext,
  documentId: string,
  options: { first?: boolean; profile?: SendingProfile } = {},
): Promise<string | null> {
  const document = await claim(app, documentId, options.first ?? false);
  if (!document) return null;
  const exchanges: Exchange[] = [];
  const transport = await transportOf(
    app,
    document.company_id,
    document.environment,
    (exchange) => exchanges.push(exchange),
    options.profile,
    'otherCpe',
  );
  let status: string;
  try {
    const outcome = await attemptSend(transport, document);
    status =
      'verdict' in outcome
        ? await settleOtherVerdict(app, document, outcome.verdict)
        : await settleLater(app, document, outcome.failure, outcome.mayHaveArrived);
  } finally {
    await logExchanges(app.db, { otherDocumentId: document.id }, exchanges, app.clock.now());
  }
  await tellMembers(app, app.db, document.company_id);
  return status;
}
