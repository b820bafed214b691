import type { CatalogueVehicle, CatalogueVehicleInput } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { containsPattern } from '../db/like-pattern.ts';
import { deleteFromCatalogue, iso, listCatalogue, type CatalogueTable } from './catalogue-table.ts';

interface VehicleRow {
  public_id: string;
  plate: string;
  circulation_card: string | null;
  brand: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'public_id, plate, circulation_card, brand, created_at, updated_at';

const TABLE: CatalogueTable = { name: 'company_vehicles', columns: COLUMNS, orderBy: 'plate' };

function toVehicle(row: VehicleRow): CatalogueVehicle {
  return {
    id: row.public_id,
    plate: row.plate,
    circulationCard: row.circulation_card,
    brand: row.brand,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** One page of the company's vehicles by plate; `q` matches the plate (hyphens aside) or the brand. */
export async function listVehicles(
  db: Queryable,
  companyId: string,
  query: { page: number; limit: number; q?: string | undefined },
): Promise<{ items: CatalogueVehicle[]; total: number }> {
  const params: unknown[] = [companyId];
  let filter = 'company_id = $1';
  if (query.q) {
    // Plates are kept without hyphens: «ABC-1» finds ABC123.
    params.push(containsPattern(query.q.replaceAll('-', '')), containsPattern(query.q));
    filter += ' AND (plate ILIKE $2 OR brand ILIKE $3)';
  }
  const page = await listCatalogue<VehicleRow>(db, TABLE, filter, params, query);
  return { items: page.rows.map(toVehicle), total: page.total };
}

export async function insertVehicle(
  db: Queryable,
  companyId: string,
  input: CatalogueVehicleInput,
  now: Date,
): Promise<CatalogueVehicle> {
  const [row] = await db.query<VehicleRow>(
    `INSERT INTO company_vehicles (company_id, plate, circulation_card, brand, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     RETURNING ${COLUMNS}`,
    [companyId, input.plate, input.circulationCard ?? null, input.brand ?? null, now],
  );
  return toVehicle(row!);
}

/** The changed vehicle, or null when the company has none with that id. */
export async function updateVehicle(
  db: Queryable,
  companyId: string,
  publicId: string,
  input: CatalogueVehicleInput,
  now: Date,
): Promise<CatalogueVehicle | null> {
  const [row] = await db.query<VehicleRow>(
    `UPDATE company_vehicles SET plate = $3, circulation_card = $4, brand = $5, updated_at = $6
      WHERE company_id = $1 AND public_id = $2
      RETURNING ${COLUMNS}`,
    [companyId, publicId, input.plate, input.circulationCard ?? null, input.brand ?? null, now],
  );
  return row ? toVehicle(row) : null;
}

/** Whether a vehicle was deleted. */
export async function deleteVehicle(db: Queryable, companyId: string, publicId: string): Promise<boolean> {
  return deleteFromCatalogue(db, TABLE, companyId, publicId);
}

/** The import's key of a vehicle: its plate as kept (capitals, no hyphen), the unique key. */
export const vehicleKey = (input: Pick<CatalogueVehicleInput, 'plate'>) => input.plate;

export async function existingVehicleKeys(db: Queryable, companyId: string): Promise<Set<string>> {
  const rows = await db.query<{ key: string }>(
    'SELECT plate AS key FROM company_vehicles WHERE company_id = $1',
    [companyId],
  );
  return new Set(rows.map((row) => row.key));
}

/** Creates or replaces vehicles by plate, in one statement (arrays unnested into rows). */
export async function upsertVehicles(
  db: Queryable,
  companyId: string,
  inputs: readonly CatalogueVehicleInput[],
  now: Date,
): Promise<void> {
  if (inputs.length === 0) return;
  await db.query(
    `INSERT INTO company_vehicles (company_id, plate, circulation_card, brand, created_at, updated_at)
     SELECT $1, t.plate, t.circulation_card, t.brand, $5, $5
       FROM unnest($2::text[], $3::text[], $4::text[]) AS t (plate, circulation_card, brand)
     ON CONFLICT (company_id, plate) DO UPDATE
        SET circulation_card = EXCLUDED.circulation_card, brand = EXCLUDED.brand,
            updated_at = EXCLUDED.updated_at`,
    [
      companyId,
      inputs.map((input) => input.plate),
      inputs.map((input) => input.circulationCard ?? null),
      inputs.map((input) => input.brand ?? null),
      now,
    ],
  );
}
