import type { CatalogueProduct, CatalogueProductInput } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { containsPattern } from '../db/like-pattern.ts';
import { deleteFromCatalogue, iso, listCatalogue, type CatalogueTable } from './catalogue-table.ts';

interface ProductRow {
  public_id: string;
  code: string;
  description: string;
  unit_code: string;
  unit_price: string;
  price_includes_igv: boolean;
  affectation: CatalogueProduct['affectation'];
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

// The price as it was meant: at least two decimals (118.00), more only when it has them (0.8475).
const COLUMNS = `public_id, code, description, unit_code,
  round(unit_price, greatest(2, scale(trim_scale(unit_price))))::text AS unit_price,
  price_includes_igv, affectation, is_active, created_at, updated_at`;

const TABLE: CatalogueTable = { name: 'company_products', columns: COLUMNS, orderBy: 'lower(code), id' };

function toProduct(row: ProductRow): CatalogueProduct {
  return {
    id: row.public_id,
    code: row.code,
    description: row.description,
    unitCode: row.unit_code,
    unitPrice: row.unit_price,
    priceIncludesIgv: row.price_includes_igv,
    affectation: row.affectation,
    isActive: row.is_active,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** One page of the company's products by code; `q` matches the code or the description. */
export async function listProducts(
  db: Queryable,
  companyId: string,
  query: { page: number; limit: number; q?: string | undefined; active?: 'true' | 'false' | undefined },
): Promise<{ items: CatalogueProduct[]; total: number }> {
  const params: unknown[] = [companyId];
  const where = ['company_id = $1'];
  if (query.q) {
    params.push(containsPattern(query.q));
    where.push(`(code ILIKE $${params.length} OR description ILIKE $${params.length})`);
  }
  if (query.active) {
    params.push(query.active === 'true');
    where.push(`is_active = $${params.length}`);
  }
  const filter = where.join(' AND ');
  const page = await listCatalogue<ProductRow>(db, TABLE, filter, params, query);
  return { items: page.rows.map(toProduct), total: page.total };
}

const valuesOf = (input: CatalogueProductInput) => [
  input.code,
  input.description,
  input.unitCode,
  input.unitPrice,
  input.priceIncludesIgv,
  input.affectation,
  input.isActive,
];

export async function insertProduct(
  db: Queryable,
  companyId: string,
  input: CatalogueProductInput,
  now: Date,
): Promise<CatalogueProduct> {
  const [row] = await db.query<ProductRow>(
    `INSERT INTO company_products
       (company_id, code, description, unit_code, unit_price, price_includes_igv, affectation, is_active,
        created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     RETURNING ${COLUMNS}`,
    [companyId, ...valuesOf(input), now],
  );
  return toProduct(row!);
}

/** The changed product, or null when the company has none with that id. */
export async function updateProduct(
  db: Queryable,
  companyId: string,
  publicId: string,
  input: CatalogueProductInput,
  now: Date,
): Promise<CatalogueProduct | null> {
  const [row] = await db.query<ProductRow>(
    `UPDATE company_products
        SET code = $3, description = $4, unit_code = $5, unit_price = $6, price_includes_igv = $7,
            affectation = $8, is_active = $9, updated_at = $10
      WHERE company_id = $1 AND public_id = $2
      RETURNING ${COLUMNS}`,
    [companyId, publicId, ...valuesOf(input), now],
  );
  return row ? toProduct(row) : null;
}

export async function deleteProduct(db: Queryable, companyId: string, publicId: string): Promise<boolean> {
  return deleteFromCatalogue(db, TABLE, companyId, publicId);
}

/** The import's key of a product: its code without capitals, as the unique index compares it. */
export const productKey = (input: Pick<CatalogueProductInput, 'code'>) => input.code.toLowerCase();

export async function existingProductKeys(db: Queryable, companyId: string): Promise<Set<string>> {
  const rows = await db.query<{ key: string }>(
    'SELECT lower(code) AS key FROM company_products WHERE company_id = $1',
    [companyId],
  );
  return new Set(rows.map((row) => row.key));
}

/** Creates or replaces products by code, in one statement (arrays unnested into rows). */
export async function upsertProducts(
  db: Queryable,
  companyId: string,
  inputs: readonly CatalogueProductInput[],
  now: Date,
): Promise<void> {
  if (inputs.length === 0) return;
  const column = <T>(pick: (input: CatalogueProductInput) => T) => inputs.map(pick);
  await db.query(
    `INSERT INTO company_products
       (company_id, code, description, unit_code, unit_price, price_includes_igv, affectation, is_active,
        created_at, updated_at)
     SELECT $1, t.code, t.description, t.unit_code, t.unit_price, t.price_includes_igv, t.affectation,
            t.is_active, $9, $9
       FROM unnest($2::text[], $3::text[], $4::text[], $5::numeric[], $6::boolean[], $7::text[], $8::boolean[])
            AS t (code, description, unit_code, unit_price, price_includes_igv, affectation, is_active)
     ON CONFLICT (company_id, lower(code)) DO UPDATE
        SET code = EXCLUDED.code, description = EXCLUDED.description, unit_code = EXCLUDED.unit_code,
            unit_price = EXCLUDED.unit_price, price_includes_igv = EXCLUDED.price_includes_igv,
            affectation = EXCLUDED.affectation, is_active = EXCLUDED.is_active, updated_at = EXCLUDED.updated_at`,
    [
      companyId,
      column((input) => input.code),
      column((input) => input.description),
      column((input) => input.unitCode),
      column((input) => input.unitPrice),
      column((input) => input.priceIncludesIgv),
      column((input) => input.affectation),
      column((input) => input.isActive),
      now,
    ],
  );
}
