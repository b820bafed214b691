import fp from 'fastify-plugin';
import { dispatchDocument } from '../../documents/dispatch-document.ts';
import { dispatchSummary } from '../../documents/dispatch-summary.ts';
import { warnNearDeadlines } from '../../documents/deadline-watch.ts';

/** Documents and summaries taken per run; the next run takes the rest. */
const DISPATCH_BATCH = 50;

export interface DispatchCounts {
  documents: number;
  summaries: number;
  warned: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    documentDispatch: {
      /** Sends what is due, polls due tickets and warns of near deadlines, now. */
      run(): Promise<DispatchCounts>;
    };
  }
}

/**
 * Every DOCUMENT_DISPATCH_INTERVAL_MS of the app's clock: documents whose send failed on the
 * network are sent again (the same signed XML, after recovering a lost answer with
 * getStatusCdr), RC/RA tickets are asked for their status, and documents near their deadline
 * are warned. Several instances may run it: each document is claimed before it is sent.
 */
export default fp(
  async (app) => {
    let running: Promise<DispatchCounts> | null = null;

    const dispatch = async (): Promise<DispatchCounts> => {
      const now = app.clock.now();
      const documents = await app.db.query<{ id: string }>(
        `SELECT id FROM documents WHERE status IN ('signed', 'sent') AND next_attempt_at <= $1
          ORDER BY next_attempt_at LIMIT ${DISPATCH_BATCH}`,
        [now],
      );
      for (const { id } of documents) await dispatchDocument(app, id);
      const summaries = await app.db.query<{ id: string }>(
        `SELECT id FROM summaries WHERE status IN ('signed', 'pending') AND next_attempt_at <= $1
          ORDER BY next_attempt_at LIMIT ${DISPATCH_BATCH}`,
        [now],
      );
      for (const { id } of summaries) await dispatchSummary(app, id);
      const warned = await warnNearDeadlines(app);
      return { documents: documents.length, summaries: summaries.length, warned };
    };

    const run = () => {
      running ??= dispatch().finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('documentDispatch', { run });

    let stop: (() => void) | null = null;
    app.addHook('onReady', async () => {
      stop = app.clock.every(app.env.DOCUMENT_DISPATCH_INTERVAL_MS, () => {
        run().catch((error: unknown) => app.log.error({ err: error }, 'document dispatch failed'));
      });
    });
    app.addHook('preClose', async () => {
      stop?.();
      stop = null;
      await running?.catch(() => undefined);
    });
  },
  { name: 'document-dispatch', dependencies: ['services', 'realtime'] },
);
