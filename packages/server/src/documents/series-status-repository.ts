import {
  documentEnvironmentOf,
  ISSUED_DOCUMENT_TYPES,
  limaDate,
  SERIES_STATUS_LIST_LIMIT,
  type DocumentEnvironment,
  type SeriesStatus,
  type SeriesStatusItem,
} from '@facturador/contracts';
import { VOID_WINDOW_DAYS } from '@facturador/einvoice';
import type { Queryable } from '../db/database.ts';
import { DEADLINE_WARNING_DAYS } from './deadlines.ts';

/** Statuses whose number SUNAT has not taken yet: a send is still owed (rejected is final). */
const NOT_YET_ACCEPTED = `d.status IN ('signed', 'sent', 'exception')`;

/**
 * A baja still owed: the document is voiding and no RA/RC carrying it reached SUNAT (no ticket,
 * not accepted). Once SUNAT has the summary's ticket the 7 days no longer matter.
 */
const VOID_OWED = `d.status = 'voiding' AND NOT EXISTS (
  SELECT 1 FROM summary_lines l JOIN summaries s ON s.id = l.summary_id
   WHERE l.document_id = d.id AND (s.ticket IS NOT NULL OR s.status = 'accepted'))`;

type Key = `${string}|${string}`;
const keyOf = (row: { document_type: string; series: string }): Key => `${row.document_type}|${row.series}`;

/**
 * The company's series as SUNAT has them in one environment (issue 43, item 5). Four queries,
 * each grouped or windowed in SQL: the series with their last number and counts, the lowest
 * pending numbers and the soonest deadlines (both at most SERIES_STATUS_LIST_LIMIT per series).
 * Series registered without a document in this environment are listed with last number 0.
 */
export async function seriesStatusOf(
  db: Queryable,
  companyId: string,
  now: Date,
  environment?: DocumentEnvironment,
): Promise<SeriesStatus> {
  const today = limaDate(now);
  const env = environment ?? (await currentEnvironment(db, companyId));
  const base = [companyId, env];
  const [totals, registered, pending, deadlines] = await Promise.all([
    db.query<{
      document_type: SeriesStatusItem['documentType'];
      series: string;
      last_number: number;
      last_issue_date: string;
      pending_count: number;
      rejected_count: number;
      deadline_count: number;
    }>(
      `SELECT d.document_type, d.series, max(d.number)::integer AS last_number,
              to_char(max(d.issue_date), 'YYYY-MM-DD') AS last_issue_date,
              (count(*) FILTER (WHERE ${NOT_YET_ACCEPTED}))::integer AS pending_count,
              (count(*) FILTER (WHERE d.status = 'rejected'))::integer AS rejected_count,
              (count(*) FILTER (WHERE (${NOT_YET_ACCEPTED} AND d.send_deadline <= $3::date + $4::integer)
                 OR (${VOID_OWED} AND d.issue_date + $5::integer <= $3::date + $4::integer)))::integer
                AS deadline_count
         FROM documents d WHERE d.company_id = $1 AND d.environment = $2
        GROUP BY d.document_type, d.series`,
      [...base, today, DEADLINE_WARNING_DAYS, VOID_WINDOW_DAYS],
    ),
    db.query<{ document_type: SeriesStatusItem['documentType']; series: string }>(
      `SELECT s.document_type, s.series FROM series s
        WHERE s.company_id = $1 AND s.is_active AND s.document_type = ANY($2::text[])`,
      [companyId, [...ISSUED_DOCUMENT_TYPES]],
    ),
    db.query<{
      document_type: string;
      series: string;
      public_id: string;
      number: number;
      status: SeriesStatusItem['pending'][number]['status'];
    }>(
      `SELECT document_type, series, public_id, number, status FROM (
         SELECT d.document_type, d.series, d.public_id, d.number, d.status,
                row_number() OVER (PARTITION BY d.document_type, d.series ORDER BY d.number) AS place
           FROM documents d WHERE d.company_id = $1 AND d.environment = $2 AND ${NOT_YET_ACCEPTED}
       ) listed WHERE place <= $3 ORDER BY number`,
      [...base, SERIES_STATUS_LIST_LIMIT],
    ),
    db.query<{
      document_type: string;
      series: string;
      public_id: string;
      number: number;
      status: SeriesStatusItem['deadlines'][number]['status'];
      kind: 'send' | 'void';
      deadline: string;
      days_left: number;
    }>(
      `WITH due AS (
         SELECT d.document_type, d.series, d.public_id, d.number, d.status, 'send' AS kind,
                d.send_deadline AS deadline
           FROM documents d WHERE d.company_id = $1 AND d.environment = $2 AND ${NOT_YET_ACCEPTED}
         UNION ALL
         SELECT d.document_type, d.series, d.public_id, d.number, d.status, 'void' AS kind,
                d.issue_date + $6::integer AS deadline
           FROM documents d WHERE d.company_id = $1 AND d.environment = $2 AND ${VOID_OWED}
       )
       SELECT document_type, series, public_id, number, status, kind,
              to_char(deadline, 'YYYY-MM-DD') AS deadline, (deadline - $3::date)::integer AS days_left
         FROM (SELECT due.*, row_number() OVER (PARTITION BY document_type, series ORDER BY deadline, number) AS place
                 FROM due WHERE deadline <= $3::date + $4::integer) listed
        WHERE place <= $5 ORDER BY deadline, number`,
      [...base, today, DEADLINE_WARNING_DAYS, SERIES_STATUS_LIST_LIMIT, VOID_WINDOW_DAYS],
    ),
  ]);

  const items = new Map<Key, SeriesStatusItem>();
  const itemOf = (row: { document_type: string; series: string }) => {
    const key = keyOf(row);
    let item = items.get(key);
    if (!item) {
      item = {
        documentType: row.document_type as SeriesStatusItem['documentType'],
        series: row.series,
        lastNumber: 0,
        lastIssueDate: null,
        pendingCount: 0,
        pending: [],
        rejectedCount: 0,
        deadlineCount: 0,
        deadlines: [],
      };
      items.set(key, item);
    }
    return item;
  };
  for (const row of registered) itemOf(row);
  for (const row of totals)
    Object.assign(itemOf(row), {
      lastNumber: row.last_number,
      lastIssueDate: row.last_issue_date,
      pendingCount: row.pending_count,
      rejectedCount: row.rejected_count,
      deadlineCount: row.deadline_count,
    });
  for (const row of pending)
    itemOf(row).pending.push({ documentId: row.public_id, number: row.number, status: row.status });
  for (const row of deadlines)
    itemOf(row).deadlines.push({
      documentId: row.public_id,
      number: row.number,
      status: row.status,
      kind: row.kind,
      deadline: row.deadline,
      daysLeft: row.days_left,
    });

  const series = [...items.values()].sort(
    (a, b) => a.documentType.localeCompare(b.documentType) || a.series.localeCompare(b.series),
  );
  return {
    environment: env,
    today,
    warningDays: DEADLINE_WARNING_DAYS,
    listLimit: SERIES_STATUS_LIST_LIMIT,
    series,
  };
}

async function currentEnvironment(db: Queryable, companyId: string): Promise<DocumentEnvironment> {
  const [row] = await db.query<{ environment: 'demo' | 'production' }>(
    'SELECT environment FROM companies WHERE id = $1',
    [companyId],
  );
  return documentEnvironmentOf(row?.environment ?? 'demo');
}
