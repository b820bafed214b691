import type { Migration } from './migration.ts';

/**
 * Issue 39: a company chooses what its documents print first, the 80 mm ticket of a counter
 * or the A4 page. A4 for every company there is, as the app offered until now.
 */
export const printFormatMigration: Migration = {
  id: '024_print_format',
  sql: /* sql */ `
    ALTER TABLE companies
      ADD COLUMN print_format text NOT NULL DEFAULT 'a4' CHECK (print_format IN ('a4', 'ticket'));
  `,
};
