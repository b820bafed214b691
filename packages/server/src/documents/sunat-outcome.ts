import { classifyCode, describeCode, readCdr } from '@facturador/einvoice';
import type { SunatAnswer } from './transport/sunat-transport.ts';

/** What SUNAT's answer means for the document (EINVOICING.md, "Response codes"). */
export type Outcome =
  | {
      status: 'accepted' | 'observed' | 'rejected' | 'exception';
      code: string;
      description: string;
      notes: { code: string; text: string }[];
      cdr: Uint8Array | null;
    }
  /**
   * No verdict: try again later (a server-side fault such as Server.200, an unknown answer). The
   * description is technical, for the logs; people read sunat-failure-text.ts's words.
   */
  | { status: 'retry'; description: string };

/** A fault's code as SUNAT writes it in `Client.NNNN`: four digits. */
const codeText = (code: number) => String(code).padStart(4, '0');

/**
 * A CDR is read and classified by its ResponseCode; a fault `Client.NNNN` by its number. A
 * fault that names no client-side code (soap:Server, store:///notfound) is SUNAT's own trouble:
 * the same signed document is sent again later.
 */
export function outcomeOf(answer: SunatAnswer): Outcome {
  if (answer.kind === 'cdr' || (answer.kind === 'status' && answer.zip)) {
    const zip = answer.zip!;
    const cdr = readCdr(zip);
    // SUNAT accepts with ResponseCode 0 and lists its observations as Notes: 4000 and up, and
    // since 2026-01-31 OBS-3496 too (an observation with a 3xxx code, sheet v20260212), so any
    // Note of an accepted CDR is an observation, whatever its number.
    const observed = cdr.notes.length > 0;
    const byCode = classifyCode(cdr.code);
    const status = byCode === 'accepted' && observed ? 'observed' : byCode;
    return {
      status,
      // As SUNAT wrote it: "0" for an accepted document, "2119" for a rejection.
      code: cdr.responseCode,
      description: cdr.description || describeCode(cdr.code),
      notes: cdr.notes,
      cdr: zip,
    };
  }
  if (
    answer.kind === 'fault' &&
    answer.code >= 100 &&
    answer.code < 4000 &&
    /client/i.test(answer.faultCode)
  ) {
    const status = classifyCode(answer.code);
    return {
      status,
      code: codeText(answer.code),
      description: answer.message || describeCode(answer.code),
      notes: [],
      cdr: null,
    };
  }
  const detail = answer.kind === 'fault' ? `${answer.faultCode}: ${answer.message}` : `${answer.kind} answer`;
  return { status: 'retry', description: `SUNAT gave no verdict (${detail})` };
}
