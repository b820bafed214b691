import {
  documentApiMessages,
  type DocumentDetail,
  type DocumentEnvironment,
  type DocumentInput,
  type DocumentListItem,
  type ListadoFilters,
  type DocumentStatus,
  type SummaryView,
} from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { containsPattern } from '../db/like-pattern.ts';
import { isUuid } from '../companies/company-access.ts';
import { AppError } from '../http/app-error.ts';
import type { Issuer } from '@facturador/einvoice';
import { daysLeft, voidDeadlineOf, voidMethodOf } from './deadlines.ts';
import { printedLinesOf } from './printed/printed-lines.ts';
import { rebuild } from './void-document.ts';

export interface DocumentRow {
  id: string;
  public_id: string;
  document_type: DocumentListItem['documentType'];
  series: string;
  number: number;
  issue_date: string;
  customer_document_type: string;
  customer_document_number: string;
  customer_name: string;
  currency: 'PEN' | 'USD';
  igv: string;
  total: string;
  status: DocumentStatus;
  cdr_code: string | null;
  environment: DocumentEnvironment;
  created_at: Date;
}

export const LIST_COLUMNS = /* sql */ `
  d.id, d.public_id, d.document_type, d.series, d.number, to_char(d.issue_date, 'YYYY-MM-DD') AS issue_date,
  d.customer_document_type, d.customer_document_number, d.customer_name, d.currency, d.igv::text AS igv,
  d.total::text AS total, d.status, d.cdr_code, d.environment, d.created_at`;

const fullNumber = (series: string, number: number) => `${series}-${number}`;

export const toListItem = (row: DocumentRow): DocumentListItem => ({
  id: row.public_id,
  documentType: row.document_type,
  series: row.series,
  number: Number(row.number),
  fullNumber: fullNumber(row.series, Number(row.number)),
  issueDate: row.issue_date,
  customer: {
    documentType: row.customer_document_type,
    documentNumber: row.customer_document_number,
    name: row.customer_name,
  },
  currency: row.currency,
  igv: row.igv,
  total: row.total,
  status: row.status,
  sunatCode: row.cdr_code,
  environment: row.environment,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * `WHERE` of the list's filters over `documents d`, with its parameters ($1 is the company). A
 * Listado filter for a retención's type or state matches no document (listado.ts reads those).
 */
export function documentFilterSql(
  companyId: string,
  query: ListadoFilters,
): { where: string; params: unknown[] } {
  const where = ['d.company_id = $1'];
  const params: unknown[] = [companyId];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (query.documentType) add('d.document_type = ?', query.documentType);
  if (query.status) add('d.status = ?', query.status);
  if (query.series) add('d.series = ?', query.series);
  if (query.from) add('d.issue_date >= ?', query.from);
  if (query.to) add('d.issue_date <= ?', query.to);
  if (query.search) {
    const numbered = /^([A-Z][A-Z0-9]{3})-(\d{1,8})$/i.exec(query.search);
    if (numbered) {
      add('d.series = ?', numbered[1]!.toUpperCase());
      add('d.number = ?', Number(numbered[2]));
    } else {
      params.push(containsPattern(query.search));
      const at = `$${params.length}`;
      where.push(`(d.customer_name ILIKE ${at} OR d.customer_document_number LIKE ${at})`);
    }
  }
  return { where: where.join(' AND '), params };
}

interface DetailRow extends DocumentRow {
  file_name: string;
  digest_value: string | null;
  send_deadline: string;
  cdr_description: string | null;
  cdr_notes: { code: string; text: string }[];
  last_error: string | null;
  token_state: DocumentDetail['tokenState'];
  input: DocumentInput;
  issuer: Issuer;
  igv_percent: string;
  issue_time: string;
  reference_public_id: string | null;
  reference_series: string | null;
  reference_number: number | null;
}

/** The document's internal id from its public one, in the company; 404 otherwise. */
export async function documentIdOf(db: Queryable, companyId: string, publicId: string): Promise<string> {
  const [row] = isUuid(publicId)
    ? await db.query<{ id: string }>('SELECT id FROM documents WHERE company_id = $1 AND public_id = $2', [
        companyId,
        publicId,
      ])
    : [];
  if (!row) throw new AppError(404, 'NOT_FOUND', documentApiMessages.notFound);
  return row.id;
}

/** Everything the detail page shows: status history, SUNAT's notes, linked notes, and what can be done. */
export async function documentDetail(
  db: Queryable,
  documentId: string,
  today: string,
): Promise<DocumentDetail> {
  const [row] = await db.query<DetailRow>(
    `SELECT ${LIST_COLUMNS}, d.file_name, d.digest_value, to_char(d.send_deadline, 'YYYY-MM-DD') AS send_deadline,
            d.cdr_description, d.cdr_notes, d.last_error, d.token_state, d.input, d.issuer,
            d.igv_percent::text AS igv_percent, d.issue_time,
            r.public_id AS reference_public_id, r.series AS reference_series, r.number AS reference_number
       FROM documents d LEFT JOIN documents r ON r.id = d.reference_document_id
      WHERE d.id = $1`,
    [documentId],
  );
  // One after the other: inside a transaction (a webhook's event is built in the verdict's own,
  // webhook-events.ts) the embedded database takes one statement at a time.
  const history = await db.query<{
    created_at: Date;
    status: string;
    code: string | null;
    description: string;
  }>('SELECT created_at, status, code, description FROM document_events WHERE document_id = $1 ORDER BY id', [
    documentId,
  ]);
  const notes = await db.query<{ public_id: string; series: string; number: number; status: DocumentStatus }>(
    'SELECT public_id, series, number, status FROM documents WHERE reference_document_id = $1 ORDER BY id',
    [documentId],
  );
  const detail = row!;
  const voidUntil = voidDeadlineOf(detail.issue_date);
  const voidable =
    (detail.status === 'accepted' || detail.status === 'observed') && daysLeft(today, voidUntil) >= 0
      ? { method: voidMethodOf(detail.series), until: voidUntil }
      : null;
  return {
    ...toListItem(detail),
    fileName: detail.file_name,
    digestValue: detail.digest_value,
    sendDeadline: detail.send_deadline,
    cdr: detail.cdr_code
      ? { code: detail.cdr_code, description: detail.cdr_description ?? '', notes: detail.cdr_notes }
      : null,
    lastError: detail.last_error,
    history: history.map((event) => ({
      date: new Date(event.created_at).toISOString(),
      status: event.status,
      code: event.code,
      description: event.description,
    })),
    reference: detail.reference_public_id
      ? {
          id: detail.reference_public_id,
          fullNumber: fullNumber(detail.reference_series!, Number(detail.reference_number)),
        }
      : null,
    notes: notes.map((note) => ({
      id: note.public_id,
      fullNumber: fullNumber(note.series, Number(note.number)),
      status: note.status,
    })),
    voidable,
    tokenState: detail.token_state,
    input: detail.input,
    lines: printedLinesOf(rebuild({ ...detail, number: Number(detail.number) }), detail.input),
  };
}

/** The company's RC and RA of a day (the issue date of the summaries), with their lines. */
export async function summariesOf(db: Queryable, companyId: string, date: string): Promise<SummaryView[]> {
  const rows = await db.query<{
    id: string;
    public_id: string;
    kind: 'RC' | 'RA';
    file_name: string;
    issue_date: string;
    reference_date: string;
    status: SummaryView['status'];
    ticket: string | null;
    cdr_code: string | null;
    cdr_description: string | null;
  }>(
    `SELECT id, public_id, kind, file_name, to_char(issue_date, 'YYYY-MM-DD') AS issue_date,
            to_char(reference_date, 'YYYY-MM-DD') AS reference_date, status, ticket, cdr_code, cdr_description
       FROM summaries WHERE company_id = $1 AND issue_date = $2 AND kind <> 'RR' ORDER BY kind, sequence`,
    [companyId, date],
  );
  const lines = rows.length
    ? await db.query<{
        summary_id: string;
        public_id: string;
        series: string;
        number: number;
        line_status: '1' | '2' | '3';
      }>(
        `SELECT l.summary_id, d.public_id, d.series, d.number, l.line_status
           FROM summary_lines l JOIN documents d ON d.id = l.document_id
          WHERE l.summary_id = ANY($1::bigint[]) ORDER BY d.series, d.number`,
        [rows.map((row) => row.id)],
      )
    : [];
  return rows.map((row) => ({
    id: row.public_id,
    kind: row.kind,
    identifier: row.file_name.split('-').slice(1).join('-'),
    issueDate: row.issue_date,
    referenceDate: row.reference_date,
    status: row.status,
    ticket: row.ticket,
    sunatCode: row.cdr_code,
    sunatDescription: row.cdr_description,
    lines: lines
      .filter((line) => line.summary_id === row.id)
      .map((line) => ({
        documentId: line.public_id,
        fullNumber: fullNumber(line.series, Number(line.number)),
        lineStatus: line.line_status,
      })),
  }));
}
