import { buildServer, type FacturadorServer } from './app.ts';
import { EnvError, getEnv } from './config/env.ts';
import { createDatabase } from './db/create-database.ts';
import type { Database } from './db/database.ts';
import { runMigrations } from './db/run-migrations.ts';
import { seedDemoData } from './demo/seed-demo-data.ts';
import { prepareDevelopmentSigning } from './signing/development-start.ts';

/** Requests in flight get this long to finish after SIGTERM/SIGINT; what is left is then cut. */
const DRAIN_LIMIT_MS = 10_000;
/** The drain's limit plus the closing of Redis, the jobs and the database: past it, the process quits anyway. */
const SHUTDOWN_LIMIT_MS = DRAIN_LIMIT_MS + 5000;

/**
 * Connections the kernel holds for the server while its event loop is busy (the kernel caps it
 * at net.core.somaxconn). Node's 511 overflowed when one instance took the other's share under
 * a thousand clients: nginx's connects then timed out (504) instead of waiting their turn.
 */
const LISTEN_BACKLOG = 4096;

/**
 * A deploy's stop (docs/decisions/0059): drain (stop listening, serve what arrived, close the
 * sockets so they reconnect elsewhere), then close the app (leave the Redis adapter, stop the
 * jobs), then the database pool.
 */
function handleShutdownSignals(app: FacturadorServer, db: Database): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'draining');
    const force = setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s, exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    try {
      const drained = await app.drain.run(DRAIN_LIMIT_MS);
      if (drained.cut > 0) app.log.warn(drained, 'drain limit reached: connections cut');
      else app.log.info(drained, 'drained');
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

async function main(): Promise<void> {
  const env = getEnv();
  const db = await createDatabase(env);
  const app = buildServer({ db, env });
  try {
    const applied = await runMigrations(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');

    // Ready first: the demo's documents are issued through the server's own documents code.
    await app.ready();
    const seeded = await seedDemoData(db, env, new Date(), app);
    if (seeded.accounts.length > 0) {
      app.log.info(
        {
          accounts: seeded.accounts.map(({ email, role }) => ({ email, role })),
          customers: seeded.customers,
        },
        'demo data created',
      );
    }
    await prepareDevelopmentSigning(app);

    handleShutdownSignals(app, db);
    // Fastify logs the URL once it listens.
    await app.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG });
  } catch (error) {
    app.log.fatal({ err: error }, 'server failed to start');
    await app.close().catch(() => {});
    await db.close().catch(() => {});
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  // Before the logger exists (bad environment, unreachable database): say why, plainly.
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
