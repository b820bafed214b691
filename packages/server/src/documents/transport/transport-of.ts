import type { DocumentsContext } from '../documents-context.ts';
import type { DocumentEnvironment } from '@facturador/contracts';
import { secretContext } from '../../routes/companies/credentials.ts';
import { sendingProfileOf, type SendingProfile } from '../sending-profile.ts';
import { soapTransport } from './soap-transport.ts';
import type { Exchange, SunatTransport } from './sunat-transport.ts';

/**
 * The one place that picks the channel a document or summary travels by: where (the company's
 * provider, or the SUNAT double), with which credentials, and how (SOAP today for every
 * provider; a REST channel, for guías, joins here and answers einvoice's `SunatAnswer` too).
 */

/** SUNAT's beta accepts any RUC with this user and password (greenter's SunatEndpoints). */
const BETA_SOL_USER = 'MODDATOS';
const BETA_SOL_PASSWORD = 'moddatos';

/** SUNAT's own path of its beta billService, which the double is addressed with (its `url`). */
const BETA_PATH = '/ol-ti-itcpfegem-beta/';
const PRODUCTION_PATH = '/ol-ti-itcpfegem/';

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
): { endpoint: string | null; statusEndpoint: string | null } {
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
): Promise<SunatTransport> {
  row ??= await sendingProfileOf(app.db, companyId);
  const ownSol = row.sol_user && row.sol_password_sealed;
  const solUser = ownSol ? row.sol_user! : BETA_SOL_USER;
  const password = ownSol
    ? app.secrets.open(row.sol_password_sealed!, secretContext(companyId, 'sol_password')).toString('utf8')
    : BETA_SOL_PASSWORD;
  const { endpoint, statusEndpoint } = channelEndpoints(app.env.SUNAT_SIMULATOR_URL, row, environment);
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
