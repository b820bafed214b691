import type { Migration } from './migration.ts';

/**
 * Configuración del sistema and Pasarelas de Pago (issue 16).
 *
 * `system_settings` is one row of JSON checked by the contract's schema on the way in and out;
 * no row means "the deployment's initial values" (SUPPORT_EMAIL, SUPPORT_WHATSAPP, IGV 18 %,
 * sign-up open). Every instance reads it from the database, so a change reaches all of them.
 *
 * payment_gateway_settings (008) learns the other gateways of DOMAIN.md: their public fields in
 * `public_config`, their secrets in `secrets_sealed` (field → value sealed by the secret box,
 * AES-256-GCM, with the context `payment_gateway_settings:<gateway>:<field>`). Culqi keeps the
 * columns its adapter reads (public_key, secret_key_sealed, webhook_secret_sealed).
 */
export const adminSettingsMigration: Migration = {
  id: '012_admin_settings',
  sql: /* sql */ `
    CREATE TABLE system_settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      settings jsonb NOT NULL,
      updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL
    );

    ALTER TABLE payment_gateway_settings DROP CONSTRAINT payment_gateway_settings_provider_check;
    ALTER TABLE payment_gateway_settings ADD CONSTRAINT payment_gateway_settings_provider_check
      CHECK (provider IN ('culqi', 'niubiz', 'izipay', 'mercadopago', 'paypal', 'sandbox'));
    ALTER TABLE payment_gateway_settings
      ADD COLUMN public_config jsonb NOT NULL DEFAULT '{}'::jsonb,
      ADD COLUMN secrets_sealed jsonb NOT NULL DEFAULT '{}'::jsonb;

    -- SUNAT's beta and production services are seeded by 007 (the SUNAT record's test and
    -- production URLs); names are unique so the list reads unambiguously.
    CREATE UNIQUE INDEX providers_name_key ON providers (lower(name));
  `,
};
