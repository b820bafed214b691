import type { CatalogueDriver, CatalogueDriverInput } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { containsPattern } from '../db/like-pattern.ts';
import { deleteFromCatalogue, iso, listCatalogue, type CatalogueTable } from './catalogue-table.ts';

interface DriverRow {
  public_id: string;
  document_type: CatalogueDriver['documentType'];
  document_number: string;
  first_name: string;
  last_name: string;
  licence: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS =
  'public_id, document_type, document_number, first_name, last_name, licence, created_at, updated_at';

const TABLE: CatalogueTable = {
  name: 'company_drivers',
  columns: COLUMNS,
  orderBy: 'last_name, first_name, id',
};

function toDriver(row: DriverRow): CatalogueDriver {
  return {
    id: row.public_id,
    documentType: row.document_type,
    documentNumber: row.document_number,
    firstName: row.first_name,
    lastName: row.last_name,
    licence: row.licence,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * One page of the company's drivers by surname; `q` matches the document number, the licence
 * or the names (as «Quispe Juan» or «Juan Quispe»: either order).
 */
export async function listDrivers(
  db: Queryable,
  companyId: string,
  query: { page: number; limit: number; q?: string | undefined },
): Promise<{ items: CatalogueDriver[]; total: number }> {
  const params: unknown[] = [companyId];
  let filter = 'company_id = $1';
  if (query.q) {
    params.push(containsPattern(query.q));
    filter += ` AND (document_number ILIKE $2 OR licence ILIKE $2
      OR (first_name || ' ' || last_name) ILIKE $2 OR (last_name || ' ' || first_name) ILIKE $2)`;
  }
  const page = await listCatalogue<DriverRow>(db, TABLE, filter, params, query);
  return { items: page.rows.map(toDriver), total: page.total };
}

/** A record's own values, in the order its INSERT and UPDATE name its columns. */
const valuesOf = (input: CatalogueDriverInput) => [
  input.documentType,
  input.documentNumber,
  input.firstName,
  input.lastName,
  input.licence,
];

export async function insertDriver(
  db: Queryable,
  companyId: string,
  input: CatalogueDriverInput,
  now: Date,
): Promise<CatalogueDriver> {
  const [row] = await db.query<DriverRow>(
    `INSERT INTO company_drivers
       (company_id, document_type, document_number, first_name, last_name, licence, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     RETURNING ${COLUMNS}`,
    [companyId, ...valuesOf(input), now],
  );
  return toDriver(row!);
}

/** The changed driver, or null when the company has none with that id. */
export async function updateDriver(
  db: Queryable,
  companyId: string,
  publicId: string,
  input: CatalogueDriverInput,
  now: Date,
): Promise<CatalogueDriver | null> {
  const [row] = await db.query<DriverRow>(
    `UPDATE company_drivers
        SET document_type = $3, document_number = $4, first_name = $5, last_name = $6, licence = $7,
            updated_at = $8
      WHERE company_id = $1 AND public_id = $2
      RETURNING ${COLUMNS}`,
    [companyId, publicId, ...valuesOf(input), now],
  );
  return row ? toDriver(row) : null;
}

/** Whether a driver was deleted. */
export async function deleteDriver(db: Queryable, companyId: string, publicId: string): Promise<boolean> {
  return deleteFromCatalogue(db, TABLE, companyId, publicId);
}

/** The import's key of a driver: `1-44556677`. */
export const driverKey = (input: Pick<CatalogueDriverInput, 'documentType' | 'documentNumber'>) =>
  `${input.documentType}-${input.documentNumber}`;

export async function existingDriverKeys(db: Queryable, companyId: string): Promise<Set<string>> {
  const rows = await db.query<{ key: string }>(
    `SELECT document_type || '-' || document_number AS key FROM company_drivers WHERE company_id = $1`,
    [companyId],
  );
  return new Set(rows.map((row) => row.key));
}

/** Creates or replaces drivers by document, in one statement (arrays unnested into rows). */
export async function upsertDrivers(
  db: Queryable,
  companyId: string,
  inputs: readonly CatalogueDriverInput[],
  now: Date,
): Promise<void> {
  if (inputs.length === 0) return;
  await db.query(
    `INSERT INTO company_drivers
       (company_id, document_type, document_number, first_name, last_name, licence, created_at, updated_at)
     SELECT $1, t.document_type, t.document_number, t.first_name, t.last_name, t.licence, $7, $7
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
            AS t (document_type, document_number, first_name, last_name, licence)
     ON CONFLICT (company_id, document_type, document_number) DO UPDATE
        SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, licence = EXCLUDED.licence,
            updated_at = EXCLUDED.updated_at`,
    [
      companyId,
      inputs.map((input) => input.documentType),
      inputs.map((input) => input.documentNumber),
      inputs.map((input) => input.firstName),
      inputs.map((input) => input.lastName),
      inputs.map((input) => input.licence),
      now,
    ],
  );
}
