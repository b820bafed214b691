import type { Migration } from './migration.ts';

/**
 * Issue 29: each company's Clientes (the buyers it invoices) and Productos y servicios, which
 * Emitir offers as the person types. Documents copy what they take from here into their own
 * `input`, so editing or deleting an entry never changes an issued document.
 *
 * A product's code is unique whatever its capitals (lower(code)): "ab-1" and "AB-1" are one
 * product to a person, and an import matches them so.
 */
export const cataloguesMigration: Migration = {
  id: '020_catalogues',
  sql: /* sql */ `
    CREATE TABLE company_customers (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      document_type text NOT NULL CHECK (document_type IN ('6', '1', '4', '7', '0', '-')),
      document_number text NOT NULL,
      name text NOT NULL,
      address text,
      email text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (company_id, document_type, document_number)
    );
    CREATE INDEX company_customers_by_name ON company_customers (company_id, name, id);

    CREATE TABLE company_products (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      code text NOT NULL,
      description text NOT NULL,
      unit_code text NOT NULL,
      unit_price numeric(22, 10) NOT NULL CHECK (unit_price >= 0),
      price_includes_igv boolean NOT NULL,
      affectation text NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE UNIQUE INDEX company_products_code ON company_products (company_id, lower(code));
  `,
};
