import type { DocumentsContext } from './documents-context.ts';
import { verdictOf, type SettledVerdict, type Verdict } from '@facturador/einvoice';
import { announce } from './announce.ts';
import { claimDocument, type ClaimedDocument } from './claim-document.ts';
import { recoverBoleta } from './consulta-integrada.ts';
import { logExchanges } from './exchange-log.ts';
import type { SendingProfile } from './sending-profile.ts';
import { settle, settleWithoutVerdict, type Settled } from './settle-document.ts';
import { timed, type StepTimes } from './step-times.ts';
import { noVerdictText, transportFailureText, type SunatFailure } from './sunat-failure-text.ts';
import { TransportError, type Exchange, type SunatTransport } from './transport/sunat-transport.ts';
import { transportOf } from './transport/transport-of.ts';

/** getStatusCdr answers for facturas and their notes only (EINVOICING.md; thegreenter/demo #32). */
const hasCdrLookup = (documentType: string) => ['01', '07', '08'].includes(documentType);

/** What one send attempt needs of a signed document, whichever table keeps it (20/40 too). */
export type SendableDocument = Pick<
  ClaimedDocument,
  'ruc' | 'document_type' | 'series' | 'number' | 'file_name' | 'zip' | 'answer_lost'
>;

/**
 * How one claimed attempt ended: SUNAT's verdict to settle, or none — with the words people read
 * and whether the file may have reached SUNAT (then the next attempt recovers before resending).
 */
export type AttemptOutcome = { verdict: SettledVerdict } | { failure: SunatFailure; mayHaveArrived: boolean };

/**
 * One send of a claimed document and what it came to: the one place that tells a verdict from a
 * send without one, for facturas as for retenciones and percepciones (other-cpe/).
 */
export async function attemptSend(
  transport: SunatTransport,
  document: SendableDocument,
  steps?: StepTimes,
  /** What SUNAT holds of a document getStatusCdr cannot answer for (a boleta), when its answer was lost. */
  recover?: () => Promise<SettledVerdict | null>,
): Promise<AttemptOutcome> {
  try {
    const verdict = await askVerdict(transport, document, steps, recover);
    return 'code' in verdict
      ? { verdict }
      : { failure: { text: noVerdictText, detail: verdict.description }, mayHaveArrived: true };
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    return {
      failure: { text: transportFailureText(error), detail: error.message },
      mayHaveArrived: error.mayHaveArrived,
    };
  }
}

/**
 * One send attempt of a signed document: claim it (a lease, one attempt at a time), ask SUNAT
 * for its verdict, record it (or the next attempt), then announce it. Answers the document's
 * status afterwards, or null when it was not this caller's to send. `first` is the issuing
 * request's own send; `profile` is the company's as that issue has just read it.
 */
export async function dispatchDocument(
  app: DocumentsContext,
  documentId: string,
  options: {
    first?: boolean;
    steps?: StepTimes;
    profile?: SendingProfile;
    /** Already claimed by the issue that stored its signature (claim-document.ts). */
    claimed?: ClaimedDocument | null;
  } = {},
): Promise<string | null> {
  const { steps } = options;
  const document = options.claimed ?? (await claimDocument(app, documentId, options.first ?? false));
  if (!document) return null;
  const exchanges: Exchange[] = [];
  const transport = await transportOf(
    app,
    document.company_id,
    document.environment,
    (exchange) => exchanges.push(exchange),
    options.profile,
  );
  let settled: Settled;
  try {
    const outcome = await attemptSend(
      transport,
      document,
      steps,
      document.document_type === '03'
        ? () => recoverBoleta(app, document, (exchange) => exchanges.push(exchange))
        : undefined,
    );
    settled =
      'verdict' in outcome
        ? await timed(steps, 'store verdict', () => settle(app, document, outcome.verdict))
        : await settleWithoutVerdict(app, document, outcome.failure, outcome.mayHaveArrived);
  } finally {
    await logExchanges(app.db, { documentId: document.id }, exchanges, app.clock.now());
  }
  await announce(app, document.id, settled.announcement);
  return settled.status;
}

/**
 * SUNAT's verdict on the document. When an earlier answer was lost, first ask for the CDR of what
 * SUNAT may already hold (never a resend of something SUNAT has), then send the same signed
 * bytes. Throws TransportError when a call got no answer.
 */
async function askVerdict(
  transport: SunatTransport,
  document: SendableDocument,
  steps: StepTimes | undefined,
  recover: (() => Promise<SettledVerdict | null>) | undefined,
): Promise<Verdict> {
  if (document.answer_lost && recover) {
    // A boleta: the Consulta Integrada says whether SUNAT took it (consulta-integrada.ts).
    const found = await recover();
    if (found) return found;
  }
  if (document.answer_lost && hasCdrLookup(document.document_type)) {
    const found = verdictOf(
      await transport.getStatusCdr({
        ruc: document.ruc,
        documentType: document.document_type,
        series: document.series,
        number: document.number,
      }),
    );
    // Only a CDR tells what SUNAT holds; "not found" (or anything else) means send it.
    if ('cdr' in found && found.cdr) return found;
  }
  const answer = await timed(steps, 'send (HTTP + SUNAT double)', () =>
    transport.sendBill(document.file_name, document.zip),
  );
  return timed(steps, 'read CDR', () => verdictOf(answer, { answerLost: document.answer_lost }));
}
