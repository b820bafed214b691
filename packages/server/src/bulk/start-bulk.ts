import type { FastifyInstance } from 'fastify';
import { bulkJobOf } from './bulk-view.ts';
import { createBulkJob, type NewBulkJob } from './bulk-jobs.ts';

/**
 * Creates the job (or finds the one its Idempotency-Key already made), starts it unless it is
 * a replay, and answers it as it stands. /v1 and the screens both start jobs through here.
 */
export async function startBulk(app: FastifyInstance, job: NewBulkJob) {
  const { jobId, publicId, replay } = await createBulkJob(app.db, job, app.clock.now());
  if (!replay) app.bulkIssue.start(jobId);
  return { replay, job: await bulkJobOf(app.db, job.companyId, publicId) };
}
