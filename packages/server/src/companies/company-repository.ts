import type { Company } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';

interface CompanyRow {
  public_id: string;
  ruc: string;
  business_name: string;
  trade_name: string | null;
  fiscal_address: string;
  is_active: boolean;
  role: string;
  created_at: Date | string;
}

const COMPANY_SELECT = /* sql */ `
  SELECT c.public_id, c.ruc, c.business_name, c.trade_name, c.fiscal_address, c.is_active,
         r.name AS role, c.created_at
    FROM companies c
    JOIN company_members m ON m.company_id = c.id
    JOIN roles r ON r.id = m.role_id`;

function toCompany(row: CompanyRow): Company {
  return {
    publicId: row.public_id,
    ruc: row.ruc,
    businessName: row.business_name,
    tradeName: row.trade_name,
    fiscalAddress: row.fiscal_address,
    isActive: row.is_active,
    role: row.role,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface NewCompany {
  ruc: string;
  businessName: string;
  tradeName?: string | undefined;
  fiscalAddress: string;
}

/** Stores the company with `userId` as its OWNER_BUSINESS member; null when the RUC is taken. */
export async function insertOwnedCompany(
  tx: Queryable,
  userId: string,
  company: NewCompany,
  now: Date,
): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO companies (ruc, business_name, trade_name, fiscal_address, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (ruc) DO NOTHING RETURNING id`,
    [company.ruc, company.businessName, company.tradeName || null, company.fiscalAddress, now],
  );
  if (!row) return null;
  await tx.query(
    `INSERT INTO company_members (company_id, user_id, role_id, created_at)
     SELECT $1, $2, id, $3 FROM roles WHERE name = 'OWNER_BUSINESS'`,
    [row.id, userId, now],
  );
  return row.id;
}

export async function findMemberCompany(
  db: Queryable,
  userId: string,
  companyId: string,
): Promise<Company | null> {
  const [row] = await db.query<CompanyRow>(`${COMPANY_SELECT} WHERE m.user_id = $1 AND c.id = $2`, [
    userId,
    companyId,
  ]);
  return row ? toCompany(row) : null;
}

/** The companies the user is a member of, oldest first. */
export async function listMemberCompanies(db: Queryable, userId: string): Promise<Company[]> {
  const rows = await db.query<CompanyRow>(`${COMPANY_SELECT} WHERE m.user_id = $1 ORDER BY c.id`, [userId]);
  return rows.map(toCompany);
}
