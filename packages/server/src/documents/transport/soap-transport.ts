import { Agent } from 'undici';
import {
  getStatusCdrEnvelope,
  getStatusEnvelope,
  readSoapAnswer,
  sendBillEnvelope,
  sendSummaryEnvelope,
  type SunatAnswer,
} from '@facturador/einvoice';
import {
  TransportError,
  type Exchange,
  type StatusCdrQuery,
  type SunatTransport,
} from './sunat-transport.ts';

export interface SoapTransportOptions {
  /** billService URL (SUNAT beta/production, an OSE, or the SUNAT double). */
  endpoint: string;
  /** getStatusCdr's URL: SUNAT serves it apart (billConsultService); OSEs on billService. */
  statusEndpoint?: string | null;
  /** RUC + SOL user, as SUNAT's WS-Security expects (greenter's See::setCredentials). */
  username: string;
  password: string;
  timeoutMs: number;
  /** Every call, for the request/answer log (the password is already removed). */
  onExchange?: (exchange: Exchange) => void;
}

/** Keep-alive connections shared by every company: a busy day sends hundreds of documents a second. */
const agent = new Agent({ keepAliveTimeout: 30_000, connections: 64 });

/** The WS-Security password never reaches the log. */
const redact = (envelope: string, password: string) =>
  password ? envelope.split(password).join('********') : envelope;

/** Refused connections never left the machine; everything else may have reached SUNAT. */
function certainlyNotSent(error: unknown): boolean {
  // The connection's error, or one that wraps it as its cause.
  const { code = (error as { cause?: { code?: string } }).cause?.code } = error as { code?: string };
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

/** SUNAT's billService over SOAP 1.1 with WS-Security UsernameToken (PasswordText). */
export function soapTransport(options: SoapTransportOptions): SunatTransport {
  const credentials = { username: options.username, password: options.password };

  async function call(operation: string, endpoint: string, envelope: string): Promise<SunatAnswer> {
    const started = performance.now();
    const exchange: Exchange = {
      operation,
      endpoint,
      httpStatus: null,
      durationMs: 0,
      request: redact(envelope, options.password),
      response: null,
      error: null,
    };
    try {
      // undici's request rather than its fetch: no WHATWG Request, Response and streams around
      // each of the hundreds of calls a second a busy day makes.
      const url = new URL(endpoint);
      const response = await agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `urn:${operation}` },
        body: envelope,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await response.body.text();
      const status = response.statusCode;
      exchange.httpStatus = status;
      exchange.response = text;
      if (!text.trim())
        throw new TransportError(`Empty answer from ${endpoint} (HTTP ${status})`, 'unreadable');
      return readSoap(text, endpoint, status);
    } catch (error) {
      const failure =
        error instanceof TransportError
          ? error
          : (error as Error).name === 'TimeoutError'
            ? new TransportError(`No answer from ${endpoint} in ${options.timeoutMs} ms`, 'no-answer')
            : new TransportError(
                `Could not reach ${endpoint}: ${(error as Error).message}`,
                certainlyNotSent(error) ? 'unreachable' : 'no-answer',
              );
      exchange.error = failure.message;
      throw failure;
    } finally {
      exchange.durationMs = Math.round(performance.now() - started);
      options.onExchange?.(exchange);
    }
  }

  return {
    sendBill: (fileName, zip) =>
      call(
        'sendBill',
        options.endpoint,
        sendBillEnvelope({ ...credentials, fileName: `${fileName}.zip`, zipBase64: base64(zip) }),
      ),
    sendSummary: (fileName, zip) =>
      call(
        'sendSummary',
        options.endpoint,
        sendSummaryEnvelope({ ...credentials, fileName: `${fileName}.zip`, zipBase64: base64(zip) }),
      ),
    getStatus: (ticket) => call('getStatus', options.endpoint, getStatusEnvelope({ ...credentials, ticket })),
    getStatusCdr: (query: StatusCdrQuery) =>
      call(
        'getStatusCdr',
        options.statusEndpoint ?? options.endpoint,
        getStatusCdrEnvelope({ ...credentials, ...query }),
      ),
  };
}

/** What came back, as SOAP; anything else (a proxy's HTML error page) is an unreadable answer. */
function readSoap(text: string, endpoint: string, status: number): SunatAnswer {
  try {
    return readSoapAnswer(text);
  } catch (error) {
    throw new TransportError(
      `Unreadable answer from ${endpoint} (HTTP ${status}): ${(error as Error).message}`,
      'unreadable',
    );
  }
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
