import type { Migration } from './migration.ts';

/**
 * Issue 43: the first answer to a bulk request (status and body), so that a repeat of its
 * Idempotency-Key answers exactly that with Idempotent-Replayed: true, as an issue does
 * (migration 030, bulk/start-bulk.ts). Jobs made before keep none: their repeats answer the job
 * as it stands.
 */
export const bulkStartAnswersMigration: Migration = {
  id: '031_bulk_start_answers',
  sql: /* sql */ `
    ALTER TABLE bulk_jobs ADD COLUMN start_answer jsonb;
  `,
};
