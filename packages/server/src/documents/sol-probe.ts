import {
  solTestMessages,
  SUNAT_PRODUCTION_CHANNEL,
  type SendingChannel,
  type SolTestResult,
} from '@facturador/contracts';
import type { DocumentsContext } from './documents-context.ts';
import { sendingProfileOf } from './sending-profile.ts';
import { channelEndpoints, transportOf } from './transport/transport-of.ts';
import { TransportError, type SunatAnswer } from './transport/sunat-transport.ts';
import { AppError } from '../http/app-error.ts';
import { solProbeVerdict } from './sol-probe-outcome.ts';

/**
 * A ticket number SUNAT never hands out (its tickets are long numbers, never zeros): the
 * question registers nothing and can only be answered «El ticket no existe» once the user passed.
 */
export const PROBE_TICKET = '000000000000000';

interface ChannelRow {
  provider_id: string;
  provider_name: string;
  provider_type: SendingChannel;
  sol_password_set_at: Date;
}

/**
 * «Probar conexión» (issue 40 item 3): the company's SOL user and password on the channel its
 * real documents go to, its provider's production service (SUNAT or its OSE; the SUNAT double
 * when the server names one), with billService's getStatus of PROBE_TICKET. The outcome is kept
 * per provider (company_sol_checks) with the credentials it tried, for «Pasar a producción».
 */
export async function probeSolCredentials(app: DocumentsContext, companyId: string): Promise<SolTestResult> {
  const profile = await sendingProfileOf(app.db, companyId);
  if (!profile.sol_user || !profile.sol_password_sealed)
    throw new AppError(409, 'CONFLICT', solTestMessages.notSaved);
  if (!channelEndpoints(app.env.SUNAT_SIMULATOR_URL, profile, 'production').endpoint)
    throw new AppError(409, 'CONFLICT', solTestMessages.noProductionAddress);
  const [channel] = await app.db.query<ChannelRow>(
    `SELECT p.id AS provider_id, p.name AS provider_name, p.type AS provider_type, k.sol_password_set_at
       FROM companies c
       JOIN providers p ON p.id = COALESCE(c.provider_id, (SELECT id FROM providers WHERE code = 'SUNAT'))
       JOIN company_credentials k ON k.company_id = c.id
      WHERE c.id = $1`,
    [companyId],
  );
  const channelName = channel!.provider_type === 'SUNAT' ? SUNAT_PRODUCTION_CHANNEL : channel!.provider_name;

  let endpoint = '';
  const transport = await transportOf(
    app,
    companyId,
    'production',
    (exchange) => (endpoint = exchange.endpoint),
    profile,
  );
  let answer: SunatAnswer | TransportError;
  try {
    answer = await transport.getStatus(PROBE_TICKET);
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    answer = error;
  }
  const verdict = solProbeVerdict(answer);
  app.log.info(
    { companyId, endpoint, outcome: verdict.outcome, code: verdict.code },
    'SOL credentials tried on the production channel',
  );

  const testedAt = app.clock.now();
  // The last success survives a later test of the same credentials, never a change of them.
  const [stored] = await app.db.query<{ ok_at: Date | null }>(
    `INSERT INTO company_sol_checks (company_id, provider_id, endpoint, tested_at, outcome, code, sunat_message,
       sol_user, sol_password_set_at, ok_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $5 = 'ok' THEN $4::timestamptz END)
     ON CONFLICT (company_id, provider_id) DO UPDATE SET endpoint = EXCLUDED.endpoint,
       tested_at = EXCLUDED.tested_at, outcome = EXCLUDED.outcome, code = EXCLUDED.code,
       sunat_message = EXCLUDED.sunat_message, sol_user = EXCLUDED.sol_user,
       sol_password_set_at = EXCLUDED.sol_password_set_at,
       ok_at = CASE WHEN EXCLUDED.outcome = 'ok' THEN EXCLUDED.tested_at
                    WHEN company_sol_checks.sol_user = EXCLUDED.sol_user
                     AND company_sol_checks.sol_password_set_at = EXCLUDED.sol_password_set_at
                    THEN company_sol_checks.ok_at END
     RETURNING ok_at`,
    [
      companyId,
      channel!.provider_id,
      endpoint,
      testedAt,
      verdict.outcome,
      verdict.code,
      verdict.sunatMessage,
      profile.sol_user,
      channel!.sol_password_set_at,
    ],
  );
  return {
    testedAt: testedAt.toISOString(),
    outcome: verdict.outcome,
    code: verdict.code,
    sunatMessage: verdict.sunatMessage,
    okAt: stored!.ok_at ? new Date(stored!.ok_at).toISOString() : null,
    channel: channelName,
    solUser: profile.sol_user,
  };
}
