import { bulkMessages, type BulkJob } from '@facturador/contracts';
import type { FastifyInstance } from 'fastify';
import { bulkJobOf } from './bulk-view.ts';
import { createBulkJob, type NewBulkJob } from './bulk-jobs.ts';

/**
 * What a bulk request answers (issue 43): 202 with the job as it stood when it was made. The
 * first answer is stored with the job, and a repeat of its Idempotency-Key answers exactly that
 * with `Idempotent-Replayed: true`, as an issue does (documents/issue-answer.ts); GET shows the
 * job as it stands. A repeat that arrives before the first answer was stored answers the job as
 * it stands.
 */
export interface BulkStartAnswer {
  statusCode: 202;
  body: { success: true; message: string; data: BulkJob };
  replayed: boolean;
}

/**
 * Creates the job (or finds the one its Idempotency-Key already made), starts it unless it is
 * a replay, and answers it. /v1 and the screens both start jobs through here.
 */
export async function startBulk(app: FastifyInstance, job: NewBulkJob): Promise<BulkStartAnswer> {
  const { jobId, publicId, replay } = await createBulkJob(app.db, job, app.clock.now());
  if (replay) {
    const [stored] = await app.db.query<{ start_answer: Omit<BulkStartAnswer, 'replayed'> | null }>(
      'SELECT start_answer FROM bulk_jobs WHERE id = $1',
      [jobId],
    );
    if (stored?.start_answer) return { ...stored.start_answer, replayed: true };
  } else app.bulkIssue.start(jobId);
  const current = await bulkJobOf(app.db, job.companyId, publicId);
  const answer = {
    statusCode: 202 as const,
    body: { success: true as const, message: bulkMessages.started(current.total), data: current },
  };
  if (!replay)
    await app.db.query('UPDATE bulk_jobs SET start_answer = $2 WHERE id = $1 AND start_answer IS NULL', [
      jobId,
      JSON.stringify(answer),
    ]);
  return { ...answer, replayed: replay };
}
