import type { Migration } from './migration.ts';

/**
 * Mis Empresas (issue 15, DOMAIN.md "Companies" and "Providers"): the rest of a company's data,
 * its establishments and series, invitations of e-mails without an account, the sealed sending
 * credentials, and the providers a company can send through.
 *
 * The ubigeo catalogue is not a table: it ships as a file read at start (see
 * src/catalogs/ubigeo-catalog.ts), so the columns keep the 6-digit code and the server checks it.
 * Secrets are sealed by the application (AES-256-GCM, app.secrets): the columns named `*_sealed`
 * never hold them in clear. What the page shows of the certificate (subject, RUC, expiry) is kept
 * in clear beside it.
 */
export const companyDetailsMigration: Migration = {
  id: '007_company_details',
  sql: /* sql */ `
    CREATE TABLE providers (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      code text NOT NULL UNIQUE,
      name text NOT NULL,
      type text NOT NULL CHECK (type IN ('SUNAT', 'OSE', 'PSE')),
      test_url text,
      production_url text,
      status_url text,
      auth_type text NOT NULL CHECK (auth_type IN ('WS_SECURITY', 'OAUTH', 'API_TOKEN')),
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    -- SUNAT's public SOAP services; the others' endpoints are filled in by the administrators
    -- (their own issue) from each provider's contract.
    INSERT INTO providers (code, name, type, test_url, production_url, status_url, auth_type) VALUES
      ('SUNAT', 'SUNAT', 'SUNAT',
        'https://e-beta.sunat.gob.pe/ol-ti-itcpfegem-beta/billService',
        'https://e-factura.sunat.gob.pe/ol-ti-itcpfegem/billService',
        'https://e-factura.sunat.gob.pe/ol-it-wsconscpegem/billConsultService',
        'WS_SECURITY'),
      ('NUBEFACT', 'Nubefact', 'OSE',
        'https://demo-ose.nubefact.com/ol-ti-itcpe/billService',
        'https://ose.nubefact.com/ol-ti-itcpe/billService',
        NULL, 'WS_SECURITY'),
      ('EFACT', 'Efact', 'OSE', NULL, NULL, NULL, 'WS_SECURITY'),
      ('BIZLINKS', 'Bizlinks', 'PSE', NULL, NULL, NULL, 'API_TOKEN');

    ALTER TABLE companies
      ADD COLUMN ubigeo text CONSTRAINT companies_ubigeo_format CHECK (ubigeo ~ '^[0-9]{6}$'),
      ADD COLUMN environment text NOT NULL DEFAULT 'demo' CHECK (environment IN ('demo', 'production')),
      ADD COLUMN sending_channel text NOT NULL DEFAULT 'SUNAT' CHECK (sending_channel IN ('SUNAT', 'OSE', 'PSE')),
      ADD COLUMN provider_id bigint REFERENCES providers (id),
      ADD COLUMN logo bytea,
      ADD COLUMN logo_mime text CHECK (logo_mime IN ('image/png', 'image/jpeg')),
      ADD COLUMN logo_updated_at timestamptz;

    CREATE TABLE establishments (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      code text NOT NULL CHECK (code ~ '^[0-9]{4}$'),
      name text NOT NULL,
      address text NOT NULL,
      ubigeo text CHECK (ubigeo ~ '^[0-9]{6}$'),
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (company_id, code),
      -- The domicilio fiscal is never deactivated.
      CONSTRAINT establishments_fiscal_active CHECK (code <> '0000' OR is_active)
    );

    -- Every company already onboarded gets its domicilio fiscal.
    INSERT INTO establishments (company_id, code, name, address, ubigeo, created_at, updated_at)
      SELECT id, '0000', 'Domicilio fiscal', fiscal_address, ubigeo, created_at, created_at FROM companies;

    CREATE TABLE series (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      establishment_id bigint NOT NULL REFERENCES establishments (id) ON DELETE CASCADE,
      document_type text NOT NULL CHECK (document_type IN ('01', '03', '07', '08', '09', '31', '20', '40', '04')),
      series text NOT NULL CHECK (series ~ '^[A-Z][A-Z0-9]{3}$'),
      next_correlative integer NOT NULL CHECK (next_correlative BETWEEN 1 AND 99999999),
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (company_id, document_type, series)
    );
    CREATE INDEX series_establishment_id_idx ON series (establishment_id);

    CREATE TABLE company_invitations (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      email text NOT NULL,
      role_id smallint NOT NULL REFERENCES roles (id),
      invited_by bigint REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL,
      accepted_at timestamptz
    );
    -- One pending invitation per company and e-mail; e-mails are stored lowercased.
    CREATE UNIQUE INDEX company_invitations_pending_key ON company_invitations (company_id, email)
      WHERE accepted_at IS NULL;
    CREATE INDEX company_invitations_email_idx ON company_invitations (email) WHERE accepted_at IS NULL;

    CREATE TABLE company_credentials (
      company_id bigint PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
      sol_user text,
      sol_password_sealed text,
      sol_password_set_at timestamptz,
      certificate_sealed text,
      certificate_password_sealed text,
      certificate_subject text,
      certificate_ruc text,
      certificate_not_after timestamptz,
      certificate_set_at timestamptz,
      updated_at timestamptz NOT NULL
    );
  `,
};
