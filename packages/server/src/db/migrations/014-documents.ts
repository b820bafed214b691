import type { Migration } from './migration.ts';

/**
 * Electronic documents (issue 26): what a company issued, its signed XML and SUNAT's answer,
 * the status history, every SOAP exchange, and the summaries (RC) and bajas (RA) that carry
 * voids. Nothing here is ever deleted: a document, once numbered, is kept with its XML and CDR.
 *
 * The signed XML is stored as the exact bytes that were signed (text, never reformatted): the
 * job that resends after a network failure sends these same bytes, so the number and the hash
 * never change. `input` keeps what was asked, so the printed representation can be rebuilt.
 */
export const documentsMigration: Migration = {
  id: '014_documents',
  sql: /* sql */ `
    -- A company's IGV rate by effective date (18 % general; 10 % Ley 31556 restaurants/hotels).
    CREATE TABLE company_igv_rates (
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      valid_from date NOT NULL,
      valid_to date,
      percent numeric(5, 2) NOT NULL CHECK (percent > 0 AND percent < 100),
      PRIMARY KEY (company_id, valid_from),
      CHECK (valid_to IS NULL OR valid_to >= valid_from)
    );

    CREATE TABLE documents (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      created_by bigint REFERENCES users (id) ON DELETE SET NULL,
      document_type text NOT NULL CHECK (document_type IN ('01', '03', '07', '08')),
      series text NOT NULL,
      number integer NOT NULL CHECK (number BETWEEN 1 AND 99999999),
      issue_date date NOT NULL,
      currency text NOT NULL CHECK (currency IN ('PEN', 'USD')),
      customer_document_type text NOT NULL,
      customer_document_number text NOT NULL,
      customer_name text NOT NULL,
      igv numeric(14, 2) NOT NULL,
      total numeric(14, 2) NOT NULL,
      status text NOT NULL CHECK (status IN ('signed', 'sent', 'accepted', 'observed', 'rejected', 'exception', 'voiding', 'voided')),
      input jsonb NOT NULL,
      -- The issuer as it was signed (establishment, address): the document is rebuilt from input + issuer.
      issuer jsonb NOT NULL,
      igv_percent numeric(5, 2) NOT NULL,
      issue_time text NOT NULL,
      reference_document_id bigint REFERENCES documents (id),
      file_name text NOT NULL,
      xml text NOT NULL,
      -- The zip sent, kept so that every resend sends the very same bytes.
      zip bytea NOT NULL,
      digest_value text NOT NULL,
      cdr bytea,
      cdr_code text,
      cdr_description text,
      cdr_notes jsonb NOT NULL DEFAULT '[]',
      -- The payer of the document's token (the company owner's plan) and where it came from,
      -- so an exception gives it back exactly once.
      token_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
      token_state text NOT NULL CHECK (token_state IN ('reserved', 'spent', 'refunded', 'none')),
      token_from_quota boolean NOT NULL DEFAULT true,
      idempotency_key text,
      -- What the key was first used for: the same key with another request is refused.
      idempotency_hash text,
      send_attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      -- A send whose answer never came may have been received: recover it before a resend.
      answer_lost boolean NOT NULL DEFAULT false,
      last_error text,
      send_deadline date NOT NULL,
      deadline_warned boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (company_id, document_type, series, number),
      UNIQUE (company_id, idempotency_key)
    );
    CREATE INDEX documents_company_list_idx ON documents (company_id, issue_date DESC, id DESC);
    CREATE INDEX documents_due_idx ON documents (next_attempt_at) WHERE status IN ('signed', 'sent');
    CREATE INDEX documents_reference_idx ON documents (reference_document_id) WHERE reference_document_id IS NOT NULL;

    -- Every change of status, with SUNAT's code and text when there was one.
    CREATE TABLE document_events (
      id bigserial PRIMARY KEY,
      document_id bigint NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      status text NOT NULL,
      code text,
      description text NOT NULL
    );
    CREATE INDEX document_events_document_idx ON document_events (document_id, id);

    -- Resumen diario (RC) and comunicación de baja (RA).
    CREATE TABLE summaries (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('RC', 'RA')),
      issue_date date NOT NULL,
      sequence integer NOT NULL CHECK (sequence >= 1),
      reference_date date NOT NULL,
      status text NOT NULL CHECK (status IN ('signed', 'pending', 'accepted', 'rejected', 'exception')),
      file_name text NOT NULL,
      xml text NOT NULL,
      zip bytea NOT NULL,
      digest_value text NOT NULL,
      ticket text,
      cdr bytea,
      cdr_code text,
      cdr_description text,
      send_attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      last_error text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (company_id, kind, issue_date, sequence)
    );
    CREATE INDEX summaries_due_idx ON summaries (next_attempt_at) WHERE status IN ('signed', 'pending');

    CREATE TABLE summary_lines (
      summary_id bigint NOT NULL REFERENCES summaries (id) ON DELETE CASCADE,
      document_id bigint NOT NULL REFERENCES documents (id),
      line_status text NOT NULL CHECK (line_status IN ('1', '2', '3')),
      reason text,
      -- What the document goes back to when the baja is refused.
      previous_status text NOT NULL,
      PRIMARY KEY (summary_id, document_id)
    );
    CREATE INDEX summary_lines_document_idx ON summary_lines (document_id);

    -- The request/answer log of every SOAP call (credentials removed before storing).
    CREATE TABLE sunat_exchanges (
      id bigserial PRIMARY KEY,
      document_id bigint REFERENCES documents (id) ON DELETE CASCADE,
      summary_id bigint REFERENCES summaries (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      operation text NOT NULL,
      endpoint text NOT NULL,
      http_status integer,
      duration_ms integer NOT NULL,
      request text NOT NULL,
      response text,
      error text
    );
    CREATE INDEX sunat_exchanges_document_idx ON sunat_exchanges (document_id) WHERE document_id IS NOT NULL;
    CREATE INDEX sunat_exchanges_summary_idx ON sunat_exchanges (summary_id) WHERE summary_id IS NOT NULL;

    -- A token given back when SUNAT did not receive the document (an exception).
    ALTER TABLE token_ledger DROP CONSTRAINT token_ledger_reason_check;
    ALTER TABLE token_ledger ADD CONSTRAINT token_ledger_reason_check
      CHECK (reason IN ('plan_period', 'period_expired', 'token_pack', 'document', 'document_refund', 'adjustment'));
  `,
};
