import type { DocumentsContext } from './documents-context.ts';
import type { Queryable } from '../db/database.ts';
import { limaDate, type DocumentEnvironment } from '@facturador/contracts';
import { isAccepted, serviceOf, summaryLate4443, verdictOf, type SunatAnswer } from '@facturador/einvoice';
import { backOffMs, leaseEnd, nextAttemptAt, SEND_BACK_OFF, TICKET_BACK_OFF } from '../jobs/lease.ts';
import { announce } from './announce.ts';
import { recordEvent } from './document-events.ts';
import { logExchanges } from './exchange-log.ts';
import { settleReversionLines } from './other-cpe/reversion.ts';
import {
  isPresentedBefore,
  isProcessedWithoutCdr,
  sendSummaryAgain,
  VOIDS_FOUND_BY_CONSULTA,
  voidsInEffect,
} from './summary-without-cdr.ts';
import { TIMELINE_TEXTS } from './messages.ts';
import { TransportError, type Exchange } from './transport/sunat-transport.ts';
import { transportOf } from './transport/transport-of.ts';
import { queueDocumentEvent } from './webhook-events.ts';

/**
 * How many times a summary SUNAT answers «ya presentado» is sent again (and the consulta asked)
 * before it is settled as an exception: with SEND_BACK_OFF's waits, about three quarters of an hour.
 */
const PRESENTED_BEFORE_ATTEMPTS = 12;

interface ClaimedSummary {
  id: string;
  company_id: string;
  /** RR: a resumen de reversiones of retenciones and percepciones (other-cpe/reversion.ts). */
  kind: 'RC' | 'RA' | 'RR';
  status: 'signed' | 'pending';
  /** The date of its documents (ReferenceDate), YYYY-MM-DD. */
  reference_date: string;
  file_name: string;
  zip: Buffer;
  ticket: string | null;
  send_attempts: number;
  /** Its documents' environment: the send and the ticket go there (issue 40). */
  environment: DocumentEnvironment;
}

async function claim(app: DocumentsContext, summaryId: string): Promise<ClaimedSummary | null> {
  const now = app.clock.now();
  const [row] = await app.db.query<ClaimedSummary>(
    `UPDATE summaries SET send_attempts = send_attempts + 1, next_attempt_at = $2, updated_at = $3
      WHERE id = $1 AND status IN ('signed', 'pending') AND next_attempt_at <= $3
      RETURNING id, company_id, kind, status, to_char(reference_date, 'YYYY-MM-DD') AS reference_date, file_name, zip,
        ticket, send_attempts, environment`,
    [summaryId, leaseEnd(now), now],
  );
  return row ?? null;
}

/**
 * One step of a summary's life: send it for a ticket, or ask the ticket's status. SUNAT answers
 * 98 while it works, then 0 with a CDR (the void lines take effect) or 99 with the error (the
 * documents go back to what they were, and a credit note is the way to void them).
 */
export async function dispatchSummary(app: DocumentsContext, summaryId: string): Promise<string | null> {
  const summary = await claim(app, summaryId);
  if (!summary) return null;
  const exchanges: Exchange[] = [];
  const transport = await transportOf(
    app,
    summary.company_id,
    summary.environment,
    (exchange) => exchanges.push(exchange),
    undefined,
    // An RR goes to SUNAT's other-CPE service, its ticket asked there too.
    serviceOf(summary.kind),
  );
  try {
    if (summary.status === 'signed') {
      await onSent(app, summary, await transport.sendSummary(summary.file_name, summary.zip));
    } else {
      await onVerdict(app, summary, await transport.getStatus(summary.ticket!));
    }
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    await later(app, summary, backOffMs(SEND_BACK_OFF, summary.send_attempts), error.message);
  } finally {
    await logExchanges(app.db, { summaryId: summary.id }, exchanges, app.clock.now());
  }
  const [after] = await app.db.query<{ status: string }>('SELECT status FROM summaries WHERE id = $1', [
    summaryId,
  ]);
  return after!.status;
}

async function later(app: DocumentsContext, summary: ClaimedSummary, delayMs: number, error: string | null) {
  const now = app.clock.now();
  await app.db.query(
    'UPDATE summaries SET next_attempt_at = $2, last_error = $3, updated_at = $4 WHERE id = $1',
    [summary.id, new Date(now.getTime() + delayMs), error, now],
  );
}

async function onSent(app: DocumentsContext, summary: ClaimedSummary, answer: SunatAnswer) {
  if (answer.kind === 'ticket') {
    const now = app.clock.now();
    await app.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE summaries SET status = 'pending', ticket = $2, send_attempts = 0, next_attempt_at = $3, last_error = NULL,
           updated_at = $4 WHERE id = $1`,
        [summary.id, answer.ticket, nextAttemptAt(now, TICKET_BACK_OFF, 0), now],
      );
      await noteLateArrival(tx, summary, now);
    });
    return;
  }
  // Anything but a ticket is a refusal of the file (a fault) or no verdict at all.
  return onVerdict(app, summary, answer);
}

/**
 * SUNAT observes a resumen diario it receives more than 7 days after its documents' date (4443,
 * einvoice's summary rules): said once, in the history of each document it carries, the day
 * SUNAT takes it; the verdict follows as usual (for a void line past those days, 2957).
 */
async function noteLateArrival(db: Queryable, summary: ClaimedSummary, now: Date) {
  const late = summaryLate4443(
    { kind: summary.kind, referenceDate: summary.reference_date },
    { today: limaDate(now) },
  );
  if (late.length === 0) return;
  const lines = await db.query<{ document_id: string; status: string }>(
    `SELECT l.document_id, d.status FROM summary_lines l JOIN documents d ON d.id = l.document_id
      WHERE l.summary_id = $1`,
    [summary.id],
  );
  for (const line of lines)
    for (const observation of late)
      await recordEvent(db, line.document_id, line.status, observation.code, observation.message, now);
}

/**
 * SUNAT's verdict on a summary, sent or asked for: accepted (with or without observations) voids
 * its lines' documents; a CDR that does not accept it, a rejection; a fault, what the fault says.
 * 98 (in process) is asked again later, more slowly each time.
 */
async function onVerdict(app: DocumentsContext, summary: ClaimedSummary, answer: SunatAnswer) {
  const verdict = verdictOf(answer);
  // «0» without a CDR, or «ya presentado» after a lost answer: the consulta says what took effect.
  const silent = summary.kind !== 'RR' && summary.status === 'pending' && isProcessedWithoutCdr(answer);
  const presentedBefore = summary.kind !== 'RR' && 'code' in verdict && isPresentedBefore(verdict.code);
  if (silent || presentedBefore) {
    const inEffect = await voidsInEffect(app, summary);
    if (inEffect) return finish(app, summary, 'accepted', '0', VOIDS_FOUND_BY_CONSULTA, null);
    if (silent && inEffect === false)
      return sendSummaryAgain(app, summary.id, 'SUNAT answered 0 without a CDR and did not apply it');
    // SUNAT holds the file, and the consulta does not show its bajas yet: the lost ticket may still
    // be in process (SUNAT's «hours»), or the consulta did not answer. Settled now, a baja SUNAT
    // applies later would read as an exception here (1 of 10,000 in the chaos run): asked again,
    // more slowly each time, before it is called one.
    if (presentedBefore && summary.send_attempts < PRESENTED_BEFORE_ATTEMPTS)
      return later(app, summary, backOffMs(SEND_BACK_OFF, summary.send_attempts), verdict.description);
  }
  if (verdict.status === 'pending' && summary.status === 'pending')
    return later(app, summary, backOffMs(TICKET_BACK_OFF, summary.send_attempts), null);
  if (!('code' in verdict))
    return later(app, summary, backOffMs(SEND_BACK_OFF, summary.send_attempts), verdict.description);
  const status = isAccepted(verdict.status)
    ? 'accepted'
    : verdict.status === 'exception' && !verdict.cdr
      ? 'exception'
      : 'rejected';
  await finish(app, summary, status, verdict.code, verdict.description, verdict.cdr);
}

/**
 * The summary's verdict, carried to its documents: accepted voids them; anything else puts them
 * back as they were, with the reason and the way out (a credit note).
 */
async function finish(
  app: DocumentsContext,
  summary: ClaimedSummary,
  status: 'accepted' | 'rejected' | 'exception',
  code: string,
  description: string,
  cdr: Uint8Array | null,
) {
  const now = app.clock.now();
  const { documentIds, deliveries } = await app.db.transaction(async (tx) => {
    const queued: string[] = [];
    const changed: string[] = [];
    await tx.query(
      `UPDATE summaries SET status = $2, cdr_code = $3, cdr_description = $4, cdr = $5, next_attempt_at = NULL,
         last_error = NULL, updated_at = $6 WHERE id = $1`,
      [summary.id, status, code, description, cdr ? Buffer.from(cdr) : null, now],
    );
    const lines = await tx.query<{ document_id: string; line_status: string; previous_status: string }>(
      'SELECT document_id, line_status, previous_status FROM summary_lines WHERE summary_id = $1',
      [summary.id],
    );
    const [named] = await tx.query<{ file_name: string }>('SELECT file_name FROM summaries WHERE id = $1', [
      summary.id,
    ]);
    const identifier = named!.file_name.split('-').slice(1).join('-');
    if (summary.kind === 'RR')
      queued.push(...(await settleReversionLines(tx, summary.id, status === 'accepted', now)));
    for (const line of lines) {
      if (line.line_status !== '3') continue;
      changed.push(line.document_id);
      if (status === 'accepted') {
        await tx.query(`UPDATE documents SET status = 'voided', updated_at = $2 WHERE id = $1`, [
          line.document_id,
          now,
        ]);
        await recordEvent(tx, line.document_id, 'voided', code, TIMELINE_TEXTS.voided(identifier), now);
        queued.push(...(await queueDocumentEvent(tx, line.document_id, 'document.voided', now)));
      } else {
        await tx.query('UPDATE documents SET status = $2, updated_at = $3 WHERE id = $1', [
          line.document_id,
          line.previous_status,
          now,
        ]);
        await recordEvent(
          tx,
          line.document_id,
          line.previous_status,
          code,
          TIMELINE_TEXTS.voidRefused(identifier, code, description),
          now,
        );
        queued.push(...(await queueDocumentEvent(tx, line.document_id, 'document.void_rejected', now)));
      }
    }
    return { documentIds: changed, deliveries: queued };
  });
  await announce(app, documentIds, { kind: 'summary-verdict', companyId: summary.company_id, deliveries });
}
