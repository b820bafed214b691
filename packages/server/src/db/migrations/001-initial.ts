import type { Migration } from './migration.ts';

/**
 * Reference catalogues and accounts. Ids of catalogue rows are fixed so that defaults and
 * seeds can name them; emails are stored lowercased (citext is not in every PostgreSQL).
 */
export const initialMigration: Migration = {
  id: '001_initial',
  sql: /* sql */ `
    -- SUNAT catalogue 06: identity document types.
    CREATE TABLE identity_document_types (
      id smallint PRIMARY KEY,
      code text NOT NULL UNIQUE,
      description text NOT NULL
    );
    INSERT INTO identity_document_types (id, code, description) VALUES
      (1, '1', 'DNI'),
      (2, '4', 'Carné de extranjería'),
      (3, '6', 'RUC'),
      (4, '7', 'Pasaporte'),
      (5, '0', 'Doc. tributario no domiciliado sin RUC');

    -- The client compares role descriptions with role names, so both hold the name.
    CREATE TABLE roles (
      id smallint PRIMARY KEY,
      name text NOT NULL UNIQUE,
      description text NOT NULL
    );
    INSERT INTO roles (id, name, description) VALUES
      (1, 'OWNER_SYSTEM', 'OWNER_SYSTEM'),
      (2, 'ADMINISTRATOR_SYSTEM', 'ADMINISTRATOR_SYSTEM'),
      (3, 'CUSTOMER_SYSTEM', 'CUSTOMER_SYSTEM'),
      (4, 'RESELLER', 'RESELLER'),
      (5, 'OWNER_BUSINESS', 'OWNER_BUSINESS'),
      (6, 'ADMINISTRATOR_BUSINESS', 'ADMINISTRATOR_BUSINESS'),
      (7, 'EMPLOYEE_BUSINESS', 'EMPLOYEE_BUSINESS');

    CREATE TABLE users (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      email text NOT NULL CONSTRAINT users_email_lowercase CHECK (email = lower(email)),
      password_hash text,
      full_name text NOT NULL,
      first_name text,
      last_name text,
      photo_url text,
      phone_number text,
      phone_country_code text,
      document_number text,
      identity_document_type_id smallint NOT NULL DEFAULT 1 REFERENCES identity_document_types (id),
      is_active boolean NOT NULL DEFAULT true,
      is_deleted boolean NOT NULL DEFAULT false,
      is_verified_email boolean NOT NULL DEFAULT false,
      is_valid_account boolean NOT NULL DEFAULT false,
      has_onboarding boolean NOT NULL DEFAULT false,
      is_oauth boolean NOT NULL DEFAULT false,
      google_subject text UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (email);

    CREATE TABLE user_roles (
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      role_id smallint NOT NULL REFERENCES roles (id),
      PRIMARY KEY (user_id, role_id)
    );
    CREATE INDEX user_roles_role_id_idx ON user_roles (role_id);
  `,
};
