/**
 * How the server talks to SUNAT or an OSE (issue 26): one interface, whatever the channel. The
 * sender does not know the document kind and the CDR reader does not know the sender
 * (greenter's shape). SEE-SUNAT and every OSE we know keep SUNAT's WSDL, so one SOAP
 * implementation serves both; a REST provider would be another implementation of this.
 */

/** What came back: a CDR (zip), a ticket, a ticket's status, or a SOAP fault. */
export type SunatAnswer =
  | { kind: 'cdr'; zip: Uint8Array }
  | { kind: 'ticket'; ticket: string }
  | { kind: 'status'; statusCode: string; zip: Uint8Array | null }
  | { kind: 'fault'; code: number; faultCode: string; message: string };

/**
 * The call did not get an answer. `mayHaveArrived` is false only when the request certainly
 * never left (the connection was refused): otherwise SUNAT may have registered the document,
 * and the next attempt must ask for its CDR before sending it again.
 */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly mayHaveArrived: boolean,
  ) {
    super(message);
    this.name = 'TransportError';
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

export interface SunatTransport {
  sendBill(fileName: string, zip: Uint8Array): Promise<SunatAnswer>;
  sendSummary(fileName: string, zip: Uint8Array): Promise<SunatAnswer>;
  getStatus(ticket: string): Promise<SunatAnswer>;
  getStatusCdr(query: StatusCdrQuery): Promise<SunatAnswer>;
}
