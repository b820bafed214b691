import type { Migration } from './migration.ts';

/**
 * Issue 29 items 2–4: documents reach their buyers.
 *
 * - `mail_outbox` keeps who a mail is from (a company's name) and its attachments (the PDF and
 *   the XML, base64 in JSON), so development and the tests see what SMTP would have sent.
 * - `document_lookups`: one row per public lookup, by IP, counted for the rate limit (as the
 *   contact form counts its messages); old rows are useless and may be deleted.
 * - `document_download_tokens`: what a successful lookup hands out. Only the SHA-256 of the
 *   token is stored, so a leaked table lets nobody download; each row expires.
 */
export const documentDeliveryMigration: Migration = {
  id: '017_document_delivery',
  sql: /* sql */ `
    ALTER TABLE mail_outbox
      ADD COLUMN sender text,
      ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';

    CREATE TABLE document_lookups (
      id bigserial PRIMARY KEY,
      ip text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX document_lookups_ip_idx ON document_lookups (ip, created_at);

    CREATE TABLE document_download_tokens (
      token_hash text PRIMARY KEY,
      document_id bigint NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX document_download_tokens_expiry_idx ON document_download_tokens (expires_at);
  `,
};
