import {
  DESPATCH_STATUS_LABELS,
  despatchApiMessages,
  type DespatchDetail,
  type DespatchListItem,
  type DespatchListQuery,
  type DespatchStatus,
} from '@facturador/contracts';
import { isUuid } from '../companies/company-access.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';

interface DespatchRow {
  id: string;
  public_id: string;
  despatch_type: '09' | '31';
  series: string;
  number: number;
  issue_date: string;
  recipient_name: string;
  status: DespatchStatus;
  environment: 'test' | 'production';
  created_at: Date;
}

const LIST_COLUMNS = `d.id, d.public_id, d.despatch_type, d.series, d.number,
  to_char(d.issue_date, 'YYYY-MM-DD') AS issue_date, d.recipient_name, d.status, d.environment, d.created_at`;

const listItemOf = (row: DespatchRow): DespatchListItem => ({
  id: row.public_id,
  documentType: row.despatch_type,
  series: row.series,
  number: row.number,
  fullNumber: `${row.series}-${row.number}`,
  issueDate: row.issue_date,
  recipientName: row.recipient_name,
  status: row.status,
  statusLabel: DESPATCH_STATUS_LABELS[row.status],
  environment: row.environment,
  createdAt: new Date(row.created_at).toISOString(),
});

const notFound = () => new AppError(404, 'NOT_FOUND', despatchApiMessages.notFound);

/** The guía's row id from its public id, within the company; 404 otherwise (another company's too). */
export async function despatchIdOf(db: Queryable, companyId: string, publicId: string): Promise<string> {
  if (!isUuid(publicId)) throw notFound();
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM despatches WHERE company_id = $1 AND public_id = $2',
    [companyId, publicId],
  );
  if (!row) throw notFound();
  return row.id;
}

/** A guía as the API answers it: never its credentials, its XML or its zip (downloads are apart). */
export async function despatchDetail(db: Queryable, despatchId: string): Promise<DespatchDetail> {
  const [row] = await db.query<
    DespatchRow & {
      file_name: string;
      ticket: string | null;
      sunat_code: string | null;
      sunat_description: string | null;
      has_cdr: boolean;
      last_error: string | null;
      input: Record<string, unknown>;
    }
  >(
    `SELECT ${LIST_COLUMNS}, d.file_name, d.ticket, d.sunat_code, d.sunat_description, d.cdr IS NOT NULL AS has_cdr,
            d.last_error, d.input
       FROM despatches d WHERE d.id = $1`,
    [despatchId],
  );
  if (!row) throw notFound();
  return {
    ...listItemOf(row),
    fileName: row.file_name,
    ticket: row.ticket,
    sunat:
      row.sunat_code === null ? null : { code: row.sunat_code, description: row.sunat_description ?? '' },
    hasCdr: row.has_cdr,
    lastError: row.last_error,
    input: typeof row.input === 'string' ? (JSON.parse(row.input) as Record<string, unknown>) : row.input,
  };
}

/** The company's guías, newest first, a page at a time: `cursor` is the last one's id of the page before. */
export async function listDespatches(
  db: Queryable,
  companyId: string,
  query: DespatchListQuery,
): Promise<{ items: DespatchListItem[]; nextCursor: string | null }> {
  let before: string | null = null;
  if (query.cursor) before = await despatchIdOf(db, companyId, query.cursor);
  const rows = await db.query<DespatchRow>(
    `SELECT ${LIST_COLUMNS} FROM despatches d
      WHERE d.company_id = $1 AND ($2::bigint IS NULL OR d.id < $2::bigint)
      ORDER BY d.id DESC LIMIT $3`,
    [companyId, before, query.limit + 1],
  );
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(listItemOf),
    nextCursor: rows.length > query.limit ? page.at(-1)!.public_id : null,
  };
}
