import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { createPgliteDatabase } from '../src/db/pglite-database.ts';
import { runMigrations } from '../src/db/run-migrations.ts';
import { DEMO_ACCOUNTS } from '../src/demo/demo-accounts.ts';
import { insertDemoAccounts } from '../src/demo/seed-demo-accounts.ts';

const USERS = 10_000;
const RUNS = 200;
const TARGET_P95_MS = 50;

/** The administrators' searches and filters (issue 16: GET /users, p95 ≤ 50 ms on 10,000 users). */
const QUERIES = [
  ['first page, newest first', ''],
  ['search a common surname', 'search=quispe'],
  ['search one e-mail', 'search=usuario7321%40bench.test'],
  ['search a document', 'search=40007321'],
  ['search with no match', 'search=zzzz'],
  ['role RESELLER', 'role=RESELLER'],
  ['inactive', 'isActive=false'],
  ['search + role + active', 'search=luis&role=CUSTOMER_SYSTEM&isActive=true'],
  ['sort by name, page 50', 'sort=fullName&order=asc&page=50&limit=25'],
  ['sort by last access', 'sort=lastAccessAt&order=desc'],
  ['deleted accounts', 'isDeleted=true'],
] as const;

/**
 * 10,000 users in one statement: Peruvian names, one in five a reseller, one in ten inactive,
 * one in fifty deleted, half seen in the last 90 days. Each gets the customer role.
 */
async function seedUsers(db: Database): Promise<void> {
  await db.query(
    `WITH names AS (
       SELECT ARRAY['Ana','Luis','Carla','Jorge','Rosa','Miguel','Lucía','Pedro','Sofía','Diego',
                    'María','José','Valeria','Renzo','Camila','Óscar','Julia','Raúl','Elena','César'] AS first,
              ARRAY['Quispe','Huamán','Flores','Mamani','García','Rojas','Sánchez','Torres','Díaz','Castillo',
                    'Mendoza','Vargas','Ramos','Chávez','Gutiérrez','Ríos','Salazar','Paredes','Cruz','Romero',
                    'Vega','Ccori','Apaza','Condori','Ticona','Villanueva','Espinoza','Cáceres','Ortiz','Reyes'] AS last
     ), inserted AS (
       INSERT INTO users (email, full_name, first_name, last_name, document_number, is_active, is_deleted,
                          is_verified_email, created_at, updated_at, last_access_at)
       SELECT 'usuario' || i || '@bench.test',
              first[1 + i % 20] || ' ' || last[1 + (i / 20) % 30] || ' ' || last[1 + (i / 7) % 30],
              first[1 + i % 20], last[1 + (i / 20) % 30], (40000000 + i)::text,
              i % 10 <> 0, i % 50 = 0, true,
              now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval,
              CASE WHEN i % 2 = 0 THEN now() - ((i % 90) || ' days')::interval END
         FROM generate_series(1, $1::int) AS i, names
       RETURNING id, email
     )
     INSERT INTO user_roles (user_id, role_id)
     SELECT inserted.id, r.id FROM inserted
       JOIN roles r ON r.name = CASE WHEN substring(inserted.email FROM '[0-9]+')::int % 5 = 0 THEN 'RESELLER'
                                     ELSE 'CUSTOMER_SYSTEM' END`,
    [USERS],
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'facturador-bench-users-'));
  const db = await createPgliteDatabase(dir);
  await runMigrations(db);
  await insertDemoAccounts(db);
  await seedUsers(db);
  await db.query('ANALYZE');
  const app = buildServer({
    db,
    logger: false,
    env: { NODE_ENV: 'test', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000', DATA_DIR: dir },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  let worst = 0;
  try {
    const csrf = await fetch(`${url}/csrf/token`);
    const token = ((await csrf.json()) as { data: { csrfToken: string } }).data.csrfToken;
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'ADMINISTRATOR_SYSTEM')!;
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: `csrf_token=${token}` },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const accessToken = ((await login.json()) as { access_token: string }).access_token;
    const headers = { authorization: `Bearer ${accessToken}` };

    console.info(`GET /users on ${USERS.toLocaleString('en')} users, ${RUNS} sequential calls each (ms)`);
    console.info(
      `${'query'.padEnd(30)} ${'total'.padStart(6)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)}`,
    );
    // The baseline: an authenticated call that reads one row. What GET /users adds is the list.
    for (const [name, path] of [
      ['baseline: GET /users/profile', `${url}/users/profile`],
      ...QUERIES.map(([label, query]) => [label, `${url}/users?${query}`] as const),
    ] as const) {
      const baseline = !path.includes('/users?');
      const first = await fetch(path, { headers });
      if (first.status !== 200) throw new Error(`${name}: HTTP ${first.status} ${await first.text()}`);
      const { meta } = (await first.json()) as { meta?: { total: number } };
      for (let i = 0; i < 10; i += 1) await (await fetch(path, { headers })).arrayBuffer();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const start = performance.now();
        await (await fetch(path, { headers })).arrayBuffer();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p));
      if (!baseline) worst = Math.max(worst, p95!);
      console.info(
        `${name.padEnd(30)} ${String(meta?.total ?? '').padStart(6)} ${p50!.toFixed(1).padStart(6)} ${p95!.toFixed(1).padStart(6)} ${p99!.toFixed(1).padStart(6)}`,
      );
    }
    console.info(
      `worst p95 ${worst.toFixed(1)} ms (target ≤ ${TARGET_P95_MS} ms); load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
    );
  } finally {
    await app.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
  if (worst > TARGET_P95_MS) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
