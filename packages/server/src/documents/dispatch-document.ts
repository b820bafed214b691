import type { DocumentsContext } from './documents-context.ts';
import { verdictOf, type Verdict } from '@facturador/einvoice';
import { announce } from './announce.ts';
import { claimDocument, type ClaimedDocument } from './claim-document.ts';
import { logExchanges } from './exchange-log.ts';
import type { SendingProfile } from './sending-profile.ts';
import { settle, settleWithoutVerdict, type Settled } from './settle-document.ts';
import { timed, type StepTimes } from './step-times.ts';
import { noVerdictText, transportFailureText } from './sunat-failure-text.ts';
import { TransportError, type Exchange, type SunatTransport } from './transport/sunat-transport.ts';
import { transportOf } from './transport/transport-of.ts';

/** getStatusCdr answers for facturas and their notes only (EINVOICING.md). */
const hasCdrLookup = (documentType: string) => documentType !== '03';

/**
 * One send attempt of a signed document: claim it (a lease, one attempt at a time), ask SUNAT
 * for its verdict, record it (or the next attempt), then announce it. Answers the document's
 * status afterwards, or null when it was not this caller's to send. `first` is the issuing
 * request's own send; `profile` is the company's as that issue has just read it.
 */
export async function dispatchDocument(
  app: DocumentsContext,
  documentId: string,
  options: { first?: boolean; steps?: StepTimes; profile?: SendingProfile } = {},
): Promise<string | null> {
  const { steps } = options;
  const document = await claimDocument(app, documentId, options.first ?? false);
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
    const verdict = await askVerdict(transport, document, steps);
    settled =
      'code' in verdict
        ? await timed(steps, 'store verdict', () => settle(app, document, verdict))
        : await settleWithoutVerdict(
            app,
            document,
            { text: noVerdictText, detail: verdict.description },
            true,
          );
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    settled = await settleWithoutVerdict(
      app,
      document,
      { text: transportFailureText(error), detail: error.message },
      error.mayHaveArrived,
    );
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
  document: ClaimedDocument,
  steps: StepTimes | undefined,
): Promise<Verdict> {
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
