import type { Migration } from './migration.ts';

/**
 * A series may give its last number, 99999999: its next correlative is then 100000000, which
 * only says the series is spent (series-number.ts answers «La serie llegó a su último número»).
 * The first check stopped at 99999999, so taking the last number failed the statement.
 */
export const seriesLastNumberMigration: Migration = {
  id: '041_series_last_number',
  sql: /* sql */ `
    ALTER TABLE series DROP CONSTRAINT series_next_correlative_check;
    ALTER TABLE series ADD CONSTRAINT series_next_correlative_check
      CHECK (next_correlative BETWEEN 1 AND 100000000);
  `,
};
