import { documentApiMessages } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { validationError } from '../http/error-answer.ts';
import type { SeriesForIssue } from './issuer-of.ts';

/** SUNAT's correlatives have eight digits; past the last one the series is spent. */
const LAST_CORRELATIVE = 99_999_999;

interface SeriesKey {
  documentType: string;
  series: string;
}

/**
 * Refuses a series that cannot number now: not the company's, deactivated, or spent. «Revisar»
 * asks it without a lock (it takes no number); issuing asks it only when taking a number failed.
 */
export async function assertSeriesCanIssue(
  db: Queryable,
  companyId: string,
  input: SeriesKey,
): Promise<void> {
  const [series] = await db.query<{ is_active: boolean; next_correlative: number }>(
    'SELECT is_active, next_correlative FROM series WHERE company_id = $1 AND document_type = $2 AND series = $3',
    [companyId, input.documentType, input.series],
  );
  if (!series) throw validationError([{ field: 'series', message: documentApiMessages.seriesNotFound }]);
  if (!series.is_active)
    throw validationError([{ field: 'series', message: documentApiMessages.seriesInactive }]);
  if (series.next_correlative > LAST_CORRELATIVE)
    throw new AppError(409, 'CONFLICT', documentApiMessages.seriesExhausted);
}

/**
 * Takes the next number of the series a document or a guía is numbered in (issue-despatch.ts
 * too), in the caller's transaction: the row stays locked until it ends, so concurrent issues of
 * one series get consecutive numbers, and a rollback gives the number back. One statement; only
 * when it takes nothing does a second one say why.
 */
export async function takeSeriesNumber(
  tx: Queryable,
  companyId: string,
  input: SeriesKey,
  now: Date,
): Promise<SeriesForIssue> {
  const [series] = await tx.query<SeriesForIssue>(
    `UPDATE series s SET next_correlative = s.next_correlative + 1, updated_at = $4
       FROM establishments e
      WHERE e.id = s.establishment_id AND s.company_id = $1 AND s.document_type = $2 AND s.series = $3
        AND s.is_active AND s.next_correlative <= $5
      RETURNING s.next_correlative - 1 AS number, e.code AS establishment_code,
                e.address AS establishment_address, e.ubigeo AS establishment_ubigeo`,
    [companyId, input.documentType, input.series, now, LAST_CORRELATIVE],
  );
  if (series) return series;
  await assertSeriesCanIssue(tx, companyId, input);
  // Deleted between the two statements: as good as not found.
  throw validationError([{ field: 'series', message: documentApiMessages.seriesNotFound }]);
}
