import type { Migration } from './migration.ts';

/**
 * The plans and token packs the public pages sell (DOMAIN.md, "Plans, tokens,
 * subscriptions"), seeded with the launch catalogue, and the messages of the contact form.
 * Prices are in soles, IGV included.
 */
export const plansContactMigration: Migration = {
  id: '005_plans_contact',
  sql: /* sql */ `
    CREATE TABLE plans (
      id bigserial PRIMARY KEY,
      code text NOT NULL UNIQUE,
      name text NOT NULL,
      description text NOT NULL,
      monthly_price numeric(10, 2) NOT NULL CHECK (monthly_price >= 0),
      documents_per_month integer CHECK (documents_per_month > 0),
      max_users integer NOT NULL CHECK (max_users > 0),
      max_companies integer NOT NULL CHECK (max_companies > 0),
      max_establishments integer NOT NULL CHECK (max_establishments > 0),
      highlighted boolean NOT NULL DEFAULT false,
      is_active boolean NOT NULL DEFAULT true,
      sort_order integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    INSERT INTO plans (code, name, description, monthly_price, documents_per_month, max_users,
                       max_companies, max_establishments, highlighted, is_active, sort_order) VALUES
      ('emprendedor', 'Emprendedor', 'Para quien empieza a facturar: una empresa y lo esencial para cumplir con SUNAT.',
        59.00, 200, 2, 1, 1, false, true, 1),
      ('pyme', 'Pyme', 'Para negocios en crecimiento con varios locales y un equipo que emite a diario.',
        149.00, 600, 5, 2, 3, true, true, 2),
      ('empresa', 'Empresa', 'Para empresas con alto volumen, varias razones sociales y más usuarios.',
        299.00, 1500, 15, 5, 10, false, true, 3),
      ('corporativo-2024', 'Corporativo 2024', 'Plan anterior, ya no se vende.',
        499.00, 4000, 30, 10, 20, false, false, 4);

    CREATE TABLE token_packs (
      id bigserial PRIMARY KEY,
      code text NOT NULL UNIQUE,
      tokens integer NOT NULL CHECK (tokens > 0),
      price numeric(10, 2) NOT NULL CHECK (price >= 0),
      is_active boolean NOT NULL DEFAULT true
    );

    INSERT INTO token_packs (code, tokens, price) VALUES
      ('pack-100', 100, 35.00),
      ('pack-300', 300, 89.00),
      ('pack-1000', 1000, 249.00);

    CREATE TABLE contact_messages (
      id bigserial PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      phone text,
      message text NOT NULL,
      ip text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX contact_messages_ip_created_idx ON contact_messages (ip, created_at);
  `,
};
