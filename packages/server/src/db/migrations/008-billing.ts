import type { Migration } from './migration.ts';

/**
 * Mis Planes y Tokens (issue 15): plans gain features, a default (the free trial new
 * accounts get) and an archived flag; subscriptions (one per user), orders and their
 * payments and vouchers, the append-only token ledger, the payment gateways' settings (secrets
 * sealed by the secret box, never in clear) and the webhook events already received (replay
 * protection). Money is in céntimos, except the plans' and packs' existing `price` columns
 * (soles, numeric) that GET /plans answers as before.
 */
export const billingMigration: Migration = {
  id: '008_billing',
  sql: /* sql */ `
    ALTER TABLE plans
      ADD COLUMN features jsonb NOT NULL DEFAULT '[]'::jsonb,
      ADD COLUMN is_default boolean NOT NULL DEFAULT false,
      ADD COLUMN is_archived boolean NOT NULL DEFAULT false;
    -- At most one plan is what new accounts get.
    CREATE UNIQUE INDEX plans_one_default_idx ON plans (is_default) WHERE is_default;

    UPDATE plans SET features = '["Facturas, boletas y notas electrónicas", "Envío a SUNAT", "Soporte por correo"]'::jsonb
     WHERE code = 'emprendedor';
    UPDATE plans SET features = '["Todo lo del plan Emprendedor", "Guías de remisión", "Varios locales", "Soporte por WhatsApp"]'::jsonb
     WHERE code = 'pyme';
    UPDATE plans SET features = '["Todo lo del plan Pyme", "Varias razones sociales", "Envío por OSE o PSE", "Soporte prioritario"]'::jsonb
     WHERE code = 'empresa';
    -- No longer sold (005 already hid it): archived, kept for whoever still has it.
    UPDATE plans SET is_archived = true, features = '["Plan anterior"]'::jsonb WHERE code = 'corporativo-2024';

    -- The free trial: not on the public price list (is_active false), given to new accounts.
    INSERT INTO plans (code, name, description, monthly_price, documents_per_month, max_users,
                       max_companies, max_establishments, highlighted, is_active, sort_order,
                       features, is_default)
    VALUES ('prueba', 'Prueba gratuita', 'Conoce Facturador sin pagar: una empresa y pocos comprobantes al mes.',
            0, 20, 1, 1, 1, false, false, 0,
            '["20 comprobantes al mes", "Una empresa y un local"]'::jsonb, true);

    ALTER TABLE token_packs ADD COLUMN name text;
    UPDATE token_packs SET name = 'Paquete ' || tokens || ' tokens';
    ALTER TABLE token_packs ALTER COLUMN name SET NOT NULL;
    ALTER TABLE token_packs ADD COLUMN sort_order integer NOT NULL DEFAULT 0;
    UPDATE token_packs SET sort_order = tokens;

    CREATE TABLE subscriptions (
      id bigserial PRIMARY KEY,
      -- One current subscription per user; a change of plan updates it.
      user_id bigint NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
      plan_id bigint NOT NULL REFERENCES plans (id),
      state text NOT NULL CHECK (state IN ('active', 'pending_payment', 'expired', 'cancelled')),
      period_start timestamptz NOT NULL,
      renews_at timestamptz NOT NULL,
      -- The period's tokens; NULL: the plan is unlimited.
      period_quota integer CHECK (period_quota >= 0),
      period_used integer NOT NULL DEFAULT 0 CHECK (period_used >= 0),
      extra_tokens integer NOT NULL DEFAULT 0 CHECK (extra_tokens >= 0),
      -- The renews_at whose 7-day reminder went out: one reminder per period.
      reminder_sent_for timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      CHECK (period_quota IS NULL OR period_used <= period_quota)
    );
    CREATE INDEX subscriptions_renews_at_idx ON subscriptions (renews_at) WHERE state = 'active';

    CREATE TABLE orders (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('plan', 'token_pack')),
      plan_id bigint REFERENCES plans (id),
      token_pack_id bigint REFERENCES token_packs (id),
      -- What was bought, as it was named and priced then.
      item_code text NOT NULL,
      item_name text NOT NULL,
      tokens integer,
      amount_cents integer NOT NULL CHECK (amount_cents >= 0),
      method text NOT NULL CHECK (method IN ('gateway', 'voucher')),
      state text NOT NULL CHECK (state IN ('pending_payment', 'pending_approval', 'paid', 'rejected', 'cancelled')),
      rejection_reason text,
      -- The reference the gateway's checkout and webhook carry.
      gateway_reference text UNIQUE,
      gateway_provider text,
      reviewed_by bigint REFERENCES users (id) ON DELETE SET NULL,
      reviewed_at timestamptz,
      created_at timestamptz NOT NULL,
      paid_at timestamptz,
      CHECK ((kind = 'plan') = (plan_id IS NOT NULL)),
      CHECK ((kind = 'token_pack') = (token_pack_id IS NOT NULL))
    );
    CREATE INDEX orders_user_id_idx ON orders (user_id, created_at DESC);
    CREATE INDEX orders_state_idx ON orders (state, created_at);

    CREATE TABLE order_vouchers (
      order_id bigint PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
      file_name text NOT NULL,
      mime_type text NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg', 'application/pdf')),
      size_bytes integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 5242880),
      content bytea NOT NULL,
      uploaded_at timestamptz NOT NULL
    );

    -- Every confirmed payment: one per order, whichever way it came.
    CREATE TABLE payments (
      id bigserial PRIMARY KEY,
      order_id bigint NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
      provider text NOT NULL CHECK (provider IN ('culqi', 'sandbox', 'voucher')),
      external_id text,
      amount_cents integer NOT NULL CHECK (amount_cents >= 0),
      created_at timestamptz NOT NULL,
      UNIQUE (provider, external_id)
    );

    CREATE TABLE token_ledger (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      delta integer NOT NULL,
      reason text NOT NULL CHECK (reason IN ('plan_period', 'period_expired', 'token_pack', 'document', 'adjustment')),
      description text NOT NULL,
      order_id bigint REFERENCES orders (id) ON DELETE SET NULL,
      balance_after integer NOT NULL
    );
    CREATE INDEX token_ledger_user_idx ON token_ledger (user_id, id DESC);

    -- Append-only: an entry never changes. Only the cascades of a deleted user or order
    -- (run by PostgreSQL's own triggers, so one level down) touch it.
    CREATE FUNCTION token_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF pg_trigger_depth() > 1 THEN
        RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
      END IF;
      RAISE EXCEPTION 'token_ledger is append-only';
    END;
    $$;
    CREATE TRIGGER token_ledger_append_only BEFORE UPDATE OR DELETE ON token_ledger
      FOR EACH ROW EXECUTE FUNCTION token_ledger_append_only();

    CREATE TABLE payment_gateway_settings (
      provider text PRIMARY KEY CHECK (provider IN ('culqi', 'sandbox')),
      mode text NOT NULL CHECK (mode IN ('sandbox', 'production')),
      enabled boolean NOT NULL DEFAULT false,
      public_key text,
      secret_key_sealed text,
      webhook_secret_sealed text,
      updated_at timestamptz NOT NULL
    );

    CREATE TABLE webhook_events (
      id bigserial PRIMARY KEY,
      provider text NOT NULL,
      event_id text NOT NULL,
      event_type text NOT NULL,
      order_id bigint REFERENCES orders (id) ON DELETE SET NULL,
      received_at timestamptz NOT NULL,
      UNIQUE (provider, event_id)
    );
  `,
};
