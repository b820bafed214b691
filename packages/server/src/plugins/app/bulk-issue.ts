import fp from 'fastify-plugin';
import { resumeBulkJobs, runBulkJob } from '../../bulk/run-bulk-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bulkIssue: {
      /** Starts a job just created, after the caller has answered. */
      start(jobId: string): void;
      /** Resumes, now, every job left pending with a free lease (a stopped instance's). */
      run(): Promise<number>;
    };
  }
}

/**
 * Bulk jobs (docs/decisions/0041): started in the background when created, and resumed every
 * DOCUMENT_DISPATCH_INTERVAL_MS when an instance stopped in the middle of one. A job is
 * claimed with a lease, so two instances never run the same job at once.
 */
export default fp(
  async (app) => {
    let running: Promise<number> | null = null;
    let closing = false;
    const keepGoing = () => !closing;
    const run = () => {
      running ??= resumeBulkJobs(app, keepGoing).finally(() => {
        running = null;
      });
      return running;
    };
    const start = (jobId: string) =>
      app.documentDispatch.inBackground(
        async () => void (await runBulkJob(app, jobId, keepGoing)),
        `bulk job ${jobId}`,
      );
    app.decorate('bulkIssue', { start, run });

    let stop: (() => void) | null = null;
    app.addHook('onReady', async () => {
      stop = app.clock.every(app.env.DOCUMENT_DISPATCH_INTERVAL_MS, () => {
        run().catch((error: unknown) => app.log.error({ err: error }, 'bulk jobs failed'));
      });
    });
    app.addHook('preClose', async () => {
      closing = true;
      stop?.();
      stop = null;
      await running?.catch(() => undefined);
    });
  },
  { name: 'bulk-issue', dependencies: ['document-dispatch'] },
);
