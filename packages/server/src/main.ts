import { buildServer, type FacturadorServer } from './app.ts';
import { EnvError, getEnv } from './config/env.ts';
import { createDatabase } from './db/create-database.ts';
import type { Database } from './db/database.ts';
import { runMigrations } from './db/run-migrations.ts';
import { seedDemoData } from './demo/seed-demo-data.ts';
import { prepareDevelopmentSigning } from './signing/development-start.ts';

/** In-flight requests get this long to finish after SIGTERM/SIGINT before the process quits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function handleShutdownSignals(app: FacturadorServer, db: Database): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
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
    await app.listen({ port: env.PORT, host: env.HOST });
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
