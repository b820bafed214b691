import type { Migration } from './migration.ts';

/**
 * Issue 42 item 5: batches of guías through /v1, run by the bulk job as documents' batches are.
 * A job says what it issues (`kind`), so one kind's job is never read or replayed as the other's;
 * a guía's row points at the guía it issued.
 */
export const despatchBulkMigration: Migration = {
  id: '035_despatch_bulk',
  sql: /* sql */ `
    ALTER TABLE bulk_jobs ADD COLUMN kind text NOT NULL DEFAULT 'documents'
      CHECK (kind IN ('documents', 'despatches'));
    ALTER TABLE bulk_rows ADD COLUMN despatch_id bigint REFERENCES despatches (id) ON DELETE SET NULL;
  `,
};
