import type { Migration } from './migration.ts';

/**
 * Issue 41: a retención or percepción is an issued comprobante electrónico, and DOMAIN.md's rule
 * is one token per issued document. It keeps its token as a factura does (014): reserved when it
 * is numbered, spent once SUNAT received it, given back once when SUNAT did not (an exception).
 * Those issued before this migration spent none: 'none'.
 */
export const otherDocumentTokensMigration: Migration = {
  id: '037_other_document_tokens',
  sql: /* sql */ `
    ALTER TABLE other_documents
      ADD COLUMN token_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
      ADD COLUMN token_state text NOT NULL DEFAULT 'none'
        CHECK (token_state IN ('reserved', 'spent', 'refunded', 'none')),
      ADD COLUMN token_from_quota boolean NOT NULL DEFAULT true;
  `,
};
