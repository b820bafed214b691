import fp from 'fastify-plugin';
import { pruneSecurityEvents } from '../../auth/security-events.ts';
import { endExpiredSessions, SWEEP_BATCH } from '../../auth/session-sweep.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessionSweep: {
      /**
       * Ends every expired session now and tells its sockets; answers how many ended. Also
       * prunes security events past their retention.
       */
      run(): Promise<number>;
      /** Resolves when no sweep is running. */
      idle(): Promise<void>;
    };
  }
}

/**
 * A session that nobody refreshes expires (SESSION_IDLE_TTL_MS) without any request to notice
 * it. Every SESSION_SWEEP_INTERVAL_MS of the app's clock, expired sessions are ended and their
 * sockets get `session_expired` and are closed. Starts when the app is ready, stops on close.
 */
export default fp(
  async (app) => {
    let running: Promise<number> | null = null;

    const sweep = async (): Promise<number> => {
      // The security log keeps 180 days; the sweep's tick is a convenient time to forget older events.
      await pruneSecurityEvents(app.db, app.clock.now());
      let total = 0;
      for (;;) {
        const ended = await endExpiredSessions(app.db, app.clock.now());
        total += ended.length;
        // A cached session is refused once its expiry passes anyway; forgetting keeps the rule simple.
        await app.sessionCache.forgetUsers([...new Set(ended.map((session) => session.userKey))]);
        const byUser = new Map<string, string[]>();
        for (const { userId, sessionId } of ended)
          byUser.set(userId, [...(byUser.get(userId) ?? []), sessionId]);
        for (const [userId, sessionIds] of byUser)
          app.realtime.endSessions(userId, sessionIds, 'session_expired');
        if (ended.length < SWEEP_BATCH) return total;
      }
    };

    const run = (): Promise<number> => {
      // One sweep at a time: a tick that comes while one runs joins it.
      running ??= sweep().finally(() => {
        running = null;
      });
      return running;
    };

    const tick = () => {
      run().then(
        (count) => {
          if (count > 0) app.log.info({ count }, 'expired sessions ended');
        },
        (error: unknown) => app.log.error({ err: error }, 'session sweep failed'),
      );
    };

    app.decorate('sessionSweep', {
      run,
      idle: async () => {
        await running?.catch(() => undefined);
      },
    });

    let stop: (() => void) | null = null;
    app.addHook('onReady', async () => {
      stop = app.clock.every(app.env.SESSION_SWEEP_INTERVAL_MS, tick);
    });
    app.addHook('preClose', async () => {
      stop?.();
      stop = null;
      await running?.catch(() => undefined);
    });
  },
  { name: 'session-sweep', dependencies: ['services', 'realtime', 'session-cache'] },
);
