import { createHash } from 'node:crypto';
import { Agent } from 'undici';
import type { SunatAnswer } from '@facturador/einvoice';
import type { GreTokenCache, IssuedToken } from './gre-token-cache.ts';
import { TransportError, type Exchange } from './sunat-transport.ts';

/**
 * SUNAT's guía API (GRE, RS 123-2022; thegreenter/gre-api openapi.yaml, greenter's GreSender):
 * an OAuth2 token from api-seguridad, the guía's zip in base64 with its SHA-256 to api-cpe for a
 * ticket, and the ticket's state (98 in process, 0 accepted with the CDR, 99 with the error).
 * What comes back is einvoice's `SunatAnswer`, as from the SOAP transport, so `verdictOf` reads
 * it: a ticket, a ticket's state with its CDR, or a fault `Client.NNNN` for SUNAT's code.
 */

/** The guía API's scope (gre-api openapi.yaml). */
export const GRE_SCOPE = 'https://api-cpe.sunat.gob.pe';

export interface GreTransportOptions {
  /** Base of the token endpoint: https://api-seguridad.sunat.gob.pe/v1, or the double's /v1. */
  securityUrl: string;
  /** Base of the send and ticket endpoints: https://api-cpe.sunat.gob.pe/v1, or the double's /v1. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** RUC + SOL user. */
  username: string;
  password: string;
  timeoutMs: number;
  tokens: GreTokenCache;
  /** Which cached token these credentials use (company, environment and the credentials' hash). */
  tokenKey: string;
  onExchange?: (exchange: Exchange) => void;
}

/** SUNAT refused the credentials at the token endpoint: no send is possible until they change. */
export class GreCredentialsError extends Error {
  constructor(
    /** The OAuth2 error (`invalid_client`, `invalid_grant`…) or the HTTP status. */
    readonly error: string,
    readonly description: string,
  ) {
    super(`GRE token refused: ${error} ${description}`);
    this.name = 'GreCredentialsError';
  }
}

export interface GreTransport {
  /** A token now (cached or new): «Probar conexión». */
  token(): Promise<string>;
  /** POST …/contribuyente/gem/comprobantes/{RUC-TT-SERIE-NUM}: a ticket, or SUNAT's refusal as a fault. */
  sendDespatch(fileName: string, zip: Uint8Array): Promise<SunatAnswer>;
  /** GET …/contribuyente/gem/comprobantes/envios/{numTicket}. */
  getStatus(ticket: string): Promise<SunatAnswer>;
}

const agent = new Agent({ keepAliveTimeout: 30_000, connections: 32 });

interface HttpAnswer {
  status: number;
  json: Record<string, unknown> | null;
}

/** Refused connections never left the machine; everything else may have reached SUNAT. */
function certainlyNotSent(error: unknown): boolean {
  const { code = (error as { cause?: { code?: string } }).cause?.code } = error as { code?: string };
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

/** Secrets never reach the exchange log. */
function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets)
    if (secret) {
      out = out.split(secret).join('********');
      const encoded = encodeURIComponent(secret);
      if (encoded !== secret) out = out.split(encoded).join('********');
    }
  return out;
}

const fault = (code: string | number, message: string): SunatAnswer => ({
  kind: 'fault',
  code: Number(code),
  faultCode: Number.isFinite(Number(code)) ? `Client.${code}` : 'Server',
  message,
});

/** SUNAT's trouble (HTTP 5xx, an answer we cannot read): no verdict, tried again later. */
const serverTrouble = (message: string): SunatAnswer => ({
  kind: 'fault',
  code: 0,
  faultCode: 'Server',
  message,
});

/** A 4xx's code: gre-api's CpeErrorValidation (errors[0].cod) or its plain {cod, msg}. */
function refusalOf(json: Record<string, unknown> | null, status: number): SunatAnswer {
  const errors = json?.errors as { cod?: string; msg?: string }[] | undefined;
  const first = errors?.[0];
  const code = first?.cod ?? (json?.cod as string | undefined);
  const message = first?.msg ?? (json?.msg as string | undefined) ?? `HTTP ${status}`;
  if (code && /^\d{1,4}$/.test(code) && Number(code) >= 100) return fault(code.padStart(4, '0'), message);
  return serverTrouble(`HTTP ${status}: ${message}`);
}

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

export function greTransport(options: GreTransportOptions): GreTransport {
  const secrets = [options.clientSecret, options.password];

  async function call(
    operation: string,
    url: string,
    init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
    logged: { request: string; hide?: readonly string[] },
  ): Promise<HttpAnswer> {
    const started = performance.now();
    const hide = [...secrets, ...(logged.hide ?? [])];
    const exchange: Exchange = {
      operation,
      endpoint: redact(url, hide),
      httpStatus: null,
      durationMs: 0,
      request: redact(logged.request, hide),
      response: null,
      error: null,
    };
    try {
      const target = new URL(url);
      const response = await agent.request({
        origin: target.origin,
        path: `${target.pathname}${target.search}`,
        method: init.method,
        headers: init.headers,
        ...(init.body === undefined ? {} : { body: init.body }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await response.body.text();
      exchange.httpStatus = response.statusCode;
      // The token endpoint's answer is the token itself: the log keeps that one was given, not which.
      exchange.response = redact(text.replace(/("access_token"\s*:\s*")[^"]*"/, '$1********"'), hide);
      let json: Record<string, unknown> | null = null;
      try {
        const parsed: unknown = text ? JSON.parse(text) : null;
        json = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
      } catch {
        json = null;
      }
      return { status: response.statusCode, json };
    } catch (error) {
      const failure =
        (error as Error).name === 'TimeoutError'
          ? new TransportError(`No answer from ${exchange.endpoint} in ${options.timeoutMs} ms`, 'no-answer')
          : new TransportError(
              `Could not reach ${exchange.endpoint}: ${(error as Error).message}`,
              certainlyNotSent(error) ? 'unreachable' : 'no-answer',
            );
      exchange.error = failure.message;
      throw failure;
    } finally {
      exchange.durationMs = Math.round(performance.now() - started);
      options.onExchange?.(exchange);
    }
  }

  async function requestToken(): Promise<IssuedToken> {
    const form = new URLSearchParams({
      grant_type: 'password',
      scope: GRE_SCOPE,
      client_id: options.clientId,
      client_secret: options.clientSecret,
      username: options.username,
      password: options.password,
    });
    const url = `${options.securityUrl}/clientessol/${encodeURIComponent(options.clientId)}/oauth2/token/`;
    const answer = await call(
      'greToken',
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      },
      // The client_id is sealed like the secret: the log keeps neither.
      {
        request: `grant_type=password&scope=${GRE_SCOPE}&username=${options.username}`,
        hide: [options.clientId],
      },
    );
    const token = answer.json?.access_token;
    if (answer.status === 200 && typeof token === 'string')
      return { accessToken: token, expiresIn: Number(answer.json?.expires_in ?? 3600) };
    if (answer.status >= 500 || answer.json === null)
      throw new TransportError(`Token endpoint answered HTTP ${answer.status}`, 'unreadable');
    throw new GreCredentialsError(
      String(answer.json.error ?? answer.status),
      String(answer.json.error_description ?? answer.json.msg ?? ''),
    );
  }

  const token = () => options.tokens.get(options.tokenKey, requestToken);

  /** A call with the company's token; on 401 the token is dropped and the call made once more with a new one. */
  async function authorized(
    operation: string,
    url: string,
    init: { method: 'GET' | 'POST'; body?: string },
    request: string,
  ): Promise<HttpAnswer> {
    for (let attempt = 0; ; attempt++) {
      const accessToken = await token();
      const answer = await call(
        operation,
        url,
        {
          ...init,
          headers: {
            authorization: `Bearer ${accessToken}`,
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
        },
        { request, hide: [accessToken] },
      );
      if (answer.status !== 401 || attempt > 0) return answer;
      options.tokens.drop(options.tokenKey, accessToken);
    }
  }

  return {
    token,

    async sendDespatch(fileName, zip) {
      const bytes = Buffer.from(zip);
      const archivo = {
        nomArchivo: `${fileName}.zip`,
        arcGreZip: bytes.toString('base64'),
        hashZip: createHash('sha256').update(bytes).digest('hex'),
      };
      const answer = await authorized(
        'greSend',
        `${options.apiUrl}/contribuyente/gem/comprobantes/${fileName}`,
        { method: 'POST', body: JSON.stringify({ archivo }) },
        // The zip is kept with the guía; the log keeps its name and hash.
        JSON.stringify({ archivo: { nomArchivo: archivo.nomArchivo, hashZip: archivo.hashZip } }),
      );
      const ticket = answer.json?.numTicket;
      if (answer.status === 200 && typeof ticket === 'string') return { kind: 'ticket', ticket };
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 401)
        return refusalOf(answer.json, answer.status);
      return serverTrouble(`HTTP ${answer.status} on send`);
    },

    async getStatus(ticket) {
      const answer = await authorized(
        'greStatus',
        `${options.apiUrl}/contribuyente/gem/comprobantes/envios/${encodeURIComponent(ticket)}`,
        { method: 'GET' },
        ticket,
      );
      const json = answer.json;
      if (answer.status === 200 && json && typeof json.codRespuesta === 'string') {
        const cdr = typeof json.arcCdr === 'string' && json.arcCdr ? fromBase64(json.arcCdr) : null;
        if (json.codRespuesta === '99' && !cdr) {
          const error = (json.error ?? {}) as { numError?: string; desError?: string };
          return error.numError
            ? fault(String(error.numError).padStart(4, '0'), error.desError ?? '')
            : serverTrouble('Ticket 99 without an error');
        }
        return { kind: 'status', statusCode: json.codRespuesta, zip: cdr };
      }
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 401)
        return refusalOf(json, answer.status);
      return serverTrouble(`HTTP ${answer.status} on ticket`);
    },
  };
}
