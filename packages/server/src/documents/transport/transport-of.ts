import { createHash } from 'node:crypto';
import type { DocumentsContext } from '../documents-context.ts';
import { despatchApiMessages, type DocumentEnvironment } from '@facturador/contracts';
import { AppError } from '../../http/app-error.ts';
import { secretContext } from '../../crypto/secret-context.ts';
import { sendingProfileOf, type SendingProfile } from '../sending-profile.ts';
import { GreTokenCache } from './gre-token-cache.ts';
import { greTransport, type GreTransport } from './gre-transport.ts';
import { soapTransport } from './soap-transport.ts';
import type { Exchange, SunatTransport } from './sunat-transport.ts';

/**
 * The one place that picks the channel a document or summary travels by: where (the company's
 * provider, or the SUNAT double), with which credentials, and how (SOAP today for every
 * provider; the REST channel of guías, `greTransportOf` below, answers einvoice's `SunatAnswer` too).
 */

/** SUNAT's beta accepts any RUC with this user and password (greenter's SunatEndpoints). */
const BETA_SOL_USER = 'MODDATOS';
const BETA_SOL_PASSWORD = 'moddatos';

/** SUNAT's own path of its beta billService, which the double is addressed with (its `url`). */
const BETA_PATH = '/ol-ti-itcpfegem-beta/';
const PRODUCTION_PATH = '/ol-ti-itcpfegem/';

/** Which of SUNAT's services a file goes to: einvoice's `serviceOf` says it by document kind. */
export type SunatService = 'bill' | 'otherCpe';

/**
 * SUNAT serves retenciones, percepciones and reversiones (20, 40, RR) apart, at its other-CPE
 * service, beside billService (einvoice's SUNAT_ENDPOINTS): a billService address of SUNAT's (or
 * of the double, addressed with SUNAT's paths) becomes that service's; any other provider's (an
 * OSE) serves them where it serves the rest.
 */
export const otherCpeEndpointOf = (billEndpoint: string): string =>
  billEndpoint
    .replace(BETA_PATH, '/ol-ti-itemision-otroscpe-gem-beta/')
    .replace(PRODUCTION_PATH, '/ol-ti-itemision-otroscpe-gem/');

/**
 * Where a company's documents of `environment` go: its provider's test or production service,
 * or the SUNAT double when the server names one. The double plays both SUNATs; production is
 * addressed with SUNAT's production path (beta's without «-beta»), so the exchange log tells
 * which one a call was meant for.
 */
export function channelEndpoints(
  simulator: string | undefined,
  row: Pick<SendingProfile, 'production_url' | 'test_url' | 'status_url'>,
  environment: DocumentEnvironment,
  service: SunatService = 'bill',
): { endpoint: string | null; statusEndpoint: string | null } {
  if (service === 'otherCpe') {
    // No getStatusCdr there: SUNAT's CDR lookup answers for 01, 07 and 08 only.
    const bill = channelEndpoints(simulator, row, environment).endpoint;
    return { endpoint: bill && otherCpeEndpointOf(bill), statusEndpoint: null };
  }
  if (simulator) {
    const endpoint = environment === 'production' ? simulator.replace(BETA_PATH, PRODUCTION_PATH) : simulator;
    return { endpoint, statusEndpoint: endpoint };
  }
  return environment === 'production'
    ? // SUNAT's CDR lookup is production only (EINVOICING.md); OSEs answer it on billService.
      { endpoint: row.production_url, statusEndpoint: row.status_url }
    : { endpoint: row.test_url, statusEndpoint: null };
}

/**
 * The transport to the company's provider, or to the SUNAT double when the server names one,
 * for `environment`: the one the document or summary was issued in (issue 40), never the
 * company's of now, so that a test document still pending when its company switches to
 * production is never sent to production. From `row` when the caller has just read it (the
 * issue that sends at once).
 */
export async function transportOf(
  app: DocumentsContext,
  companyId: string,
  environment: DocumentEnvironment,
  onExchange: (exchange: Exchange) => void,
  row?: SendingProfile,
  service: SunatService = 'bill',
): Promise<SunatTransport> {
  row ??= await sendingProfileOf(app.db, companyId);
  const ownSol = row.sol_user && row.sol_password_sealed;
  const solUser = ownSol ? row.sol_user! : BETA_SOL_USER;
  const password = ownSol
    ? app.secrets.open(row.sol_password_sealed!, secretContext(companyId, 'sol_password')).toString('utf8')
    : BETA_SOL_PASSWORD;
  const { endpoint, statusEndpoint } = channelEndpoints(
    app.env.SUNAT_SIMULATOR_URL,
    row,
    environment,
    service,
  );
  if (!endpoint) throw new Error(`company ${companyId}: its provider has no ${environment} URL`);
  return soapTransport({
    endpoint,
    statusEndpoint,
    username: `${row.ruc}${solUser}`,
    password,
    timeoutMs: app.env.SUNAT_TIMEOUT_MS,
    onExchange,
  });
}

/**
 * SUNAT's beta GRE client as integrators publish it (giansalex/lycet#605): a company in the test
 * environment without its own API credentials sends its guías with it, as with SUNAT's beta SOL
 * user; the double knows it too.
 */
const BETA_GRE_CLIENT = {
  clientId: 'test-85e5b0ae-255c-4891-a595-0b98c65c9854',
  clientSecret: 'test-Hty/M6QshYvPgItX2P0+Kw==',
};

/**
 * Where guías go: SUNAT's api-seguridad (token) and api-cpe (send, tickets) in production.
 * SUNAT has no guía test service; integrators use a provider's (greenter's ApiFactory: Nubefact's
 * gre-test), and so does the test environment. With the SUNAT double both are the double's /v1.
 */
export function greEndpoints(
  simulator: string | undefined,
  environment: DocumentEnvironment,
): { securityUrl: string; apiUrl: string } {
  if (simulator) {
    const base = `${new URL(simulator).origin}/v1`;
    return { securityUrl: base, apiUrl: base };
  }
  return environment === 'production'
    ? { securityUrl: 'https://api-seguridad.sunat.gob.pe/v1', apiUrl: 'https://api-cpe.sunat.gob.pe/v1' }
    : { securityUrl: 'https://gre-test.nubefact.com/v1', apiUrl: 'https://gre-test.nubefact.com/v1' };
}

/** One token cache per running server (the demo seed's context shares the server's secrets). */
const greTokenCaches = new WeakMap<object, GreTokenCache>();
const greTokenCacheOf = (app: DocumentsContext): GreTokenCache => {
  let cache = greTokenCaches.get(app.secrets);
  if (!cache) {
    cache = new GreTokenCache(() => app.clock.now().getTime());
    greTokenCaches.set(app.secrets, cache);
  }
  return cache;
};

/**
 * The guía channel of a company for `environment` (the one the guía was issued in): SUNAT's GRE
 * REST API with the company's API client and SOL user, or, in the test environment without its
 * own, SUNAT's beta ones. Production needs both of the company's own (409 otherwise).
 */
export async function greTransportOf(
  app: DocumentsContext,
  companyId: string,
  environment: DocumentEnvironment,
  onExchange: (exchange: Exchange) => void,
  /** «Probar conexión» asks SUNAT itself: a cached token would prove nothing about SUNAT now. */
  options: { fresh?: boolean } = {},
): Promise<GreTransport> {
  const [row] = await app.db.query<{
    ruc: string;
    sol_user: string | null;
    sol_password_sealed: string | null;
    gre_client_id_sealed: string | null;
    gre_client_secret_sealed: string | null;
  }>(
    `SELECT c.ruc, k.sol_user, k.sol_password_sealed, k.gre_client_id_sealed, k.gre_client_secret_sealed
       FROM companies c LEFT JOIN company_credentials k ON k.company_id = c.id WHERE c.id = $1`,
    [companyId],
  );
  const production = environment === 'production';
  const ownGre = row!.gre_client_id_sealed && row!.gre_client_secret_sealed;
  const ownSol = row!.sol_user && row!.sol_password_sealed;
  if (production && !ownGre) throw new AppError(409, 'CONFLICT', despatchApiMessages.greMissing);
  if (production && !ownSol) throw new AppError(409, 'CONFLICT', despatchApiMessages.solMissing);
  const open = (sealed: string, secret: 'gre_client_id' | 'gre_client_secret' | 'sol_password') =>
    app.secrets.open(sealed, secretContext(companyId, secret)).toString('utf8');
  const client = ownGre
    ? {
        clientId: open(row!.gre_client_id_sealed!, 'gre_client_id'),
        clientSecret: open(row!.gre_client_secret_sealed!, 'gre_client_secret'),
      }
    : BETA_GRE_CLIENT;
  const username = `${row!.ruc}${ownSol ? row!.sol_user! : BETA_SOL_USER}`;
  const password = ownSol ? open(row!.sol_password_sealed!, 'sol_password') : BETA_SOL_PASSWORD;
  const endpoints = greEndpoints(app.env.SUNAT_SIMULATOR_URL, environment);
  // New credentials are another key: their first call asks a token of their own.
  const tokenKey = createHash('sha256')
    .update(
      [
        companyId,
        environment,
        endpoints.securityUrl,
        client.clientId,
        client.clientSecret,
        username,
        password,
      ].join('\n'),
    )
    .digest('base64url');
  return greTransport({
    ...endpoints,
    ...client,
    username,
    password,
    timeoutMs: app.env.SUNAT_TIMEOUT_MS,
    tokens: options.fresh ? new GreTokenCache(() => app.clock.now().getTime()) : greTokenCacheOf(app),
    tokenKey,
    onExchange,
  });
}
