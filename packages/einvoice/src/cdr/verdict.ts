import { describeCode } from '../codes/describe-code.ts';
import type { SunatAnswer } from '../soap/sunat-answer.ts';
import { classifyCode, type CodeOutcome } from './classify-code.ts';
import { readCdr, type CdrNote } from './read-cdr.ts';

/**
 * What SUNAT's answer means for what was sent (EINVOICING.md, "Response codes"), decided here
 * only (greenter's CdrResponse::isAccepted):
 * - a verdict, with SUNAT's code and text, its observations and the CDR when there is one;
 * - `pending`: SUNAT took a ticket's work and has not finished it (98);
 * - `retry`: no verdict (a server-side fault such as Server.200, an unknown answer), the same
 *   signed file goes again later.
 * Without a verdict, the description is technical, for the logs.
 */
export type Verdict =
  | {
      status: CodeOutcome;
      /** As SUNAT wrote it: "0" for an accepted document, "2119" for a rejection. */
      code: string;
      description: string;
      notes: CdrNote[];
      cdr: Uint8Array | null;
    }
  | { status: 'pending'; description: string }
  | { status: 'retry'; description: string };

export type SettledVerdict = Extract<Verdict, { code: string }>;

/**
 * The description of a resend answered 1033 after the first answer was lost: SUNAT had the
 * document, and does not hand its CDR over again.
 */
export const RECEIVED_BEFORE_1033 =
  'SUNAT ya lo había recibido: su primera respuesta se perdió y no entrega la constancia otra vez';

/** A fault's code as SUNAT writes it in `Client.NNNN`: four digits. */
const codeText = (code: number) => String(code).padStart(4, '0');

/**
 * «El sistema no puede responder su solicitud» and «No se pudo procesar su solicitud»
 * (CódigosRetorno 0109, 0130–0138, 0200–0204): SUNAT's own outage, whatever the fault's prefix;
 * nothing was decided about the file, so it is no exception to fix but a send to repeat.
 */
const isSunatUnavailable = (code: number) =>
  code === 109 || (code >= 130 && code <= 138) || (code >= 200 && code <= 204);

/** The ticket's state «processed with errors»: whatever its CDR says, not accepted. */
const TICKET_WITH_ERRORS = '99';
/** The ticket's state «in process». */
const TICKET_IN_PROCESS = '98';

/**
 * The verdict of one answer. A CDR is classified by its ResponseCode; a fault `Client.NNNN` by
 * its number; a fault that names no client-side code (soap:Server, store:///notfound) is SUNAT's
 * own trouble. `answerLost`: the send before this one got no answer, so a 1033 («registrado
 * previamente») or a 0402 («ya ha sido enviado») is the receipt that was missing, not an exception.
 */
export function verdictOf(answer: SunatAnswer, context: { answerLost?: boolean } = {}): Verdict {
  const verdict = answerVerdict(answer);
  // 0402 «La numeracion o nombre del documento ya ha sido enviado anteriormente» says the same.
  if (
    context.answerLost &&
    verdict.status === 'exception' &&
    (verdict.code === '1033' || verdict.code === '0402')
  )
    return { ...verdict, status: 'accepted', description: RECEIVED_BEFORE_1033, cdr: null };
  return verdict;
}

function answerVerdict(answer: SunatAnswer): Verdict {
  if (answer.kind === 'cdr' || (answer.kind === 'status' && answer.zip)) {
    const zip = answer.zip!;
    const cdr = readCdr(zip);
    // SUNAT accepts with ResponseCode 0 and lists its observations as Notes: 4000 and up, and
    // since 2026-01-31 OBS-3496 too (an observation with a 3xxx code, sheet v20260212), so any
    // Note of an accepted CDR is an observation, whatever its number.
    const byCode = classifyCode(cdr.code);
    let status: CodeOutcome = byCode === 'accepted' && cdr.notes.length > 0 ? 'observed' : byCode;
    if (answer.kind === 'status' && answer.statusCode === TICKET_WITH_ERRORS && isAccepted(status))
      status = 'rejected';
    return {
      status,
      code: cdr.responseCode,
      description: cdr.description || describeCode(cdr.code),
      notes: cdr.notes,
      cdr: zip,
    };
  }
  if (answer.kind === 'status' && answer.statusCode === TICKET_IN_PROCESS)
    return { status: 'pending', description: 'SUNAT is still processing it (98)' };
  if (answer.kind === 'fault' && isSunatUnavailable(answer.code))
    return { status: 'retry', description: `SUNAT gave no verdict (${answer.faultCode}: ${answer.message})` };
  if (answer.kind === 'fault' && answer.code >= 100 && answer.code < 4000 && /client/i.test(answer.faultCode))
    return {
      status: classifyCode(answer.code),
      code: codeText(answer.code),
      description: answer.message || describeCode(answer.code),
      notes: [],
      cdr: null,
    };
  const detail = answer.kind === 'fault' ? `${answer.faultCode}: ${answer.message}` : `${answer.kind} answer`;
  return { status: 'retry', description: `SUNAT gave no verdict (${detail})` };
}

/** Accepted, with or without observations: what was sent is valid for SUNAT. */
export const isAccepted = (status: Verdict['status']): boolean =>
  status === 'accepted' || status === 'observed';
