import {
  certificateWarning,
  productionReadinessOf,
  type ProductionFacts,
  type SolTestOutcome,
  type BusinessRole,
  type CertificateFormat,
  type Company,
  type CompanyEnvironment,
  type CompanySummary,
  type CredentialsStatus,
  type PrintedFormat,
  type SigningMode,
} from '@facturador/contracts';
import { ubigeoCatalog } from '../catalogs/ubigeo-catalog.ts';
import type { Queryable } from '../db/database.ts';
import { DEFAULT_SERIES } from './default-series.ts';

interface CompanyRow {
  id: string;
  public_id: string;
  ruc: string;
  business_name: string;
  trade_name: string | null;
  fiscal_address: string;
  ubigeo: string | null;
  environment: 'demo' | 'production';
  sending_channel: 'SUNAT' | 'OSE' | 'PSE';
  provider_public_id: string | null;
  print_format: PrintedFormat;
  service_exporter: boolean | null;
  signing_mode: SigningMode;
  pse_designation_confirmed_at: Date | string | null;
  is_active: boolean;
  role: BusinessRole;
  created_at: Date | string;
  updated_at: Date | string;
  sol_user: string | null;
  sol_password_set_at: Date | string | null;
  certificate_subject: string | null;
  certificate_ruc: string | null;
  certificate_not_after: Date | string | null;
  certificate_set_at: Date | string | null;
  certificate_holder: string | null;
  certificate_issuer: string | null;
  certificate_format: CertificateFormat | null;
  verified_in_padron: boolean;
  /** What «Pasar a producción» checks (issue 40 item 5), read in the same statement. */
  padron_state: string | null;
  padron_condition: string | null;
  active_series: number;
  production_since: Date | string | null;
  sol_tested_at: Date | string | null;
  sol_outcome: SolTestOutcome | null;
  sol_code: string | null;
  sol_sunat_message: string | null;
  sol_ok_at: Date | string | null;
  sol_tested_user: string | null;
  sol_tested_password_set_at: Date | string | null;
}

interface CompanyWithLogoRow extends CompanyRow {
  logo: Uint8Array | null;
  logo_mime: string | null;
}

/** Never the sealed columns: what a member may read, and the certificate's public facts. */
const SUMMARY_COLUMNS = /* sql */ `
  c.id, c.public_id, c.ruc, c.business_name, c.trade_name, c.fiscal_address, c.ubigeo, c.environment,
  c.sending_channel, p.public_id AS provider_public_id, c.print_format, c.service_exporter, c.is_active,
  r.name AS role,
  c.signing_mode, c.pse_designation_confirmed_at,
  c.created_at, c.updated_at, cc.sol_user, cc.sol_password_set_at, cc.certificate_subject,
  cc.certificate_ruc, cc.certificate_not_after, cc.certificate_set_at, cc.certificate_holder,
  cc.certificate_issuer, cc.certificate_format,
  (rp.ruc IS NOT NULL) AS verified_in_padron,
  rp.estado AS padron_state, rp.condicion AS padron_condition, c.production_since,
  (SELECT count(*) FROM series s JOIN establishments e ON e.id = s.establishment_id
    WHERE s.company_id = c.id AND s.is_active AND e.is_active)::int AS active_series,
  sc.tested_at AS sol_tested_at, sc.outcome AS sol_outcome, sc.code AS sol_code,
  sc.sunat_message AS sol_sunat_message, sc.ok_at AS sol_ok_at, sc.sol_user AS sol_tested_user,
  sc.sol_password_set_at AS sol_tested_password_set_at`;

const FROM_MEMBERSHIP = /* sql */ `
    FROM companies c
    JOIN company_members m ON m.company_id = c.id
    JOIN roles r ON r.id = m.role_id
    LEFT JOIN providers p ON p.id = c.provider_id
    LEFT JOIN company_credentials cc ON cc.company_id = c.id
    LEFT JOIN ruc_padron rp ON rp.ruc = c.ruc
    LEFT JOIN company_sol_checks sc ON sc.company_id = c.id
      AND sc.provider_id = COALESCE(c.provider_id, (SELECT id FROM providers WHERE code = 'SUNAT'))`;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function toCredentials(row: CompanyRow): CredentialsStatus {
  return {
    solUser: row.sol_user,
    solPasswordSetAt: isoOrNull(row.sol_password_set_at),
    certificate:
      row.certificate_subject && row.certificate_not_after && row.certificate_set_at
        ? {
            subject: row.certificate_subject,
            holder: row.certificate_holder,
            issuer: row.certificate_issuer,
            ruc: row.certificate_ruc,
            format: row.certificate_format,
            notAfter: iso(row.certificate_not_after),
            setAt: iso(row.certificate_set_at),
          }
        : null,
  };
}

function toSummary(row: CompanyRow, now: Date): CompanySummary {
  const credentials = toCredentials(row);
  return {
    publicId: row.public_id,
    ruc: row.ruc,
    businessName: row.business_name,
    tradeName: row.trade_name,
    fiscalAddress: row.fiscal_address,
    ubigeo: row.ubigeo ? ubigeoCatalog().find(row.ubigeo) : null,
    environment: row.environment,
    sendingChannel: row.sending_channel,
    providerId: row.provider_public_id,
    printFormat: row.print_format,
    serviceExporter: row.service_exporter,
    isActive: row.is_active,
    myRole: row.role,
    credentials,
    certificateWarning: credentials.certificate
      ? certificateWarning(credentials.certificate.notAfter, now)
      : null,
    signing: {
      mode: row.signing_mode,
      pseDesignationConfirmedAt: isoOrNull(row.pse_designation_confirmed_at),
    },
    verifiedInPadron: row.verified_in_padron,
    production: productionReadinessOf(productionFactsOf(row, credentials), now),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * The facts «Pasar a producción» checks. A SOL test counts only for the credentials it tried:
 * a new user or password (a later `sol_password_set_at`) has to be tried again.
 */
function productionFactsOf(row: CompanyRow, credentials: CredentialsStatus): ProductionFacts {
  const testedNow =
    row.sol_tested_at !== null &&
    row.sol_outcome !== null &&
    row.sol_tested_user === credentials.solUser &&
    isoOrNull(row.sol_tested_password_set_at) === credentials.solPasswordSetAt;
  return {
    padron:
      row.padron_state !== null && row.padron_condition !== null
        ? { state: row.padron_state, condition: row.padron_condition }
        : null,
    signing: {
      mode: row.signing_mode,
      pseDesignationConfirmedAt: isoOrNull(row.pse_designation_confirmed_at),
    },
    certificateNotAfter: credentials.certificate?.notAfter ?? null,
    sol: { user: credentials.solUser, passwordSetAt: credentials.solPasswordSetAt },
    solTest: testedNow
      ? {
          testedAt: iso(row.sol_tested_at!),
          outcome: row.sol_outcome!,
          code: row.sol_code,
          sunatMessage: row.sol_sunat_message,
          okAt: isoOrNull(row.sol_ok_at),
        }
      : null,
    activeSeries: Number(row.active_series),
    since: isoOrNull(row.production_since),
  };
}

export function logoDataUrl(logo: Uint8Array | null, mime: string | null): string | null {
  return logo && mime ? `data:${mime};base64,${Buffer.from(logo).toString('base64')}` : null;
}

/** One company as its member `userId` sees it, logo included; null when not a member. */
export async function findMemberCompany(
  db: Queryable,
  userId: string,
  companyId: string,
  now: Date,
): Promise<Company | null> {
  const [row] = await db.query<CompanyWithLogoRow>(
    `SELECT ${SUMMARY_COLUMNS}, c.logo, c.logo_mime ${FROM_MEMBERSHIP} WHERE m.user_id = $1 AND c.id = $2`,
    [userId, companyId],
  );
  return row ? { ...toSummary(row, now), logoDataUrl: logoDataUrl(row.logo, row.logo_mime) } : null;
}

/** The companies the user is a member of, oldest first, without their logos. */
export async function listMemberCompanies(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<CompanySummary[]> {
  const rows = await db.query<CompanyRow>(
    `SELECT ${SUMMARY_COLUMNS} ${FROM_MEMBERSHIP} WHERE m.user_id = $1 ORDER BY c.id`,
    [userId],
  );
  return rows.map((row) => toSummary(row, now));
}

export interface NewCompany {
  ruc: string;
  businessName: string;
  tradeName?: string | undefined;
  fiscalAddress: string;
  ubigeo?: string | undefined;
}

/** The fiscal establishment's name: code 0000 is the domicilio fiscal (DOMAIN.md). */
export const FISCAL_ESTABLISHMENT_NAME = 'Domicilio fiscal';

/**
 * Every new company goes through here: stored with `userId` as its OWNER_BUSINESS, its
 * establishment 0000 at the fiscal address and the DEFAULT_SERIES on it, all in the caller's
 * transaction. Null when the RUC is taken.
 */
export async function addCompany(
  tx: Queryable,
  userId: string,
  company: NewCompany,
  now: Date,
): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO companies (ruc, business_name, trade_name, fiscal_address, ubigeo, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (ruc) DO NOTHING RETURNING id`,
    [
      company.ruc,
      company.businessName,
      company.tradeName || null,
      company.fiscalAddress,
      company.ubigeo ?? null,
      now,
    ],
  );
  if (!row) return null;
  await tx.query(
    `INSERT INTO company_members (company_id, user_id, role_id, created_at)
     SELECT $1, $2, id, $3 FROM roles WHERE name = 'OWNER_BUSINESS'`,
    [row.id, userId, now],
  );
  const [fiscal] = await tx.query<{ id: string }>(
    `INSERT INTO establishments (company_id, code, name, address, ubigeo, created_at, updated_at)
     VALUES ($1, '0000', $2, $3, $4, $5, $5) RETURNING id`,
    [row.id, FISCAL_ESTABLISHMENT_NAME, company.fiscalAddress, company.ubigeo ?? null, now],
  );
  await tx.query(
    `INSERT INTO series (company_id, establishment_id, document_type, series, next_correlative, created_at, updated_at)
     SELECT $1, $2, d.document_type, d.series, 1, $5, $5
       FROM unnest($3::text[], $4::text[]) AS d (document_type, series)`,
    [
      row.id,
      fiscal!.id,
      DEFAULT_SERIES.map((item) => item.documentType),
      DEFAULT_SERIES.map((item) => item.series),
      now,
    ],
  );
  return row.id;
}

/** The company's legal name, for mails that name it. */
export async function companyBusinessName(db: Queryable, companyId: string): Promise<string> {
  const [row] = await db.query<{ business_name: string }>(
    'SELECT business_name FROM companies WHERE id = $1',
    [companyId],
  );
  return row!.business_name;
}

/** What a change of the company's data starts from, locked until the caller's transaction ends. */
export interface CompanySettingsLocked {
  sendingChannel: 'SUNAT' | 'OSE' | 'PSE';
  /** The provider's public id. */
  provider: string | null;
  environment: CompanyEnvironment;
  publicId: string;
}

export async function lockCompanySettings(tx: Queryable, companyId: string): Promise<CompanySettingsLocked> {
  const [row] = await tx.query<{
    sending_channel: 'SUNAT' | 'OSE' | 'PSE';
    provider: string | null;
    environment: CompanyEnvironment;
    public_id: string;
  }>(
    `SELECT c.sending_channel, p.public_id AS provider, c.environment, c.public_id
       FROM companies c LEFT JOIN providers p ON p.id = c.provider_id WHERE c.id = $1 FOR UPDATE OF c`,
    [companyId],
  );
  return {
    sendingChannel: row!.sending_channel,
    provider: row!.provider,
    environment: row!.environment,
    publicId: row!.public_id,
  };
}

export interface CompanyChange {
  businessName?: string | undefined;
  /** `undefined` keeps it; empty or null clears it. */
  tradeName?: string | null | undefined;
  fiscalAddress?: string | undefined;
  ubigeo?: string | undefined;
  environment?: CompanyEnvironment | undefined;
  sendingChannel: 'SUNAT' | 'OSE' | 'PSE';
  /** Internal id of the provider, already resolved for the channel. */
  providerId: string | null;
  printFormat?: PrintedFormat | undefined;
  /** In SUNAT's register of service exporters (3097), as declared; `undefined` keeps it. */
  serviceExporter?: boolean | undefined;
}

/**
 * Changes the company's data; an absent field keeps its value. Back to demo forgets when it went
 * to production, and the domicilio fiscal (0000) follows the company's fiscal address.
 */
export async function updateCompany(
  tx: Queryable,
  companyId: string,
  change: CompanyChange,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE companies SET
       business_name = COALESCE($2, business_name),
       trade_name = CASE WHEN $3::boolean THEN $4 ELSE trade_name END,
       fiscal_address = COALESCE($5, fiscal_address),
       ubigeo = COALESCE($6, ubigeo),
       environment = COALESCE($7, environment),
       production_since = CASE WHEN $7 = 'demo' THEN NULL ELSE production_since END,
       sending_channel = $8,
       provider_id = $9,
       print_format = COALESCE($11, print_format),
       service_exporter = COALESCE($12, service_exporter),
       updated_at = $10
     WHERE id = $1`,
    [
      companyId,
      change.businessName ?? null,
      change.tradeName !== undefined,
      change.tradeName || null,
      change.fiscalAddress ?? null,
      change.ubigeo ?? null,
      change.environment ?? null,
      change.sendingChannel,
      change.providerId,
      now,
      change.printFormat ?? null,
      change.serviceExporter ?? null,
    ],
  );
  await tx.query(
    `UPDATE establishments e SET address = c.fiscal_address, ubigeo = c.ubigeo, updated_at = $2
       FROM companies c WHERE c.id = e.company_id AND e.company_id = $1 AND e.code = '0000'`,
    [companyId, now],
  );
}

export async function deleteCompany(db: Queryable, companyId: string): Promise<void> {
  await db.query('DELETE FROM companies WHERE id = $1', [companyId]);
}

/** Stores the logo, or removes it when `logo` is null. */
export async function setCompanyLogo(
  db: Queryable,
  companyId: string,
  logo: { bytes: Uint8Array; mime: string } | null,
  now: Date,
): Promise<void> {
  if (logo)
    await db.query(
      'UPDATE companies SET logo = $2, logo_mime = $3, logo_updated_at = $4, updated_at = $4 WHERE id = $1',
      [companyId, logo.bytes, logo.mime, now],
    );
  else
    await db.query(
      'UPDATE companies SET logo = NULL, logo_mime = NULL, logo_updated_at = $2, updated_at = $2 WHERE id = $1',
      [companyId, now],
    );
}

export async function companyRuc(db: Queryable, companyId: string): Promise<string> {
  const [row] = await db.query<{ ruc: string }>('SELECT ruc FROM companies WHERE id = $1', [companyId]);
  return row!.ruc;
}

export async function companyEnvironment(db: Queryable, companyId: string): Promise<CompanyEnvironment> {
  const [row] = await db.query<{ environment: CompanyEnvironment }>(
    'SELECT environment FROM companies WHERE id = $1',
    [companyId],
  );
  return row!.environment;
}

/** Who signs the company's documents, and since when it confirmed designating the PSE. */
export interface CompanySigning {
  ruc: string;
  mode: SigningMode;
  pseDesignationConfirmedAt: Date | null;
}

export async function findCompanySigning(db: Queryable, companyId: string): Promise<CompanySigning> {
  const [row] = await db.query<{
    ruc: string;
    signing_mode: SigningMode;
    pse_designation_confirmed_at: Date | null;
  }>('SELECT ruc, signing_mode, pse_designation_confirmed_at FROM companies WHERE id = $1', [companyId]);
  return {
    ruc: row!.ruc,
    mode: row!.signing_mode,
    pseDesignationConfirmedAt: row!.pse_designation_confirmed_at,
  };
}

/**
 * Sets who signs. A confirmation keeps its first date; false withdraws it; null leaves it as it
 * is.
 */
export async function setCompanySigning(
  db: Queryable,
  companyId: string,
  mode: SigningMode,
  pseDesignationConfirmed: boolean | null,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE companies SET signing_mode = $2, updated_at = $3,
       pse_designation_confirmed_at = CASE WHEN $4::boolean IS NULL THEN pse_designation_confirmed_at
                                           WHEN $4::boolean THEN COALESCE(pse_designation_confirmed_at, $3)
                                           ELSE NULL END
     WHERE id = $1`,
    [companyId, mode, now, pseDesignationConfirmed],
  );
}

/** Holds the company's row (FOR UPDATE, every change waits) until the caller's transaction ends. */
export async function lockCompanyForUpdate(tx: Queryable, companyId: string): Promise<void> {
  await tx.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
}

export async function switchToProduction(tx: Queryable, companyId: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE companies SET environment = 'production', production_since = $2, updated_at = $2 WHERE id = $1`,
    [companyId, now],
  );
}
