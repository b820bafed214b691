import { buildServer } from '../src/app.ts';
import { createPgliteDatabase } from '../src/db/pglite-database.ts';
import { runMigrations } from '../src/db/run-migrations.ts';
import { hashPassword } from '../src/auth/password.ts';
import { insertDemoUser } from '../src/demo/demo-users.ts';
import { BENCH_ACCOUNT, BENCH_PASSWORD_COST } from './bench-account.ts';

/**
 * The API that `pnpm bench:api` measures, in a process of its own: a load generator in the
 * server's event loop would add its own work to every latency. Started by bench/api.ts with
 * the data folder as argument; answers its URL over IPC and stops when the parent goes.
 */
async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir || !process.send) throw new Error('Started by bench/api.ts only');
  const db = await createPgliteDatabase(dir);
  await runMigrations(db);
  const hash = await hashPassword(BENCH_ACCOUNT.password, { cost: BENCH_PASSWORD_COST });
  await db.transaction((tx) =>
    insertDemoUser(
      tx,
      {
        email: BENCH_ACCOUNT.email,
        fullName: 'Rosa Quispe Mamani',
        firstName: 'Rosa',
        lastName: 'Quispe Mamani',
        documentNumber: '40000001',
        role: 'CUSTOMER_SYSTEM',
      },
      hash,
      new Date(),
    ),
  );
  const app = buildServer({
    db,
    logger: false,
    env: { NODE_ENV: 'test', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000', DATA_DIR: dir },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.once('disconnect', () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
  process.send({ url });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
