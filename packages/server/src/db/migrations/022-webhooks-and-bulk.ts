import type { Migration } from './migration.ts';

/**
 * Issue 30, items 3 and 4 (docs/decisions/0041). Webhooks: a company's endpoints, the
 * deliveries each event makes (claimed with a lease, so two API instances never send one
 * delivery at once) and every attempt. Bulk issuing: a job and its rows, each row issued with
 * the idempotency key `<job key>:<row>`, so a job resumed after a crash issues nothing twice.
 */
export const webhooksAndBulkMigration: Migration = {
  id: '022_webhooks_and_bulk',
  sql: /* sql */ `
    CREATE TABLE webhooks (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      created_by bigint REFERENCES users (id) ON DELETE SET NULL,
      url text NOT NULL,
      events text[] NOT NULL CHECK (cardinality(events) > 0),
      active boolean NOT NULL DEFAULT true,
      secret_sealed text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX webhooks_company_idx ON webhooks (company_id);

    CREATE TABLE webhook_deliveries (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      webhook_id bigint NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
      event_id text NOT NULL,
      event_type text NOT NULL,
      body text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      leased_until timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
    CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, created_at DESC);

    CREATE TABLE webhook_attempts (
      id bigserial PRIMARY KEY,
      delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
      attempted_at timestamptz NOT NULL,
      http_status integer,
      error text,
      duration_ms integer NOT NULL,
      manual boolean NOT NULL DEFAULT false
    );
    CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, attempted_at);

    CREATE TABLE bulk_jobs (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      issued_by bigint NOT NULL REFERENCES users (id),
      idempotency_key text NOT NULL,
      request_hash text NOT NULL,
      source text NOT NULL CHECK (source IN ('json', 'csv')),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done')),
      leased_until timestamptz,
      created_at timestamptz NOT NULL,
      finished_at timestamptz,
      UNIQUE (company_id, idempotency_key)
    );
    CREATE INDEX bulk_jobs_pending_idx ON bulk_jobs (created_at) WHERE status = 'pending';

    CREATE TABLE bulk_rows (
      job_id bigint NOT NULL REFERENCES bulk_jobs (id) ON DELETE CASCADE,
      row_number integer NOT NULL,
      reference text NOT NULL,
      input jsonb,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'issued', 'failed')),
      document_id bigint REFERENCES documents (id) ON DELETE SET NULL,
      error text,
      PRIMARY KEY (job_id, row_number)
    );
  `,
};
