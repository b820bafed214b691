import {
  BULK_ROW_STATE_LABELS,
  bulkMessages,
  DOCUMENT_STATUS_LABELS,
  type BulkJob,
  type BulkRow,
} from '@facturador/contracts';
import { csvDocument } from '../csv/csv-document.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { BulkKind } from './bulk-jobs.ts';

interface JobRow {
  id: string;
  public_id: string;
  status: BulkJob['status'];
  source: BulkJob['source'];
  created_at: Date;
  finished_at: Date | null;
}

/** A job of the company and of this kind; 404 when the company has no such job. */
export async function bulkJobRowOf(
  db: Queryable,
  companyId: string,
  publicId: string,
  kind: BulkKind,
): Promise<JobRow> {
  const [job] = await db.query<JobRow>(
    `SELECT id, public_id::text, status, source, created_at, finished_at FROM bulk_jobs
      WHERE company_id = $1 AND public_id::text = $2 AND kind = $3`,
    [companyId, publicId, kind],
  );
  if (!job) throw new AppError(404, 'NOT_FOUND', bulkMessages.notFound);
  return job;
}

/** A job's progress from its rows: what every kind of job answers around its rows. */
export function bulkProgress(job: JobRow, rows: readonly { status: BulkRow['status'] }[]) {
  const failed = rows.filter((row) => row.status === 'failed').length;
  const issued = rows.filter((row) => row.status === 'issued').length;
  return {
    id: job.public_id,
    status: job.status,
    total: rows.length,
    done: issued + failed,
    issued,
    failed,
    createdAt: new Date(job.created_at).toISOString(),
    finishedAt: job.finished_at ? new Date(job.finished_at).toISOString() : null,
  };
}

/** A job of the company, with every row's result; 404 when the company has no such job. */
export async function bulkJobOf(db: Queryable, companyId: string, publicId: string): Promise<BulkJob> {
  const job = await bulkJobRowOf(db, companyId, publicId, 'documents');
  const rows = await db.query<{
    row_number: number;
    reference: string;
    status: BulkRow['status'];
    error: string | null;
    document_public_id: string | null;
    series: string | null;
    number: string | null;
    document_status: NonNullable<BulkRow['document']>['status'] | null;
  }>(
    `SELECT b.row_number, b.reference, b.status, b.error, d.public_id::text AS document_public_id, d.series,
            d.number::text, d.status AS document_status
       FROM bulk_rows b LEFT JOIN documents d ON d.id = b.document_id
      WHERE b.job_id = $1 ORDER BY b.row_number`,
    [job.id],
  );
  const results: BulkRow[] = rows.map((row) => ({
    row: row.row_number,
    reference: row.reference,
    status: row.status,
    document:
      row.document_public_id && row.document_status
        ? {
            id: row.document_public_id,
            fullNumber: `${row.series}-${row.number}`,
            status: row.document_status,
          }
        : null,
    error: row.error,
  }));
  return { ...bulkProgress(job, results), source: job.source, rows: results };
}

const RESULT_HEADERS = ['fila', 'documento', 'resultado', 'comprobante', 'estado_sunat', 'id', 'error'];

/** The result file: one line per document of the batch, as the screen lists them. */
export function bulkResultCsv(job: BulkJob): string {
  return csvDocument(
    RESULT_HEADERS,
    job.rows.map((row) => [
      String(row.row),
      row.reference,
      BULK_ROW_STATE_LABELS[row.status],
      row.document?.fullNumber ?? '',
      row.document ? DOCUMENT_STATUS_LABELS[row.document.status] : '',
      row.document?.id ?? '',
      row.error ?? '',
    ]),
  );
}
