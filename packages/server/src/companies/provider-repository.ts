import type { AdminProvider, Provider, ProviderInput } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';

interface ProviderRow {
  public_id: string;
  name: string;
  type: Provider['type'];
  test_url: string | null;
  production_url: string | null;
  auth_type: Provider['authType'];
}

/** The providers a company may choose as its sending channel: SUNAT first, then OSE, then PSE. */
export async function listActiveProviders(db: Queryable): Promise<Provider[]> {
  const rows = await db.query<ProviderRow>(
    `SELECT public_id, name, type, test_url, production_url, auth_type FROM providers
      WHERE is_active ORDER BY CASE type WHEN 'SUNAT' THEN 0 WHEN 'OSE' THEN 1 ELSE 2 END, name`,
  );
  return rows.map((row) => ({
    id: row.public_id,
    name: row.name,
    type: row.type,
    testUrl: row.test_url,
    productionUrl: row.production_url,
    authType: row.auth_type,
  }));
}

/** A provider as the administrators' page handles it: its internal id and how many companies use it. */
export interface AdminProviderRow {
  id: string;
  public_id: string;
  code: string;
  name: string;
  type: AdminProvider['type'];
  test_url: string | null;
  production_url: string | null;
  status_url: string | null;
  auth_type: AdminProvider['authType'];
  is_active: boolean;
  companies: string | number;
  updated_at: Date;
}

const ADMIN_SELECT = /* sql */ `SELECT p.id, p.public_id, p.code, p.name, p.type, p.test_url, p.production_url, p.status_url,
    p.auth_type, p.is_active, p.updated_at,
    (SELECT count(*) FROM companies c WHERE c.provider_id = p.id) AS companies
  FROM providers p`;

export const toAdminProvider = (row: AdminProviderRow): AdminProvider => ({
  id: row.public_id,
  code: row.code,
  name: row.name,
  type: row.type,
  testUrl: row.test_url,
  productionUrl: row.production_url,
  statusUrl: row.status_url,
  authType: row.auth_type,
  isActive: row.is_active,
  companies: Number(row.companies),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** Every provider, active or not: SUNAT first, then OSE, then PSE. */
export async function listAdminProviders(db: Queryable): Promise<AdminProvider[]> {
  const rows = await db.query<AdminProviderRow>(
    `${ADMIN_SELECT} ORDER BY CASE p.type WHEN 'SUNAT' THEN 0 WHEN 'OSE' THEN 1 ELSE 2 END, p.name`,
  );
  return rows.map(toAdminProvider);
}

/** Null when there is none; `forUpdate` holds its row until the caller's transaction ends. */
export async function findAdminProvider(
  db: Queryable,
  publicId: string,
  forUpdate = false,
): Promise<AdminProviderRow | null> {
  const [row] = await db.query<AdminProviderRow>(
    `${ADMIN_SELECT} WHERE p.public_id = $1${forUpdate ? ' FOR UPDATE OF p' : ''}`,
    [publicId],
  );
  return row ?? null;
}

/** Whether another provider (not `exceptId`) has that name, whatever its case. */
export async function providerNameTaken(
  db: Queryable,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM providers WHERE lower(name) = lower($1) AND ($2::bigint IS NULL OR id <> $2)',
    [name, exceptId],
  );
  return rows.length > 0;
}

/** The new provider's public id. */
export async function insertProvider(
  db: Queryable,
  code: string,
  input: ProviderInput,
  now: Date,
): Promise<string> {
  const [created] = await db.query<{ public_id: string }>(
    `INSERT INTO providers (code, name, type, test_url, production_url, status_url, auth_type, is_active,
                            created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING public_id`,
    [
      code,
      input.name,
      input.type,
      input.testUrl,
      input.productionUrl,
      input.statusUrl,
      input.authType,
      input.isActive,
      now,
    ],
  );
  return created!.public_id;
}

export async function updateProvider(
  db: Queryable,
  id: string,
  input: ProviderInput,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE providers SET name = $2, type = $3, test_url = $4, production_url = $5, status_url = $6,
            auth_type = $7, is_active = $8, updated_at = $9 WHERE id = $1`,
    [
      id,
      input.name,
      input.type,
      input.testUrl,
      input.productionUrl,
      input.statusUrl,
      input.authType,
      input.isActive,
      now,
    ],
  );
}
