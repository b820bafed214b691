import {
  bulkMessages,
  bulkRowFault,
  despatchBulkMessages,
  despatchBulkRowFault,
  documentInputSchema,
} from '@facturador/contracts';
import { issueDespatchRow } from '../despatches/despatch-bulk-row.ts';
import type { DocumentsContext } from '../documents/documents-context.ts';
import { issueAndSend } from '../documents/issue-and-send.ts';
import { AppError } from '../http/app-error.ts';
import { DatabaseUnavailableError } from '../db/database-unavailable.ts';
import type { BulkKind } from './bulk-jobs.ts';

/** A job is its runner's for this long, renewed at every row; a crashed instance's job is resumed after it. */
export const BULK_LEASE_MS = 60_000;

interface ClaimedJob {
  id: string;
  company_id: string;
  issued_by: string;
  idempotency_key: string;
  kind: BulkKind;
}

async function claim(app: DocumentsContext, jobId: string): Promise<ClaimedJob | null> {
  const now = app.clock.now();
  const [row] = await app.db.query<ClaimedJob>(
    `UPDATE bulk_jobs SET leased_until = $2
      WHERE id = $1 AND status = 'pending' AND (leased_until IS NULL OR leased_until <= $3)
      RETURNING id, company_id, issued_by, idempotency_key, kind`,
    [jobId, new Date(now.getTime() + BULK_LEASE_MS), now],
  );
  return row ?? null;
}

const SUNAT_REFUSED = new Set(['rejected', 'exception']);

/**
 * A refusal as the row says it: a field the issue named (SUNAT's rules, the series) in Spanish
 * words, «Serie: …», rather than the API's «Campo «series»: …».
 */
function refusalText(error: AppError, kind: BulkKind): string {
  const [field] = Array.isArray(error.details)
    ? (error.details as { field?: unknown; message?: unknown }[])
    : [];
  return typeof field?.field === 'string' && typeof field.message === 'string'
    ? (kind === 'despatches' ? despatchBulkRowFault : bulkRowFault)(field.field, field.message)
    : error.message;
}

/** Issues one row through the screens' and /v1's path, under the key `<job key>:<row>`. */
async function issueRow(app: DocumentsContext, job: ClaimedJob, row: { row_number: number; input: unknown }) {
  const { documentId } = await issueAndSend(app, {
    companyId: job.company_id,
    userId: job.issued_by,
    input: documentInputSchema.parse(row.input),
    idempotencyKey: `${job.idempotency_key}:${row.row_number}`,
  });
  const [document] = await app.db.query<{
    status: string;
    cdr_code: string | null;
    cdr_description: string | null;
    last_error: string | null;
  }>('SELECT status, cdr_code, cdr_description, last_error FROM documents WHERE id = $1', [documentId]);
  const refused = SUNAT_REFUSED.has(document!.status)
    ? `${document!.cdr_code ?? ''} - ${document!.cdr_description ?? document!.last_error ?? ''}`
    : null;
  return { documentId, refused };
}

/** Issues one row of its kind; answers what the row points at and SUNAT's refusal, if any. */
async function issueRowOfKind(
  app: DocumentsContext,
  job: ClaimedJob,
  row: { row_number: number; input: unknown },
): Promise<{ column: 'document_id' | 'despatch_id'; id: string; refused: string | null }> {
  if (job.kind === 'despatches') {
    const { despatchId, refused } = await issueDespatchRow(app, {
      companyId: job.company_id,
      userId: job.issued_by,
      input: row.input,
      idempotencyKey: `${job.idempotency_key}:${row.row_number}`,
    });
    return { column: 'despatch_id', id: despatchId, refused };
  }
  const { documentId, refused } = await issueRow(app, job, row);
  return { column: 'document_id', id: documentId, refused };
}

/**
 * Runs a bulk job to its end, one row at a time, unless another runner holds it. Each row is
 * issued with its derived idempotency key, so a row issued just before a crash is answered the
 * same document when the job is resumed, never a second one. A row refused by the rules is
 * failed with the reason (an unexpected fault too, logged, so one row never blocks the job);
 * the database away stops the run, and the job is resumed once its lease ends.
 */
export async function runBulkJob(
  app: DocumentsContext,
  jobId: string,
  keepGoing: () => boolean = () => true,
): Promise<boolean> {
  const job = await claim(app, jobId);
  if (!job) return false;
  for (;;) {
    if (!keepGoing()) {
      // Closing: the lease is given back, so another instance resumes the job at once.
      await app.db.query('UPDATE bulk_jobs SET leased_until = NULL WHERE id = $1', [job.id]);
      return true;
    }
    const [row] = await app.db.query<{ row_number: number; input: unknown }>(
      `SELECT row_number, input FROM bulk_rows WHERE job_id = $1 AND status = 'pending' ORDER BY row_number LIMIT 1`,
      [job.id],
    );
    if (!row) break;
    try {
      const { column, id, refused } = await issueRowOfKind(app, job, row);
      await app.db.query(
        `UPDATE bulk_rows SET status = 'issued', ${column} = $3, error = $4 WHERE job_id = $1 AND row_number = $2`,
        [job.id, row.row_number, id, refused],
      );
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) throw error;
      const refusal = error instanceof AppError && error.statusCode < 500;
      if (!refusal) app.log.error({ err: error, job: job.id, row: row.row_number }, 'bulk row failed');
      await app.db.query(
        `UPDATE bulk_rows SET status = 'failed', error = $3 WHERE job_id = $1 AND row_number = $2`,
        [
          job.id,
          row.row_number,
          refusal
            ? refusalText(error, job.kind)
            : job.kind === 'despatches'
              ? despatchBulkMessages.rowFailed
              : bulkMessages.rowFailed,
        ],
      );
    }
    await app.db.query('UPDATE bulk_jobs SET leased_until = $2 WHERE id = $1', [
      job.id,
      new Date(app.clock.now().getTime() + BULK_LEASE_MS),
    ]);
  }
  await app.db.query(
    `UPDATE bulk_jobs SET status = 'done', finished_at = $2, leased_until = NULL WHERE id = $1`,
    [job.id, app.clock.now()],
  );
  return true;
}

/** Every job left pending whose lease is free (a crashed or stopped instance's), run to its end. */
export async function resumeBulkJobs(app: DocumentsContext, keepGoing?: () => boolean): Promise<number> {
  const now = app.clock.now();
  const jobs = await app.db.query<{ id: string }>(
    `SELECT id FROM bulk_jobs WHERE status = 'pending' AND (leased_until IS NULL OR leased_until <= $1)
      ORDER BY created_at LIMIT 10`,
    [now],
  );
  let resumed = 0;
  for (const { id } of jobs) if (await runBulkJob(app, id, keepGoing)) resumed += 1;
  return resumed;
}
