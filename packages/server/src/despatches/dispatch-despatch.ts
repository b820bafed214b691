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
import { inParallel } from '../jobs/in-parallel.ts';
import { signNumberedDespatch } from './sign-numbered-despatch.ts';
import { tellDespatchMembers } from './tell-despatch-members.ts';

interface ClaimedDespatch {
  id: string;
  company_id: string;
  status: 'signed' | 'pending';
  file_name: string;
  /** Null only for a guía its issuing request numbered and did not sign (signed at the claim). */
  zip: Buffer | null;
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
 * A guía numbered by a request that died before signing it is signed here first, under the same
 * lease (decision 58).
 */
async function claim(
  app: DocumentsContext,
  despatchId: string,
  first: boolean,
): Promise<ClaimedDespatch | null> {
  const now = app.clock.now();
  const [row] = await app.db.query<ClaimedDespatch>(
    `UPDATE despatches SET send_attempts = send_attempts + 1, next_attempt_at = $2, updated_at = $3
      WHERE id = $1 AND status IN ('signed', 'pending')
        AND ${first ? "status = 'signed' AND send_attempts = 0" : 'next_attempt_at <= $3'}
      RETURNING id, company_id, status, file_name, zip, ticket, last_error, answer_lost, send_attempts, environment`,
    [despatchId, leaseEnd(now), now],
  );
  if (!row || row.zip) return row ?? null;
  try {
    return { ...row, zip: (await signNumberedDespatch(app, despatchId)).zip };
  } catch (error) {
    // Not signed this time (its key gone, a defect): tried again after the lease, and the job's
    // other guías go on meanwhile.
    app.log.error({ err: error, despatchId }, 'numbered guía not signed');
    return null;
  }
}

/**
 * One step of a guía's life through SUNAT's GRE API, by the issuing request or the periodic job
 * (the one that polls summaries' tickets): send the signed zip for a ticket and ask that ticket at
 * once, or ask the ticket again. SUNAT answers 98 while it works (asked again after 2 s, more
 * slowly each time), then 0 with the CDR or 99 with the error. A send without an answer is sent
 * again with the same bytes: SUNAT's 1033 then says it had it (accepted), 1032 that it had
 * rejected it; the number is never reused either way.
 * Answers the guía's status afterwards, or null when the step was not this caller's.
 */
export async function dispatchDespatch(
  app: DocumentsContext,
  despatchId: string,
  options: { first?: boolean } = {},
): Promise<string | null> {
  const claimed = await claim(app, despatchId, options.first ?? false);
  if (!claimed) return null;
  /** The guía as the step under way left it: sent for a ticket, or still to send. */
  let despatch = claimed;
  const exchanges: Exchange[] = [];
  try {
    const transport = await greTransportOf(app, despatch.company_id, despatch.environment, (exchange) =>
      exchanges.push(exchange),
    );
    if (despatch.status === 'signed') {
      const answer = await transport.sendDespatch(despatch.file_name, despatch.zip!);
      if (answer.kind !== 'ticket') await onVerdict(app, despatch, answer);
      else {
        despatch = await onTicket(app, despatch, answer.ticket);
        // Asked at once, under the same lease: a quick SUNAT has the verdict already; its 98
        // waits the ticket's back-off, as a later ask does.
        await onVerdict(app, despatch, await transport.getStatus(answer.ticket));
      }
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
    after!.status !== claimed.status ||
    after!.ticket !== claimed.ticket ||
    after!.last_error !== claimed.last_error
  )
    await tellDespatchMembers(app, claimed.company_id);
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

/**
 * The ticket is kept before it is asked: a request that dies meanwhile leaves it to the job after
 * the lease, never a second send. The ask that follows at once is the ticket's first poll, so a
 * 98 waits 2 s, then 4 s, 8 s… up to a minute.
 */
async function onTicket(
  app: DocumentsContext,
  despatch: ClaimedDespatch,
  ticket: string,
): Promise<ClaimedDespatch> {
  const now = app.clock.now();
  await app.db.query(
    `UPDATE despatches SET status = 'pending', ticket = $2, send_attempts = 1, next_attempt_at = $3,
       last_error = NULL, updated_at = $4 WHERE id = $1`,
    [despatch.id, ticket, leaseEnd(now), now],
  );
  return { ...despatch, status: 'pending', ticket, send_attempts: 1, last_error: null };
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

/**
 * How many guías the job takes at once. A step is mostly waiting on SUNAT (a send, a ticket's
 * ask), so they overlap; each is still claimed with its lease, so two instances never ask one
 * ticket at once, and a 98 still waits its back-off.
 */
export const DESPATCH_JOB_CONCURRENCY = 8;

/** The periodic job's share: guías whose send or ticket is due, oldest first, several at once. */
export async function dispatchDueDespatches(app: DocumentsContext, limit: number): Promise<number> {
  const due = await app.db.query<{ id: string }>(
    `SELECT id FROM despatches WHERE status IN ('signed', 'pending') AND next_attempt_at <= $1
      ORDER BY next_attempt_at LIMIT ${Number(limit)}`,
    [app.clock.now()],
  );
  await inParallel(due, DESPATCH_JOB_CONCURRENCY, ({ id }) => dispatchDespatch(app, id));
  return due.length;
}

/** Waits used by tests to tell the steps apart. */
export const DESPATCH_BACK_OFFS = { send: SEND_BACK_OFF, ticket: TICKET_BACK_OFF, backOffMs };
