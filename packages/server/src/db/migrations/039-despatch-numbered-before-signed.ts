import type { Migration } from './migration.ts';

/**
 * Decision 58 for guías (issue 42): a guía is numbered in a short transaction (the series' number
 * and the row) and signed right after it commits, outside the series' lock, as documents are
 * since 034. Between the two its XML, zip and hash are still empty; the issuing request fills them
 * at once, and whoever meets it so afterwards (the dispatch job after the lease, a download) signs
 * it from what the row keeps: its input, the issuer as numbered and the time it was given. Only a
 * `signed` guía may lack them: nothing is ever sent or settled without its signed bytes.
 */
export const despatchNumberedBeforeSignedMigration: Migration = {
  id: '039_despatch_numbered_before_signed',
  sql: /* sql */ `
    ALTER TABLE despatches
      ADD COLUMN issuer jsonb,
      ADD COLUMN issue_time text,
      ALTER COLUMN xml DROP NOT NULL,
      ALTER COLUMN zip DROP NOT NULL,
      ADD CONSTRAINT despatches_signed_files_check CHECK (
        (xml IS NULL) = (zip IS NULL) AND (zip IS NOT NULL OR digest_value IS NULL)
        AND (zip IS NOT NULL OR (status = 'signed' AND issuer IS NOT NULL AND issue_time IS NOT NULL))
      );
  `,
};
