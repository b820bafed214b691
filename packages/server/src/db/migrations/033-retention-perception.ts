import type { Migration } from './migration.ts';

/**
 * Issue 41 item 3: comprobantes de retención (20) and de percepción (40), sent to SUNAT's
 * other-CPE service, and their resúmenes de reversiones (RR).
 *
 * - A company says whether it is an agente de retención and/or de percepción: only then may it
 *   issue the matching type.
 * - Their own numbering per (company, series): R### / P### series are free to choose, so a
 *   series row is made on its first use; its next number moves in the transaction that stores the
 *   signed document, so a number is never given twice and a rejected one stays taken (1032).
 * - other_documents keeps each one as documents does a factura: the input asked, the issuer as
 *   signed, the exact signed bytes, SUNAT's answer and the send's lease and retries.
 * - An RR is a summary (kind RR: the same send, ticket and poll as RA/RC); its lines name
 *   other_documents, not documents.
 */
export const retentionPerceptionMigration: Migration = {
  id: '033_retention_perception',
  sql: /* sql */ `
    ALTER TABLE companies
      ADD COLUMN retention_agent boolean NOT NULL DEFAULT false,
      ADD COLUMN perception_agent boolean NOT NULL DEFAULT false;

    CREATE TABLE other_cpe_series (
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      document_type text NOT NULL CHECK (document_type IN ('20', '40')),
      series text NOT NULL CHECK (series ~ '^[RP][A-Z0-9]{3}$'),
      next_number integer NOT NULL DEFAULT 1 CHECK (next_number >= 1),
      PRIMARY KEY (company_id, series)
    );

    CREATE TABLE other_documents (
      id bigserial PRIMARY KEY,
      public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      created_by bigint REFERENCES users (id) ON DELETE SET NULL,
      document_type text NOT NULL CHECK (document_type IN ('20', '40')),
      series text NOT NULL,
      number integer NOT NULL CHECK (number BETWEEN 1 AND 99999999),
      issue_date date NOT NULL,
      issue_time text NOT NULL,
      regime text NOT NULL,
      percent numeric(5, 2) NOT NULL,
      receiver_document_type text NOT NULL,
      receiver_document_number text NOT NULL,
      receiver_name text NOT NULL,
      -- Importe total retenido / percibido and total pagado / cobrado, in soles.
      total_amount numeric(14, 2) NOT NULL,
      total_net numeric(14, 2) NOT NULL,
      status text NOT NULL CHECK (status IN ('signed', 'sent', 'accepted', 'observed', 'rejected', 'exception', 'reverting', 'reverted')),
      input jsonb NOT NULL,
      issuer jsonb NOT NULL,
      environment text NOT NULL CHECK (environment IN ('test', 'production')),
      file_name text NOT NULL,
      xml text NOT NULL,
      zip bytea NOT NULL,
      digest_value text NOT NULL,
      cdr bytea,
      cdr_code text,
      cdr_description text,
      cdr_notes jsonb NOT NULL DEFAULT '[]',
      idempotency_key text,
      idempotency_hash text,
      issue_answer jsonb,
      send_attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      answer_lost boolean NOT NULL DEFAULT false,
      last_error text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (company_id, document_type, series, number),
      UNIQUE (company_id, idempotency_key)
    );
    CREATE INDEX other_documents_company_list_idx ON other_documents (company_id, issue_date DESC, id DESC);
    CREATE INDEX other_documents_due_idx ON other_documents (next_attempt_at) WHERE status IN ('signed', 'sent');

    ALTER TABLE summaries DROP CONSTRAINT summaries_kind_check;
    ALTER TABLE summaries ADD CONSTRAINT summaries_kind_check CHECK (kind IN ('RC', 'RA', 'RR'));

    CREATE TABLE reversion_lines (
      summary_id bigint NOT NULL REFERENCES summaries (id) ON DELETE CASCADE,
      other_document_id bigint NOT NULL REFERENCES other_documents (id),
      reason text NOT NULL,
      -- What the document goes back to when SUNAT refuses the reversión.
      previous_status text NOT NULL,
      PRIMARY KEY (summary_id, other_document_id)
    );
    CREATE INDEX reversion_lines_document_idx ON reversion_lines (other_document_id);

    ALTER TABLE sunat_exchanges
      ADD COLUMN other_document_id bigint REFERENCES other_documents (id) ON DELETE CASCADE;
    CREATE INDEX sunat_exchanges_other_document_idx ON sunat_exchanges (other_document_id)
      WHERE other_document_id IS NOT NULL;
  `,
};
