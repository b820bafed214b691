import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from '../src/app.ts';
import { createPgliteDatabase } from '../src/db/pglite-database.ts';
import { runMigrations } from '../src/db/run-migrations.ts';
import { insertDemoAccounts } from '../src/demo/seed-demo-accounts.ts';
import { DEMO_ACCOUNTS } from '../src/demo/demo-accounts.ts';

/** GET /health and authenticated GET /users/profile, one after the other, on a temporary PGlite. */
async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'facturador-bench-'));
  const db = await createPgliteDatabase(dir);
  await runMigrations(db);
  await insertDemoAccounts(db);
  const app = buildServer({
    db,
    logger: false,
    env: { NODE_ENV: 'test', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000', DATA_DIR: dir },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const csrf = await fetch(`${url}/csrf/token`);
    const token = ((await csrf.json()) as { data: { csrfToken: string } }).data.csrfToken;
    const account = DEMO_ACCOUNTS[0]!;
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: `csrf_token=${token}` },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const accessToken = ((await login.json()) as { access_token: string }).access_token;

    const run = (path: string, headers: Record<string, string> = {}) =>
      autocannon({ url: `${url}${path}`, connections: 10, duration: 10, headers });
    const health = await run('/health');
    const profile = await run('/users/profile', { authorization: `Bearer ${accessToken}` });
    const line = (name: string, result: autocannon.Result) =>
      `${name.padEnd(22)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}`;
    console.info(line('GET /health', health));
    console.info(line('GET /users/profile', profile));
    console.info(
      `profile / health ratio: ${(profile.requests.average / health.requests.average).toFixed(2)}`,
    );
  } finally {
    await app.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
