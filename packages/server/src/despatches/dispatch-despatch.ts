import { despatchApiMessages, type DocumentEnvironment } from '@facturador/contracts';
import { isAccepted, verdictOf, type SettledVerdict, type SunatAnswer } from '@facturador/einvoice';
import type { DocumentsContext } from '../documents/documents-context.ts';
import { noVerdictText, transportFailureText } from '../documents/sunat-failure-text.ts';
import { GreCredentialsError } from '../documents/transport/gre-transport.ts';
import { TransportError, type Exchange } from '../documents/transport/sunat-transport.ts';
import { greTransportOf } from '../documents/transport/transport-of.ts';
import { AppError } from '../http/app-error.ts';
import { backOffMs, leaseEnd, nextAttemptAt, SEND_BACK_OFF, TICKET_BACK_OFF } from '../jobs/lease.ts';
import { deliverSoon } from '../documents/deliver-soon.ts';
import { queueDespatchEvent } from './despatch-events.ts';
import { logDespatchExchanges } from './despatch-exchanges.ts';
import { tellDespatchMembers } from './tell-despatch-members.ts';

interface ClaimedDespatch {
  id: string;
  company_id: string;
  status: 'signed' | 'pending';
  file_name: string;
  zip: Buffer;
  ticket: string | null;
  last_error: string | null;
  answer_lost: boolean;
  send_attempts: number;
  environment: DocumentEnvironment;
}

/**
 * Takes the guía for one step (send, or ask its ticket), one at a time: the lease moves
 * next_attempt_at past now, so another instance's job does not take it meanwhile. `first` is the
 * issuing request, which owns the first send; the job takes only guías whose next step is due.
 */
async function claim(app: DocumentsContext, despatchId: string, first: boolean) {
  const now = app.clock.now();
  const [row] = await app.db.query<ClaimedDespatch>(
    `UPDATE despatches SET send_attempts = send_attempts + 1, next_attempt_at = $2, updated_at = $3
      WHERE id = $1 AND status IN ('signed', 'pending')
        AND ${first ? "status = 'signed' AND send_attempts = 0" : 'next_attempt_at <= $3'}
      RETURNING id, company_id, status, file_name, zip, ticket, last_error, answer_lost, send_attempts, environment`,
    [despatchId, leaseEnd(now), now],
  );
  return row ?? null;
}

/**
 * One step of a guía's life through SUNAT's GRE API, by the issuing request or the periodic job
 * (the one that polls summaries' tickets): send the signed zip for a ticket, or ask the ticket.
 * SUNAT answers 98 while it works (asked again, more slowly each time), then 0 with the CDR or 99
 * with the error. A send without an answer is sent again with the same bytes: SUNAT's 1033 then
 * says it had it (accepted), 1032 that it had rejected it; the number is never reused either way.
 * Answers the guía's status afterwards, or null when the step was not this caller's.
 */
export async function dispatchDespatch(
  app: DocumentsContext,
  despatchId: string,
  options: { first?: boolean } = {},
): Promise<string | null> {
  const despatch = await claim(app, despatchId, options.first ?? false);
  if (!despatch) return null;
  const exchanges: Exchange[] = [];
  try {
    const transport = await greTransportOf(app, despatch.company_id, despatch.environment, (exchange) =>
      exchanges.push(exchange),
    );
    if (despatch.status === 'signed') {
      const answer = await transport.sendDespatch(despatch.file_name, despatch.zip);
      if (answer.kind === 'ticket') await onTicket(app, despatch, answer.ticket);
      else await onVerdict(app, despatch, answer);
    } else {
      await onVerdict(app, despatch, await transport.getStatus(despatch.ticket!));
    }
  } catch (error) {
    if (error instanceof TransportError) {
      // A send that may have arrived is resent as it is, and its 1033 read as the lost receipt.
      const lost = despatch.status === 'signed' && error.mayHaveArrived;
      await later(app, despatch, SEND_BACK_OFF, transportFailureText(error), lost);
    } else if (error instanceof GreCredentialsError) {
      await later(
        app,
        despatch,
        SEND_BACK_OFF,
        despatchApiMessages.greTestRefused(error.description || error.error),
      );
    } else if (error instanceof AppError) {
      await later(app, despatch, SEND_BACK_OFF, error.message);
    } else throw error;
  } finally {
    await logDespatchExchanges(app.db, despatch.id, exchanges, app.clock.now());
  }
  const [after] = await app.db.query<{ status: string; ticket: string | null; last_error: string | null }>(
    'SELECT status, ticket, last_error FROM despatches WHERE id = $1',
    [despatchId],
  );
  // Only what a person sees: a ticket SUNAT still processes (98) is asked again in silence.
  if (
    after!.status !== despatch.status ||
    after!.ticket !== despatch.ticket ||
    after!.last_error !== despatch.last_error
  )
    await tellDespatchMembers(app, despatch.company_id);
  return after!.status;
}

/** No verdict this time: the next step after the back-off, with why in people's words. */
async function later(
  app: DocumentsContext,
  despatch: ClaimedDespatch,
  backOff: typeof SEND_BACK_OFF,
  error: string | null,
  answerLost = false,
) {
  const now = app.clock.now();
  await app.db.query(
    `UPDATE despatches SET next_attempt_at = $2, last_error = $3, answer_lost = answer_lost OR $4, updated_at = $5
      WHERE id = $1`,
    [despatch.id, nextAttemptAt(now, backOff, despatch.send_attempts), error, answerLost, now],
  );
}

async function onTicket(app: DocumentsContext, despatch: ClaimedDespatch, ticket: string) {
  const now = app.clock.now();
  // The ticket's polls count from zero: 2 s, 4 s, 8 s… up to a minute.
  await app.db.query(
    `UPDATE despatches SET status = 'pending', ticket = $2, send_attempts = 0, next_attempt_at = $3,
       last_error = NULL, updated_at = $4 WHERE id = $1`,
    [despatch.id, ticket, nextAttemptAt(now, TICKET_BACK_OFF, 0), now],
  );
}

/** 1032 after a lost answer: SUNAT had received this very guía and rejected it. */
const REJECTED_BEFORE_1032 = '1032';

async function onVerdict(app: DocumentsContext, despatch: ClaimedDespatch, answer: SunatAnswer) {
  const verdict = verdictOf(answer, { answerLost: despatch.answer_lost });
  if (verdict.status === 'pending') return later(app, despatch, TICKET_BACK_OFF, null);
  if (!('code' in verdict)) return later(app, despatch, SEND_BACK_OFF, noVerdictText);
  await finish(app, despatch, verdict);
}

async function finish(app: DocumentsContext, despatch: ClaimedDespatch, verdict: SettledVerdict) {
  const now = app.clock.now();
  const status = isAccepted(verdict.status)
    ? verdict.status
    : verdict.status === 'rejected' || (despatch.answer_lost && verdict.code === REJECTED_BEFORE_1032)
      ? 'rejected'
      : 'exception';
  const deliveries = await app.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE despatches SET status = $2, sunat_code = $3, sunat_description = $4, cdr = $5, next_attempt_at = NULL,
         last_error = NULL, answer_lost = false, updated_at = $6 WHERE id = $1`,
      [
        despatch.id,
        status,
        verdict.code,
        verdict.description,
        verdict.cdr ? Buffer.from(verdict.cdr) : null,
        now,
      ],
    );
    if (isAccepted(status)) return queueDespatchEvent(tx, despatch.id, 'despatch.accepted', now);
    if (status === 'rejected') return queueDespatchEvent(tx, despatch.id, 'despatch.rejected', now);
    return [];
  });
  deliverSoon(app, deliveries);
}

/** The periodic job's share: guías whose send or ticket is due, oldest first. */
export async function dispatchDueDespatches(app: DocumentsContext, limit: number): Promise<number> {
  const due = await app.db.query<{ id: string }>(
    `SELECT id FROM despatches WHERE status IN ('signed', 'pending') AND next_attempt_at <= $1
      ORDER BY next_attempt_at LIMIT ${Number(limit)}`,
    [app.clock.now()],
  );
  for (const { id } of due) await dispatchDespatch(app, id);
  return due.length;
}

/** Waits used by tests to tell the steps apart. */
export const DESPATCH_BACK_OFFS = { send: SEND_BACK_OFF, ticket: TICKET_BACK_OFF, backOffMs };
