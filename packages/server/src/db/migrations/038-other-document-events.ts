import type { Migration } from './migration.ts';

/**
 * Issue 41: a retención's or percepción's e-mails, sent by hand («Enviar por email») or on SUNAT's
 * acceptance, each sent or failed one a line, as a factura's are in document_events (014).
 */
export const otherDocumentEventsMigration: Migration = {
  id: '038_other_document_events',
  sql: /* sql */ `
    CREATE TABLE other_document_events (
      id bigserial PRIMARY KEY,
      other_document_id bigint NOT NULL REFERENCES other_documents (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      status text NOT NULL,
      code text,
      description text NOT NULL
    );
    CREATE INDEX other_document_events_document_idx ON other_document_events (other_document_id, id);
  `,
};
