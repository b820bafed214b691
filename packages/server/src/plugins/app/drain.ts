import fp from 'fastify-plugin';

/** What a drain did: how long it took, and how many connections it had to cut at its limit. */
export interface DrainOutcome {
  ms: number;
  /** Connections still open when the limit came (a request that never finished). */
  cut: number;
}

export interface Drain {
  /** From the drain's start: /health answers 503 and every answer carries `Connection: close`. */
  readonly draining: boolean;
  /** Runs `step` as the drain starts, once no connection is accepted any more. */
  onStart(step: () => void): void;
  /**
   * Stops taking connections, closes the idle keep-alive ones, runs the `onStart` steps and
   * waits for the requests in flight; past `limitMs` it closes what is still open. The app is
   * still whole afterwards (database, Redis): `app.close()` comes next.
   */
  run(limitMs: number): Promise<DrainOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

/**
 * How an instance stops without failing anyone (issue 43 item 7, docs/decisions/0059). It
 * stops listening first, so the proxy's next connection is refused at once and goes to another
 * instance, a POST included (nothing was sent). What already reached it is served, with
 * `Connection: close` so the proxy stops reusing that connection.
 */
export default fp(
  async (app) => {
    let draining = false;
    const steps: (() => void)[] = [];

    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });

    const run = async (limitMs: number): Promise<DrainOutcome> => {
      const started = Date.now();
      draining = true;
      const server = app.server;
      // Resolves once every connection has ended; at once when the app never listened.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      for (const step of steps) step();

      let limit: NodeJS.Timeout | undefined;
      const timedOut = new Promise<true>((resolve) => {
        limit = setTimeout(() => resolve(true), limitMs);
      });
      const late = await Promise.race([closed.then(() => false as const), timedOut]);
      clearTimeout(limit);
      let cut = 0;
      if (late) {
        cut = await new Promise<number>((resolve) =>
          server.getConnections((error, count) => resolve(error ? 0 : count)),
        );
        server.closeAllConnections();
      }
      return { ms: Date.now() - started, cut };
    };

    app.decorate('drain', {
      get draining() {
        return draining;
      },
      onStart: (step) => void steps.push(step),
      run,
    } satisfies Drain);
  },
  { name: 'drain' },
);
