import type { Migration } from './migration.ts';

/**
 * Issue 42: each company's Vehículos and Conductores, which Emitir guía offers as the person
 * types. A guía copies what it takes from here into its own `input`, so editing or deleting an
 * entry never changes an issued guía. Plates and document numbers are kept in capitals without
 * hyphens (the contract's transform), so the unique keys compare them as a person reads them.
 */
export const transportCataloguesMigration: Migration = {
  id: '036_transport_catalogues',
  sql: /* sql */ `
    CREATE TABLE company_vehicles (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      plate text NOT NULL,
      circulation_card text,
      brand text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (company_id, plate)
    );

    CREATE TABLE company_drivers (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      document_type text NOT NULL CHECK (document_type IN ('1', '4', '7')),
      document_number text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      licence text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (company_id, document_type, document_number)
    );
    CREATE INDEX company_drivers_by_name ON company_drivers (company_id, last_name, first_name, id);
  `,
};
