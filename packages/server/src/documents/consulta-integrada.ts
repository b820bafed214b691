import type { DocumentEnvironment } from '@facturador/contracts';
import type { SettledVerdict } from '@facturador/einvoice';
import { secretContext } from '../crypto/secret-context.ts';
import type { DocumentsContext } from './documents-context.ts';
import type { Exchange } from './transport/sunat-transport.ts';

/**
 * SUNAT's Consulta Integrada REST API (issue 43, item 4): the state of any comprobante by RUC,
 * type, series and number, boletas included, where getStatusCdr answers only 01/07/08. A boleta
 * whose answer was lost is asked here before its resend, so the server knows whether SUNAT took
 * it instead of reading a 1033 (or a 0402) after the fact. OAuth2 client_credentials with the
 * company's «Credenciales de API SUNAT» (the guías' client), SUNAT's beta client against the double.
 */

/** The scope SUNAT's token endpoint gives for the consulta (api.sunat.gob.pe). */
export const CONSULTA_SCOPE = 'https://api.sunat.gob.pe/v1/contribuyente/contribuyentes';

/** SUNAT's beta API client (giansalex/lycet#605), which the double knows. */
const BETA_CLIENT = {
  clientId: 'test-85e5b0ae-255c-4891-a595-0b98c65c9854',
  clientSecret: 'test-Hty/M6QshYvPgItX2P0+Kw==',
};

/** estadoCp: 0 NO EXISTE, 1 ACEPTADO, 2 ANULADO, 3 AUTORIZADO, 4 NO AUTORIZADO. */
export type EstadoCp = '0' | '1' | '2' | '3' | '4';

/** The description a boleta found accepted this way is settled with (it has no CDR). */
export const FOUND_BY_CONSULTA =
  'SUNAT ya lo tenía como aceptado (Consulta Integrada): su primera respuesta se perdió y no entrega la constancia otra vez';

interface ConsultaEndpoints {
  securityUrl: string;
  apiUrl: string;
}

/** Where the consulta is: the double's /v1, or SUNAT's production APIs; none for test documents. */
export function consultaEndpoints(
  simulator: string | undefined,
  environment: DocumentEnvironment,
): ConsultaEndpoints | null {
  if (simulator) {
    const base = `${new URL(simulator).origin}/v1`;
    return { securityUrl: base, apiUrl: base };
  }
  // The consulta reads SUNAT's production register only: a beta boleta is not there.
  return environment === 'production'
    ? { securityUrl: 'https://api-seguridad.sunat.gob.pe/v1', apiUrl: 'https://api.sunat.gob.pe/v1' }
    : null;
}

/** One question to SUNAT: a token, then the comprobante's estadoCp. Throws when no answer came. */
export async function askEstadoCp(
  endpoints: ConsultaEndpoints,
  client: { clientId: string; clientSecret: string },
  query: { ruc: string; documentType: string; series: string; number: number; issueDate: string },
  timeoutMs: number,
  /** The consulta itself goes to sunat_exchanges; the token's request, which holds the secret, does not. */
  onExchange?: (exchange: Exchange) => void,
): Promise<EstadoCp> {
  const tokenResponse = await fetch(
    `${endpoints.securityUrl}/clientesextranet/${encodeURIComponent(client.clientId)}/oauth2/token/`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        scope: CONSULTA_SCOPE,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    },
  );
  const token = (await tokenResponse.json()) as { access_token?: string };
  if (!tokenResponse.ok || !token.access_token)
    throw new Error(`consulta token: HTTP ${tokenResponse.status}`);
  const [year, month, day] = query.issueDate.split('-');
  const endpoint = `${endpoints.apiUrl}/contribuyente/contribuyentes/${query.ruc}/validarcomprobante`;
  const request = JSON.stringify({
    numRuc: query.ruc,
    codComp: query.documentType,
    numeroSerie: query.series,
    numero: String(query.number),
    fechaEmision: `${day}/${month}/${year}`,
  });
  const started = performance.now();
  const exchange = (httpStatus: number | null, response: string | null, error: string | null) =>
    onExchange?.({
      operation: 'validarComprobante',
      endpoint,
      httpStatus,
      durationMs: Math.round(performance.now() - started),
      request,
      response,
      error,
    });
  let response: Response;
  let text: string;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
      body: request,
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    exchange(null, null, (error as Error).message);
    throw error;
  }
  exchange(response.status, text, null);
  const answer = JSON.parse(text) as { success?: boolean; data?: { estadoCp?: string } };
  const state = answer.data?.estadoCp;
  if (!response.ok || !answer.success || !state || !/^[0-4]$/.test(state))
    throw new Error(`consulta: HTTP ${response.status}`);
  return state as EstadoCp;
}

/** What a lookup of one company's documents needs: where, and with which API client. */
export interface Consulta {
  endpoints: ConsultaEndpoints;
  client: { clientId: string; clientSecret: string };
}

/**
 * The company's way to the consulta for `environment`: its own API client (the guías' one), or
 * SUNAT's beta client against the double; null where there is none (then callers do as before).
 */
export async function consultaOf(
  app: DocumentsContext,
  companyId: string,
  environment: DocumentEnvironment,
): Promise<Consulta | null> {
  const endpoints = consultaEndpoints(app.env.SUNAT_SIMULATOR_URL, environment);
  if (!endpoints) return null;
  const [row] = await app.db.query<{
    gre_client_id_sealed: string | null;
    gre_client_secret_sealed: string | null;
  }>('SELECT gre_client_id_sealed, gre_client_secret_sealed FROM company_credentials WHERE company_id = $1', [
    companyId,
  ]);
  const open = (sealed: string, secret: 'gre_client_id' | 'gre_client_secret') =>
    app.secrets.open(sealed, secretContext(companyId, secret)).toString('utf8');
  if (row?.gre_client_id_sealed && row.gre_client_secret_sealed)
    return {
      endpoints,
      client: {
        clientId: open(row.gre_client_id_sealed, 'gre_client_id'),
        clientSecret: open(row.gre_client_secret_sealed, 'gre_client_secret'),
      },
    };
  return app.env.SUNAT_SIMULATOR_URL ? { endpoints, client: BETA_CLIENT } : null;
}

/**
 * What SUNAT holds of a boleta whose answer was lost: an accepted verdict (without CDR) when the
 * consulta says SUNAT has it, null when it does not (send it) or when it cannot be asked (then
 * the resend and verdictOf's 1033 rule decide, as before).
 */
export async function recoverBoleta(
  app: DocumentsContext,
  document: {
    id: string;
    company_id: string;
    environment: DocumentEnvironment;
    ruc: string;
    series: string;
    number: number;
  },
  onExchange?: (exchange: Exchange) => void,
): Promise<SettledVerdict | null> {
  const consulta = await consultaOf(app, document.company_id, document.environment);
  if (!consulta) return null;
  const [row] = await app.db.query<{ issue_date: string }>(
    `SELECT to_char(issue_date, 'YYYY-MM-DD') AS issue_date FROM documents WHERE id = $1`,
    [document.id],
  );
  if (!row) return null;
  let state: EstadoCp;
  try {
    state = await askEstadoCp(
      consulta.endpoints,
      consulta.client,
      {
        ruc: document.ruc,
        documentType: '03',
        series: document.series,
        number: document.number,
        issueDate: row.issue_date,
      },
      app.env.SUNAT_TIMEOUT_MS,
      onExchange,
    );
  } catch {
    return null;
  }
  // ANULADO: SUNAT took it and a later baja voided it; it was accepted all the same.
  if (state !== '1' && state !== '2') return null;
  return { status: 'accepted', code: '0', description: FOUND_BY_CONSULTA, notes: [], cdr: null };
}
