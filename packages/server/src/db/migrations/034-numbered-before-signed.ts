import type { Migration } from './migration.ts';

/**
 * Issue 43 item 6: a document is numbered in a short transaction (the series' number, the token,
 * the row) and signed right after it commits, outside the series' lock. Between the two its XML,
 * zip and hash are still empty; the issuing request fills them at once, and whoever meets it so
 * afterwards (the dispatch job after the lease, a download) signs it from the row's input, issuer,
 * number, rate and time (sign-numbered.ts). Only a `signed` document may lack them: nothing is
 * ever sent, settled or voided without its signed bytes.
 */
export const numberedBeforeSignedMigration: Migration = {
  id: '034_numbered_before_signed',
  sql: /* sql */ `
    ALTER TABLE documents
      ALTER COLUMN xml DROP NOT NULL,
      ALTER COLUMN zip DROP NOT NULL,
      ALTER COLUMN digest_value DROP NOT NULL,
      ADD CONSTRAINT documents_signed_files_check CHECK (
        (xml IS NULL) = (zip IS NULL) AND (zip IS NULL) = (digest_value IS NULL)
        AND (zip IS NOT NULL OR status = 'signed')
      );
  `,
};
