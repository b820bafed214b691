import { LIMA_TIME_ZONE } from '@facturador/contracts';

/*
 * SQL fragments that read a timestamptz as Lima's wall clock. The zone is a constant, never
 * input; PGlite and PostgreSQL both carry the time zone database.
 */

/** `column` as Lima's local timestamp (no zone). */
export const limaLocal = (column: string): string => `(${column} AT TIME ZONE '${LIMA_TIME_ZONE}')`;

/** The instant a Lima calendar date (a `date` expression) begins. */
export const limaDayStart = (date: string): string =>
  `((${date})::timestamp AT TIME ZONE '${LIMA_TIME_ZONE}')`;

/** The instant the Lima month holding the instant `at` began. */
export const limaMonthStart = (at: string): string =>
  `(date_trunc('month', ${limaLocal(at)}) AT TIME ZONE '${LIMA_TIME_ZONE}')`;
