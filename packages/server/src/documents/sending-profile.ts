import type { DocumentsContext } from './documents-context.ts';
import {
  companySigningMessages,
  documentApiMessages,
  documentEnvironmentOf,
  type DocumentEnvironment,
  type SigningMode,
} from '@facturador/contracts';
import { loadSigningKey, type IgvRegime, type SignerKey, type SigningKey } from '@facturador/einvoice';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { secretContext } from '../crypto/secret-context.ts';
import { platformSigningKey } from '../signing/platform-signing-key.ts';

/** What issuing and sending need of a company, read in one statement. */
export interface SendingProfile {
  ruc: string;
  is_active: boolean;
  business_name: string;
  trade_name: string | null;
  fiscal_address: string;
  ubigeo: string | null;
  environment: 'demo' | 'production';
  /** The rates of its documents come from einvoice's dated table for this regime. */
  igv_regime: IgvRegime;
  sending_channel: string;
  test_url: string | null;
  production_url: string | null;
  status_url: string | null;
  sol_user: string | null;
  sol_password_sealed: string | null;
  certificate_sealed: string | null;
  certificate_password_sealed: string | null;
  certificate_not_after: Date | null;
  certificate_set_at: Date | null;
  /** Who signs (issue 40): Facturador as the company's PSE, or the company's own certificate. */
  signing_mode: SigningMode;
  pse_designation_confirmed_at: Date | null;
  /** In SUNAT's register of service exporters (padrón 05), as declared; null when not declared. */
  service_exporter: boolean | null;
}

/**
 * The company as SUNAT knows it, its provider (its own, or SUNAT for the SUNAT channel) and its
 * credentials. A company in the demo environment sends to the provider's beta service with
 * SUNAT's beta user when it has not saved its own.
 */
export async function sendingProfileOf(db: Queryable, companyId: string): Promise<SendingProfile> {
  const [row] = await db.query<SendingProfile>(
    `SELECT c.ruc, c.is_active, c.business_name, c.trade_name, c.fiscal_address, c.ubigeo,
            c.environment, c.igv_regime, c.sending_channel, p.test_url, p.production_url, p.status_url,
            k.sol_user, k.sol_password_sealed, k.certificate_sealed, k.certificate_password_sealed,
            k.certificate_not_after, k.certificate_set_at, c.signing_mode, c.pse_designation_confirmed_at,
            c.service_exporter
       FROM companies c
       LEFT JOIN providers p ON p.id = COALESCE(c.provider_id, (SELECT id FROM providers WHERE code = 'SUNAT'))
       LEFT JOIN company_credentials k ON k.company_id = c.id
      WHERE c.id = $1`,
    [companyId],
  );
  return row!;
}

/** Opened keys, by company and upload: opening a .pfx costs milliseconds, signing happens per document. */
const keyCache = new Map<string, SigningKey>();
const KEY_CACHE_LIMIT = 500;

/**
 * The key that signs the company's documents, once the company can sign and send. With
 * «Facturador firma por ti» it is the platform's, as the company's PSE (its RUC and name in
 * SignatoryParty); in production the company must have confirmed that it designated Facturador in
 * SUNAT. With «Uso mi propio certificado» it is the company's certificate, opened from its sealed
 * copy (and cached per upload). 409 when the certificate is missing or expired, or when a company
 * in production has no SOL user (the demo environment sends with SUNAT's beta user).
 */
export async function signingKeyOf(
  app: DocumentsContext,
  db: Queryable,
  companyId: string,
  row?: SendingProfile,
  /** What is signed goes there: a baja of a test document stays a test (issue 40). */
  environment?: DocumentEnvironment,
): Promise<SignerKey> {
  row ??= await sendingProfileOf(db, companyId);
  const production = (environment ?? documentEnvironmentOf(row.environment)) === 'production';
  if (row.signing_mode === 'pse') {
    if (production && !row.pse_designation_confirmed_at)
      throw new AppError(409, 'CONFLICT', companySigningMessages.designationMissing);
    if (production && (!row.sol_user || !row.sol_password_sealed))
      throw new AppError(409, 'CONFLICT', documentApiMessages.solMissing);
    return platformSigningKey(app, db, row.ruc);
  }
  return ownSigningKey(app, companyId, row, production);
}

/** The company's own certificate («Uso mi propio certificado»). */
function ownSigningKey(
  app: DocumentsContext,
  companyId: string,
  row: SendingProfile,
  production: boolean,
): SigningKey {
  if (!row.certificate_sealed || !row.certificate_password_sealed || !row.certificate_set_at)
    throw new AppError(409, 'CONFLICT', documentApiMessages.certificateMissing);
  if (row.certificate_not_after && row.certificate_not_after <= app.clock.now())
    throw new AppError(409, 'CONFLICT', documentApiMessages.certificateExpired);
  if (production && (!row.sol_user || !row.sol_password_sealed))
    throw new AppError(409, 'CONFLICT', documentApiMessages.solMissing);
  const cacheKey = `${companyId}:${new Date(row.certificate_set_at).getTime()}`;
  const cached = keyCache.get(cacheKey);
  if (cached) return cached;
  const pfx = app.secrets.open(row.certificate_sealed, secretContext(companyId, 'certificate'));
  const password = app.secrets
    .open(row.certificate_password_sealed, secretContext(companyId, 'certificate_password'))
    .toString('utf8');
  const key = loadSigningKey(pfx, password);
  if (keyCache.size >= KEY_CACHE_LIMIT) keyCache.delete(keyCache.keys().next().value!);
  keyCache.set(cacheKey, key);
  return key;
}
