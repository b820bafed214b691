import type { Migration } from './migration.ts';

/**
 * Issue 40 item 1: Facturador signs as its customers' Proveedor de Servicios Electrónicos (PSE).
 * Each company chooses who signs (`signing_mode`): 'pse', the default for new companies, or
 * 'own', its uploaded certificate, which every company that already uploaded one keeps. A
 * company confirms when it designated Facturador as its PSE in SUNAT Operaciones en Línea.
 * The platform's signing identity is one row: its RUC and business name, and the certificate
 * and password sealed like a company's (AES-256-GCM, never answered).
 */
export const pseSigningMigration: Migration = {
  id: '025_pse_signing',
  sql: /* sql */ `
    ALTER TABLE companies
      ADD COLUMN signing_mode text NOT NULL DEFAULT 'pse' CHECK (signing_mode IN ('pse', 'own')),
      ADD COLUMN pse_designation_confirmed_at timestamptz;

    UPDATE companies c SET signing_mode = 'own'
     WHERE EXISTS (SELECT 1 FROM company_credentials k
                    WHERE k.company_id = c.id AND k.certificate_sealed IS NOT NULL);

    CREATE TABLE platform_signing_identity (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      ruc text NOT NULL,
      business_name text NOT NULL,
      certificate_sealed text NOT NULL,
      certificate_password_sealed text NOT NULL,
      certificate_subject text NOT NULL,
      certificate_holder text,
      certificate_issuer text,
      certificate_ruc text,
      certificate_not_after timestamptz NOT NULL,
      -- Made by the server outside production: a self-signed TEST certificate.
      generated boolean NOT NULL DEFAULT false,
      updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL
    );
  `,
};
