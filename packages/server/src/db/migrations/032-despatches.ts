import type { Migration } from './migration.ts';

/**
 * Issue 42: guías de remisión (09 remitente, 31 transportista), sent to SUNAT's GRE REST API.
 * - despatches: numbered from the company's T###/V### series (series.next_correlative, locked
 *   while numbering, as documents are), so a number is never given twice nor reused after a
 *   rejection; the signed XML and zip are kept byte for byte, with SUNAT's ticket, code and CDR.
 *   `answer_lost` remembers a send whose answer never came: the next one resends the same bytes
 *   and reads SUNAT's 1033 as the receipt that was missing.
 * - company_credentials: the GRE API's client_id and client_secret, sealed like the SOL password.
 * - sunat_exchanges: the calls of a guía are logged with it (tokens and secrets removed).
 */
export const despatchesMigration: Migration = {
  id: '032_despatches',
  sql: /* sql */ `
    ALTER TABLE company_credentials
      ADD COLUMN gre_client_id_sealed text,
      ADD COLUMN gre_client_secret_sealed text,
      ADD COLUMN gre_set_at timestamptz;

    CREATE TABLE despatches (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      created_by bigint REFERENCES users (id) ON DELETE SET NULL,
      environment text NOT NULL CHECK (environment IN ('test', 'production')),
      despatch_type text NOT NULL CHECK (despatch_type IN ('09', '31')),
      series text NOT NULL CHECK (series ~ '^[TV][A-Z0-9]{3}$'),
      number integer NOT NULL CHECK (number BETWEEN 1 AND 99999999),
      issue_date date NOT NULL,
      recipient_name text NOT NULL,
      input jsonb NOT NULL,
      status text NOT NULL
        CHECK (status IN ('signed', 'pending', 'accepted', 'observed', 'rejected', 'exception')),
      file_name text NOT NULL,
      xml text NOT NULL,
      zip bytea NOT NULL,
      digest_value text,
      ticket text,
      answer_lost boolean NOT NULL DEFAULT false,
      sunat_code text,
      sunat_description text,
      cdr bytea,
      last_error text,
      send_attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      idempotency_key text,
      idempotency_hash text,
      issue_answer jsonb,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      -- SUNAT: a guía remitente goes in a T series, a guía transportista in a V series.
      CHECK ((despatch_type = '09') = (series LIKE 'T%')),
      UNIQUE (company_id, despatch_type, series, number),
      UNIQUE (company_id, idempotency_key)
    );
    CREATE INDEX despatches_company_idx ON despatches (company_id, id DESC);
    CREATE INDEX despatches_due_idx ON despatches (next_attempt_at) WHERE status IN ('signed', 'pending');

    ALTER TABLE sunat_exchanges ADD COLUMN despatch_id bigint REFERENCES despatches (id) ON DELETE CASCADE;
    CREATE INDEX sunat_exchanges_despatch_idx ON sunat_exchanges (despatch_id) WHERE despatch_id IS NOT NULL;
  `,
};
