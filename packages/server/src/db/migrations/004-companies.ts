import type { Migration } from './migration.ts';

/**
 * Companies (DOMAIN.md, "Companies") and their members with a business role (SPEC.md §6).
 * A RUC is registered once on the platform.
 */
export const companiesMigration: Migration = {
  id: '004_companies',
  sql: /* sql */ `
    CREATE TABLE companies (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      ruc text NOT NULL CONSTRAINT companies_ruc_format CHECK (ruc ~ '^(10|15|17|20)[0-9]{9}$'),
      business_name text NOT NULL,
      trade_name text,
      fiscal_address text NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE UNIQUE INDEX companies_ruc_key ON companies (ruc);

    CREATE TABLE company_members (
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      role_id smallint NOT NULL REFERENCES roles (id),
      created_at timestamptz NOT NULL,
      PRIMARY KEY (company_id, user_id)
    );
    CREATE INDEX company_members_user_id_idx ON company_members (user_id);
  `,
};
