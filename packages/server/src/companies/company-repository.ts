import {
  certificateWarning,
  type BusinessRole,
  type Company,
  type CompanySummary,
  type CredentialsStatus,
  type PrintedFormat,
} from '@facturador/contracts';
import { ubigeoCatalog } from '../catalogs/ubigeo-catalog.ts';
import type { Queryable } from '../db/database.ts';

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
}

interface CompanyWithLogoRow extends CompanyRow {
  logo: Uint8Array | null;
  logo_mime: string | null;
}

/** Never the sealed columns: what a member may read, and the certificate's public facts. */
const SUMMARY_COLUMNS = /* sql */ `
  c.id, c.public_id, c.ruc, c.business_name, c.trade_name, c.fiscal_address, c.ubigeo, c.environment,
  c.sending_channel, p.public_id AS provider_public_id, c.print_format, c.is_active, r.name AS role,
  c.created_at, c.updated_at, cc.sol_user, cc.sol_password_set_at, cc.certificate_subject,
  cc.certificate_ruc, cc.certificate_not_after, cc.certificate_set_at`;

const FROM_MEMBERSHIP = /* sql */ `
    FROM companies c
    JOIN company_members m ON m.company_id = c.id
    JOIN roles r ON r.id = m.role_id
    LEFT JOIN providers p ON p.id = c.provider_id
    LEFT JOIN company_credentials cc ON cc.company_id = c.id`;

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
            ruc: row.certificate_ruc,
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
    isActive: row.is_active,
    myRole: row.role,
    credentials,
    certificateWarning: credentials.certificate
      ? certificateWarning(credentials.certificate.notAfter, now)
      : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
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
 * Every new company goes through here: stored with `userId` as its OWNER_BUSINESS and its
 * establishment 0000 at the fiscal address. Null when the RUC is taken.
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
  await tx.query(
    `INSERT INTO establishments (company_id, code, name, address, ubigeo, created_at, updated_at)
     VALUES ($1, '0000', $2, $3, $4, $5, $5)`,
    [row.id, FISCAL_ESTABLISHMENT_NAME, company.fiscalAddress, company.ubigeo ?? null, now],
  );
  return row.id;
}
