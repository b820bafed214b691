import fp from 'fastify-plugin';
import { dispatchDocument } from '../../documents/dispatch-document.ts';
import { dispatchSummary } from '../../documents/dispatch-summary.ts';
import { dispatchDueDespatches } from '../../despatches/dispatch-despatch.ts';
import { dispatchOtherDocument } from '../../documents/other-cpe/dispatch-other-document.ts';
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
      /**
       * The first send of a document just issued, after the caller has answered: `then` runs
       * once SUNAT's verdict is stored (or the attempt failed and the job has it). Closing the
       * app waits for these.
       */
      sendSoon(documentId: string, then?: () => Promise<void>): void;
      /** Work that follows a verdict (the buyer's e-mail) and must not hold up the caller. */
      inBackground(task: () => Promise<void>, what: string): void;
      /** Resolves once the background work started so far has ended (closing waits for it too). */
      idle(): Promise<void>;
    };
  }
}

/**
 * Every DOCUMENT_DISPATCH_INTERVAL_MS of the app's clock: documents whose send failed on the
 * network are sent again (the same signed XML, after recovering a lost answer with
 * getStatusCdr), RC/RA tickets and guías' tickets are asked for their status, and documents near
 * their deadline are warned. Several instances may run it: each document is claimed before it is sent.
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
      // Retenciones and percepciones (issue 41) wait and go again the same way.
      const others = await app.db.query<{ id: string }>(
        `SELECT id FROM other_documents WHERE status IN ('signed', 'sent') AND next_attempt_at <= $1
          ORDER BY next_attempt_at LIMIT ${DISPATCH_BATCH}`,
        [now],
      );
      for (const { id } of others) await dispatchOtherDocument(app, id);
      const summaries = await app.db.query<{ id: string }>(
        `SELECT id FROM summaries WHERE status IN ('signed', 'pending') AND next_attempt_at <= $1
          ORDER BY next_attempt_at LIMIT ${DISPATCH_BATCH}`,
        [now],
      );
      for (const { id } of summaries) await dispatchSummary(app, id);
      // Guías (issue 42): their sends and tickets, with the same leases and back-offs.
      await dispatchDueDespatches(app, DISPATCH_BATCH);
      const warned = await warnNearDeadlines(app);
      return { documents: documents.length + others.length, summaries: summaries.length, warned };
    };

    const run = () => {
      running ??= dispatch().finally(() => {
        running = null;
      });
      return running;
    };
    const background = new Set<Promise<void>>();
    const inBackground = (work: () => Promise<void>, what: string) => {
      const task: Promise<void> = work()
        .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
        .finally(() => background.delete(task));
      background.add(task);
    };
    const sendSoon = (documentId: string, then?: () => Promise<void>) =>
      inBackground(async () => {
        await dispatchDocument(app, documentId, { first: true });
        await then?.();
      }, `first send of document ${documentId}`);
    const idle = async () => {
      while (background.size > 0) await Promise.all(background);
    };
    app.decorate('documentDispatch', { run, sendSoon, inBackground, idle });

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
      await idle();
    });
  },
  { name: 'document-dispatch', dependencies: ['services', 'realtime'] },
);
