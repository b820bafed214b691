/**
 * How the server talks to SUNAT or an OSE (issue 26): one interface, whatever the channel. The
 * sender does not know the document kind and the CDR reader does not know the sender
 * (greenter's shape). SEE-SUNAT and every OSE we know keep SUNAT's WSDL, so one SOAP
 * implementation serves both; a REST provider would be another implementation of this.
 */
import type { SunatAnswer } from '@facturador/einvoice';

/** What came back is einvoice's `SunatAnswer`, whatever the channel: `verdictOf` reads it. */
export type { SunatAnswer } from '@facturador/einvoice';

/**
 * Why a call got no answer to read: the request never left (`unreachable`: the connection was
 * refused, the name did not resolve), no answer came in time (`no-answer`), or what came back
 * was empty or not SUNAT's SOAP (`unreadable`, a proxy's error page).
 */
export type TransportFailureReason = 'unreachable' | 'no-answer' | 'unreadable';

/**
 * The call did not get an answer. Its message is technical (the address, the parser's words) and
 * goes to the logs; people read sunat-failure-text.ts's words for its reason.
 */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly reason: TransportFailureReason,
  ) {
    super(message);
    this.name = 'TransportError';
  }

  /**
   * False only when the request certainly never left: otherwise SUNAT may have registered the
   * document, and the next attempt must ask for its CDR before sending it again.
   */
  get mayHaveArrived(): boolean {
    return this.reason !== 'unreachable';
  }
}

export interface StatusCdrQuery {
  ruc: string;
  documentType: string;
  series: string;
  number: number;
}

/** One SOAP call as it is kept in sunat_exchanges (credentials already removed). */
export interface Exchange {
  operation: string;
  endpoint: string;
  httpStatus: number | null;
  durationMs: number;
  request: string;
  response: string | null;
  error: string | null;
}

/**
 * One channel to SUNAT or an OSE. A second one (REST, for guías) implements what it serves and
 * answers in the same `SunatAnswer`, so the lease, the verdict and the settling stay as they are.
 */
export interface SunatTransport {
  sendBill(fileName: string, zip: Uint8Array): Promise<SunatAnswer>;
  sendSummary(fileName: string, zip: Uint8Array): Promise<SunatAnswer>;
  getStatus(ticket: string): Promise<SunatAnswer>;
  getStatusCdr(query: StatusCdrQuery): Promise<SunatAnswer>;
}
