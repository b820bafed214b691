import { documentApiMessages, type SummaryView } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../companies/company-access.ts';
import { AppError } from '../http/app-error.ts';
import { summariesOf } from './document-views.ts';

/** One summary (RC or RA) as the day's list shows it. */
export async function summaryById(db: Queryable, companyId: string, summaryId: string): Promise<SummaryView> {
  const [row] = await db.query<{ public_id: string; issue_date: string }>(
    `SELECT public_id, to_char(issue_date, 'YYYY-MM-DD') AS issue_date FROM summaries WHERE id = $1`,
    [summaryId],
  );
  const day = await summariesOf(db, companyId, row!.issue_date);
  return day.find((summary) => summary.id === row!.public_id)!;
}

/** The summary's internal id from its public one, in the company; 404 otherwise. */
export async function summaryIdOf(db: Queryable, companyId: string, publicId: string): Promise<string> {
  const [row] = isUuid(publicId)
    ? await db.query<{ id: string }>(
        `SELECT id FROM summaries WHERE company_id = $1 AND public_id = $2 AND kind <> 'RR'`,
        [companyId, publicId],
      )
    : [];
  if (!row) throw new AppError(404, 'NOT_FOUND', documentApiMessages.summaryNotFound);
  return row.id;
}
