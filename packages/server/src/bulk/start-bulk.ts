import { bulkMessages, type BulkJob } from '@facturador/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { bulkJobOf } from './bulk-view.ts';
import { createBulkJob, type NewBulkJob } from './bulk-jobs.ts';

/**
 * What a bulk request answers (issue 43): 202 with the job as it stood when it was made. The
 * first answer is stored with the job, and a repeat of its Idempotency-Key answers exactly that
 * with `Idempotent-Replayed: true`, as an issue does (documents/issue-answer.ts); GET shows the
 * job as it stands. A repeat that arrives before the first answer was stored answers the job as
 * it stands.
 */
export interface BulkStartAnswer<Job = BulkJob> {
  statusCode: 202;
  body: { success: true; message: string; data: Job };
  replayed: boolean;
}

/** How a kind of job is shown: read as it stands, and announced when it starts. */
export interface BulkJobView<Job extends { total: number }> {
  read: (db: Queryable, companyId: string, publicId: string) => Promise<Job>;
  started: (total: number) => string;
}

const DOCUMENT_JOBS: BulkJobView<BulkJob> = { read: bulkJobOf, started: bulkMessages.started };

/** A batch of documents, created or replayed and started: /v1 and the screens start them here. */
export const startBulk = (app: FastifyInstance, job: NewBulkJob) => startBulkJob(app, job, DOCUMENT_JOBS);

/**
 * Creates the job (or finds the one its Idempotency-Key already made), starts it unless it is
 * a replay, and answers it, shown as its kind's `view` shows it (documents', guías').
 */
export async function startBulkJob<Job extends { total: number }>(
  app: FastifyInstance,
  job: NewBulkJob,
  view: BulkJobView<Job>,
): Promise<BulkStartAnswer<Job>> {
  const { jobId, publicId, replay } = await createBulkJob(app.db, job, app.clock.now());
  if (replay) {
    const [stored] = await app.db.query<{ start_answer: Omit<BulkStartAnswer<Job>, 'replayed'> | null }>(
      'SELECT start_answer FROM bulk_jobs WHERE id = $1',
      [jobId],
    );
    if (stored?.start_answer) return { ...stored.start_answer, replayed: true };
  } else app.bulkIssue.start(jobId);
  const current = await view.read(app.db, job.companyId, publicId);
  const answer = {
    statusCode: 202 as const,
    body: { success: true as const, message: view.started(current.total), data: current },
  };
  if (!replay)
    await app.db.query('UPDATE bulk_jobs SET start_answer = $2 WHERE id = $1 AND start_answer IS NULL', [
      jobId,
      JSON.stringify(answer),
    ]);
  return { ...answer, replayed: replay };
}
