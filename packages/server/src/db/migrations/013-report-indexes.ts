import type { Migration } from './migration.ts';

/**
 * Reportes (issue 16) reads users, paid orders and spent tokens by date range: an index on
 * each instant it filters by, partial where the report reads only some rows.
 */
export const reportIndexesMigration: Migration = {
  id: '013_report_indexes',
  sql: /* sql */ `
    CREATE INDEX users_created_at_idx ON users (created_at) WHERE NOT is_deleted;
    CREATE INDEX orders_paid_at_idx ON orders (paid_at) WHERE state = 'paid';
    CREATE INDEX token_ledger_spent_idx ON token_ledger (created_at) WHERE reason = 'document';
  `,
};
