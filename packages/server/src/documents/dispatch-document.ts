import type { DocumentsContext } from './documents-context.ts';
import type { DocumentEnvironment } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { memberPublicIds } from '../companies/company-events.ts';
import { recordEvent } from './document-events.ts';
import { mailOnAcceptance } from './document-mail.ts';
import { refundToken } from './document-tokens.ts';
import { logExchanges } from './exchange-log.ts';
import { noVerdictText, transportFailureText, type SunatFailure } from './sunat-failure-text.ts';
import { outcomeOf, type Outcome } from './sunat-outcome.ts';
import { transportOf, type SendingProfile } from './sending-profile.ts';
import { timed, type StepTimes } from './step-times.ts';
import { TransportError, type Exchange } from './transport/sunat-transport.ts';
import { deliverSoon } from '../webhooks/deliver-soon.ts';
import { queueDocumentEvent } from '../webhooks/webhook-events.ts';

/** A claimed send is the claimer's for this long; a crashed instance's send is taken over after it. */
export const SEND_LEASE_MS = 60_000;

/** 5 s, 10 s, 20 s… up to 5 minutes: a minute-long outage is over after four tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 300_000);
}

interface ClaimedDocument {
  id: string;
  company_id: string;
  document_type: string;
  series: string;
  number: number;
  file_name: string;
  zip: Buffer;
  answer_lost: boolean;
  send_attempts: number;
  token_state: string;
  token_user_id: string | null;
  token_from_quota: boolean;
  status: string;
  /** Whether the buyer gave an e-mail: most do not, and then nothing is mailed on acceptance. */
  buyer_email: string | null;
  ruc: string;
  /** Where it was issued: every attempt goes there, whatever the company is now (issue 40). */
  environment: DocumentEnvironment;
}

/**
 * Takes the document for one send attempt. `first` is the issuing request, which owns the
 * document's first send; the job takes only documents whose next attempt is due. Either way
 * one attempt at a time: the lease moves next_attempt_at past now.
 */
async function claim(
  app: DocumentsContext,
  documentId: string,
  first: boolean,
): Promise<ClaimedDocument | null> {
  const now = app.clock.now();
  const [row] = await app.db.query<ClaimedDocument>(
    `UPDATE documents d SET send_attempts = d.send_attempts + 1, next_attempt_at = $2, updated_at = $3
       FROM companies c
      WHERE d.id = $1 AND c.id = d.company_id AND d.status IN ('signed', 'sent')
        AND ${first ? 'd.send_attempts = 0' : 'd.next_attempt_at <= $3'}
      RETURNING d.id, d.company_id, d.document_type, d.series, d.number, d.file_name, d.zip, d.answer_lost,
                d.send_attempts, d.token_state, d.token_user_id, d.token_from_quota, d.status,
                d.input #>> '{customer,email}' AS buyer_email, c.ruc, d.environment`,
    [documentId, new Date(now.getTime() + SEND_LEASE_MS), now],
  );
  return row ?? null;
}

/** getStatusCdr answers for facturas and their notes only (EINVOICING.md). */
const hasCdrLookup = (documentType: string) => documentType !== '03';

/**
 * One send attempt of a signed document: when an earlier answer was lost, first ask SUNAT for
 * the CDR of what it may already hold (never a resend of something SUNAT has), then send the
 * same signed bytes. The verdict is stored; a network failure schedules the next attempt.
 * Answers the document's status afterwards, or null when it was not this caller's to send.
 * `profile` is the company's as the issue that sends at once has just read it.
 */
export async function dispatchDocument(
  app: DocumentsContext,
  documentId: string,
  options: { first?: boolean; steps?: StepTimes; profile?: SendingProfile } = {},
): Promise<string | null> {
  const { steps } = options;
  const document = await claim(app, documentId, options.first ?? false);
  if (!document) return null;
  const exchanges: Exchange[] = [];
  const transport = await transportOf(
    app,
    document.company_id,
    document.environment,
    (exchange) => exchanges.push(exchange),
    options.profile,
  );
  let status: string;
  try {
    let outcome: Outcome | null = null;
    if (document.answer_lost && hasCdrLookup(document.document_type)) {
      const found = outcomeOf(
        await transport.getStatusCdr({
          ruc: document.ruc,
          documentType: document.document_type,
          series: document.series,
          number: document.number,
        }),
      );
      // Only a CDR tells what SUNAT holds; "not found" (or anything else) means send it.
      if (found.status !== 'retry' && found.cdr) outcome = found;
    }
    if (!outcome) {
      const answer = await timed(steps, 'send (HTTP + SUNAT double)', () =>
        transport.sendBill(document.file_name, document.zip),
      );
      outcome = afterLostAnswer(document, await timed(steps, 'read CDR', () => outcomeOf(answer)));
    }
    const verdict = outcome;
    if (verdict.status === 'retry')
      status = await scheduleRetry(app, document, { text: noVerdictText, detail: verdict.description }, true);
    else {
      await timed(steps, 'store verdict', () => settle(app, document, verdict));
      status = verdict.status;
      // After the verdict is committed, and without holding up the answer or the job's
      // next document: the buyer's copy never decides the document's state.
      if (document.buyer_email && (verdict.status === 'accepted' || verdict.status === 'observed'))
        app.documentDispatch.inBackground(() => mailOnAcceptance(app, document.id), 'mail on acceptance');
    }
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    status = await scheduleRetry(
      app,
      document,
      { text: transportFailureText(error), detail: error.message },
      error.mayHaveArrived,
    );
  } finally {
    await logExchanges(app.db, { documentId: document.id }, exchanges, app.clock.now());
  }
  return status;
}

/**
 * A boleta has no CDR lookup: when its earlier answer was lost, the resend of the same signed
 * bytes is answered 1033 ("registrado previamente") if SUNAT had in fact received it. That is
 * the receipt we were missing, not an exception: the document stands, without a CDR to show.
 */
function afterLostAnswer(document: ClaimedDocument, outcome: Outcome): Outcome {
  if (!document.answer_lost || outcome.status !== 'exception' || outcome.code !== '1033') return outcome;
  return {
    status: 'accepted',
    code: '1033',
    description:
      'SUNAT ya lo había recibido: su primera respuesta se perdió y no entrega la constancia otra vez',
    notes: [],
    cdr: null,
  };
}

/**
 * The next attempt, after a back-off; answers the status the document is left in. People read
 * the failure's plain text (detail, timeline, the answer); its technical detail (which
 * address, which fault) goes to the log only, next to the exchange log's copy of the call.
 */
async function scheduleRetry(
  app: DocumentsContext,
  document: ClaimedDocument,
  failure: SunatFailure,
  mayHaveArrived: boolean,
): Promise<string> {
  app.log.warn(
    { documentId: document.id, attempt: document.send_attempts, detail: failure.detail },
    'SUNAT gave no verdict; the send will be retried',
  );
  const now = app.clock.now();
  const next = new Date(now.getTime() + retryDelayMs(document.send_attempts));
  await app.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE documents SET status = CASE WHEN $2 THEN 'sent' ELSE status END, answer_lost = answer_lost OR $2, next_attempt_at = $3, last_error = $4,
         updated_at = $5 WHERE id = $1`,
      [document.id, mayHaveArrived, next, failure.text, now],
    );
    await recordEvent(tx, document.id, 'sent', null, failure.text, now);
  });
  await tellMembers(app, app.db, document.company_id);
  return mayHaveArrived ? 'sent' : document.status;
}

const VERDICT_TEXT: Record<Exclude<Outcome['status'], 'retry'>, string> = {
  accepted: 'Aceptado por SUNAT',
  observed: 'Aceptado por SUNAT con observaciones',
  rejected: 'Rechazado por SUNAT: el número queda anulado',
  exception: 'SUNAT no lo recibió (excepción): corrige y reenvía',
};

/** Stores SUNAT's verdict, and spends or gives back the document's token, in one transaction. */
async function settle(
  app: DocumentsContext,
  document: ClaimedDocument,
  outcome: Exclude<Outcome, { status: 'retry' }>,
): Promise<void> {
  const now = app.clock.now();
  const label = `${document.series}-${document.number}`;
  let refunded = false;
  const deliveries = await app.db.transaction(async (tx) => {
    // The token moves only on the transition out of 'reserved', guarded by the row itself.
    const [token] = await tx.query<{ token_state: string }>(
      'SELECT token_state FROM documents WHERE id = $1 FOR UPDATE',
      [document.id],
    );
    let tokenState = token!.token_state;
    if (tokenState === 'reserved' && outcome.status === 'exception' && document.token_user_id) {
      await refundToken(tx, document.token_user_id, document.token_from_quota, label, now);
      tokenState = 'refunded';
      refunded = true;
    } else if (tokenState === 'reserved' && outcome.status !== 'exception') {
      tokenState = 'spent';
    }
    await tx.query(
      `UPDATE documents SET status = $2, cdr = $3, cdr_code = $4, cdr_description = $5, cdr_notes = $6,
         token_state = $7, answer_lost = false, next_attempt_at = NULL, last_error = NULL, updated_at = $8
       WHERE id = $1`,
      [
        document.id,
        outcome.status,
        outcome.cdr ? Buffer.from(outcome.cdr) : null,
        outcome.code,
        outcome.description,
        JSON.stringify(outcome.notes),
        tokenState,
        now,
      ],
    );
    await recordEvent(
      tx,
      document.id,
      outcome.status,
      outcome.code,
      `${VERDICT_TEXT[outcome.status]}. ${outcome.code} - ${outcome.description}`,
      now,
    );
    return queueDocumentEvent(tx, document.id, `document.${outcome.status}`, now);
  });
  await tellMembers(app, app.db, document.company_id);
  deliverSoon(app, deliveries);
  if (refunded && document.token_user_id) await tellPayer(app, document.token_user_id);
}

/** document_updated to every member's tabs: their lists and open documents go stale. */
export async function tellMembers(app: DocumentsContext, db: Queryable, companyId: string): Promise<void> {
  for (const publicId of await memberPublicIds(db, companyId))
    app.realtime.toUser(publicId, 'document_updated');
}

async function tellPayer(app: DocumentsContext, userId: string): Promise<void> {
  const [row] = await app.db.query<{ public_id: string }>('SELECT public_id FROM users WHERE id = $1', [
    userId,
  ]);
  if (row) app.realtime.toUser(row.public_id, 'billing_updated');
}
