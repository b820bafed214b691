import type { SolTestOutcome } from '@facturador/contracts';
import { TransportError, type SunatAnswer } from './transport/sunat-transport.ts';

/** What «Probar conexión» learned: the outcome, SUNAT's code, and its words for an unknown one. */
export interface SolProbeVerdict {
  outcome: SolTestOutcome;
  code: string | null;
  sunatMessage: string | null;
}

/**
 * SUNAT's return codes (CódigosRetorno) that speak of the user who calls, by what the person
 * has to do. 0126/0127 (the ticket is not theirs, or does not exist) come after the user was
 * accepted: the probe asks for a ticket that cannot exist, so they are its success.
 */
const BY_CODE: Readonly<Record<string, SolTestOutcome>> = {
  '0102': 'credentials',
  '0103': 'credentials',
  '0104': 'credentials',
  '0106': 'credentials',
  '0105': 'userInactive',
  '0111': 'profile',
  '0112': 'notSecondary',
  '0113': 'notEnabled',
  '1078': 'notEnabled',
  '0126': 'ok',
  '0127': 'ok',
};

const padded = (code: number | string) => String(code).padStart(4, '0');

/** 0100, 0109 and 0130–0138, 0200–0299: SUNAT's own trouble, not the user's. */
function isServiceTrouble(code: number): boolean {
  return code === 100 || code === 109 || (code >= 130 && code <= 138) || (code >= 200 && code < 300);
}

/** The verdict of a probe's answer, or of the transport's failure to get one. */
export function solProbeVerdict(answer: SunatAnswer | TransportError): SolProbeVerdict {
  if (answer instanceof TransportError) return { outcome: 'unavailable', code: null, sunatMessage: null };
  switch (answer.kind) {
    case 'fault': {
      if (answer.code < 0) return { outcome: 'unavailable', code: null, sunatMessage: answer.message };
      const code = padded(answer.code);
      const known = BY_CODE[code];
      if (known) return { outcome: known, code: known === 'ok' ? null : code, sunatMessage: null };
      if (isServiceTrouble(answer.code)) return { outcome: 'unavailable', code, sunatMessage: null };
      return { outcome: 'unknown', code, sunatMessage: answer.message };
    }
    case 'status': {
      // SUNAT beta answers an unknown ticket with a status (0127) rather than a fault: the user passed.
      const known = BY_CODE[padded(answer.statusCode)];
      if (known && known !== 'ok')
        return { outcome: known, code: padded(answer.statusCode), sunatMessage: null };
      return { outcome: 'ok', code: null, sunatMessage: null };
    }
    default:
      // A CDR or a ticket for a status question is odd, but only an accepted user gets one.
      return { outcome: 'ok', code: null, sunatMessage: null };
  }
}
