import {
  BULK_ROW_STATE_LABELS,
  DESPATCH_STATUS_LABELS,
  despatchBulkMessages,
  type DespatchBulkJob,
  type DespatchBulkRow,
} from '@facturador/contracts';
import type { FastifyInstance } from 'fastify';
import { bulkJobRowOf, bulkProgress } from '../bulk/bulk-view.ts';
import type { NewBulkJob } from '../bulk/bulk-jobs.ts';
import { startBulkJob, type BulkJobView } from '../bulk/start-bulk.ts';
import { csvDocument } from '../csv/csv-document.ts';
import type { Queryable } from '../db/database.ts';

/** A batch of guías of the company, with every row's guía as it stands; 404 for any other job. */
export async function despatchBulkJobOf(
  db: Queryable,
  companyId: string,
  publicId: string,
): Promise<DespatchBulkJob> {
  const job = await bulkJobRowOf(db, companyId, publicId, 'despatches');
  const rows = await db.query<{
    row_number: number;
    reference: string;
    status: DespatchBulkRow['status'];
    error: string | null;
    despatch_public_id: string | null;
    series: string | null;
    number: string | null;
    despatch_status: NonNullable<DespatchBulkRow['despatch']>['status'] | null;
  }>(
    `SELECT b.row_number, b.reference, b.status, b.error, d.public_id::text AS despatch_public_id, d.series,
            d.number::text, d.status AS despatch_status
       FROM bulk_rows b LEFT JOIN despatches d ON d.id = b.despatch_id
      WHERE b.job_id = $1 ORDER BY b.row_number`,
    [job.id],
  );
  const results: DespatchBulkRow[] = rows.map((row) => ({
    row: row.row_number,
    reference: row.reference,
    status: row.status,
    despatch:
      row.despatch_public_id && row.despatch_status
        ? {
            id: row.despatch_public_id,
            fullNumber: `${row.series}-${row.number}`,
            status: row.despatch_status,
          }
        : null,
    error: row.error,
  }));
  return { ...bulkProgress(job, results), rows: results };
}

const DESPATCH_JOBS: BulkJobView<DespatchBulkJob> = {
  read: despatchBulkJobOf,
  started: despatchBulkMessages.started,
};

/** Creates (or replays) a batch of guías and starts it: the bulk job issues them one by one. */
export const startDespatchBulk = (app: FastifyInstance, job: Omit<NewBulkJob, 'kind' | 'source'>) =>
  startBulkJob(app, { ...job, kind: 'despatches', source: 'json' }, DESPATCH_JOBS);

const RESULT_HEADERS = ['fila', 'referencia', 'resultado', 'guia', 'estado_sunat', 'id', 'error'];

/** The batch's result file: one line per guía, as GET answers them. */
export function despatchBulkResultCsv(job: DespatchBulkJob): string {
  return csvDocument(
    RESULT_HEADERS,
    job.rows.map((row) => [
      String(row.row),
      row.reference,
      BULK_ROW_STATE_LABELS[row.status],
      row.despatch?.fullNumber ?? '',
      row.despatch ? DESPATCH_STATUS_LABELS[row.despatch.status] : '',
      row.despatch?.id ?? '',
      row.error ?? '',
    ]),
  );
}
