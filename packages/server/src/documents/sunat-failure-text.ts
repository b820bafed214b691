import { documentApiMessages, type DocumentDetail } from '@facturador/contracts';
import type { TransportError, TransportFailureReason } from './transport/sunat-transport.ts';

/** A send without SUNAT's verdict: the words people read, and what only the log keeps. */
export interface SunatFailure {
  text: string;
  /** The address, the fault or the parser's complaint: for the log, never for a screen. */
  detail: string;
}

const TEXTS: Readonly<Record<TransportFailureReason, string>> = {
  unreachable: documentApiMessages.sunatUnreachable,
  'no-answer': documentApiMessages.sunatNoAnswer,
  unreadable: documentApiMessages.sunatNoVerdict,
};

/** A failed call in people's words: what happened, that the document is kept, what comes next. */
export const transportFailureText = (error: TransportError): string => TEXTS[error.reason];

/** SUNAT answered with its own trouble (soap:Server, store:///notfound): no verdict yet. */
export const noVerdictText = documentApiMessages.sunatNoVerdict;

/**
 * The answer's message to an issue: issued, or, when SUNAT has not answered yet, the same plain
 * words the detail shows (the document is kept and numbered; it goes again by itself).
 */
export const issuedMessage = (document: Pick<DocumentDetail, 'lastError'>): string =>
  document.lastError ?? documentApiMessages.issued;
