import type { CatalogueCustomer, CatalogueCustomerInput } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { containsPattern } from '../db/like-pattern.ts';
import { deleteFromCatalogue, iso, listCatalogue, type CatalogueTable } from './catalogue-table.ts';

interface CustomerRow {
  public_id: string;
  document_type: CatalogueCustomer['documentType'];
  document_number: string;
  name: string;
  address: string | null;
  email: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'public_id, document_type, document_number, name, address, email, created_at, updated_at';

const TABLE: CatalogueTable = { name: 'company_customers', columns: COLUMNS, orderBy: 'name, id' };

function toCustomer(row: CustomerRow): CatalogueCustomer {
  return {
    id: row.public_id,
    documentType: row.document_type,
    documentNumber: row.document_number,
    name: row.name,
    address: row.address,
    email: row.email,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** One page of the company's clients by name; `q` matches the document number or the name. */
export async function listCustomers(
  db: Queryable,
  companyId: string,
  query: { page: number; limit: number; q?: string | undefined },
): Promise<{ items: CatalogueCustomer[]; total: number }> {
  const params: unknown[] = [companyId];
  let filter = 'company_id = $1';
  if (query.q) {
    params.push(containsPattern(query.q));
    filter += ' AND (document_number ILIKE $2 OR name ILIKE $2)';
  }
  const page = await listCatalogue<CustomerRow>(db, TABLE, filter, params, query);
  return { items: page.rows.map(toCustomer), total: page.total };
}

/** A record's own values, in the order its INSERT and UPDATE name its columns. */
const valuesOf = (input: CatalogueCustomerInput) => [
  input.documentType,
  input.documentNumber,
  input.name,
  input.address,
  input.email,
];

export async function insertCustomer(
  db: Queryable,
  companyId: string,
  input: CatalogueCustomerInput,
  now: Date,
): Promise<CatalogueCustomer> {
  const [row] = await db.query<CustomerRow>(
    `INSERT INTO company_customers
       (company_id, document_type, document_number, name, address, email, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     RETURNING ${COLUMNS}`,
    [companyId, ...valuesOf(input), now],
  );
  return toCustomer(row!);
}

/** The changed client, or null when the company has none with that id. */
export async function updateCustomer(
  db: Queryable,
  companyId: string,
  publicId: string,
  input: CatalogueCustomerInput,
  now: Date,
): Promise<CatalogueCustomer | null> {
  const [row] = await db.query<CustomerRow>(
    `UPDATE company_customers
        SET document_type = $3, document_number = $4, name = $5, address = $6, email = $7, updated_at = $8
      WHERE company_id = $1 AND public_id = $2
      RETURNING ${COLUMNS}`,
    [companyId, publicId, ...valuesOf(input), now],
  );
  return row ? toCustomer(row) : null;
}

/** Whether a client was deleted. */
export async function deleteCustomer(db: Queryable, companyId: string, publicId: string): Promise<boolean> {
  return deleteFromCatalogue(db, TABLE, companyId, publicId);
}

/** The import's key of a client: `6-20512333797`. */
export const customerKey = (input: Pick<CatalogueCustomerInput, 'documentType' | 'documentNumber'>) =>
  `${input.documentType}-${input.documentNumber}`;

export async function existingCustomerKeys(db: Queryable, companyId: string): Promise<Set<string>> {
  const rows = await db.query<{ key: string }>(
    `SELECT document_type || '-' || document_number AS key FROM company_customers WHERE company_id = $1`,
    [companyId],
  );
  return new Set(rows.map((row) => row.key));
}

/** Creates or replaces clients by document, in one statement (arrays unnested into rows). */
export async function upsertCustomers(
  db: Queryable,
  companyId: string,
  inputs: readonly CatalogueCustomerInput[],
  now: Date,
): Promise<void> {
  if (inputs.length === 0) return;
  await db.query(
    `INSERT INTO company_customers
       (company_id, document_type, document_number, name, address, email, created_at, updated_at)
     SELECT $1, t.document_type, t.document_number, t.name, t.address, t.email, $7, $7
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
            AS t (document_type, document_number, name, address, email)
     ON CONFLICT (company_id, document_type, document_number) DO UPDATE
        SET name = EXCLUDED.name, address = EXCLUDED.address, email = EXCLUDED.email, updated_at = EXCLUDED.updated_at`,
    [
      companyId,
      inputs.map((input) => input.documentType),
      inputs.map((input) => input.documentNumber),
      inputs.map((input) => input.name),
      inputs.map((input) => input.address ?? null),
      inputs.map((input) => input.email ?? null),
      now,
    ],
  );
}
