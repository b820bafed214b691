import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentInput } from '@facturador/contracts';
import { buildServer } from '../src/app.ts';
import { createPgliteDatabase } from '../src/db/pglite-database.ts';
import { createPostgresDatabase } from '../src/db/postgres-database.ts';
import type { Database } from '../src/db/database.ts';
import { runMigrations } from '../src/db/run-migrations.ts';
import { addCompany } from '../src/companies/company-repository.ts';
import { insertDemoUser } from '../src/demo/demo-users.ts';
import { dispatchDocument } from '../src/documents/dispatch-document.ts';
import { issueDocument } from '../src/documents/issue-document.ts';
import { limaDate } from '../src/documents/lima-time.ts';
import type { StepTimes } from '../src/documents/step-times.ts';
import { secretContext } from '../src/routes/companies/credentials.ts';
import { makeTestCertificate } from '../test/support/test-certificate.ts';
import { benchV1 } from './documents-v1.ts';

/**
 * `pnpm bench:documents` (issue 26, item 7): documents issued per second end to end — compute,
 * build, sign, zip, send to the SUNAT double over HTTP, CDR read, stored — and the p50/p99 of
 * one issue, with each step's share. The double runs in its own process (its signature check
 * is real work, as SUNAT's is); the API's code runs in this one, called as the route calls it.
 * BENCH_DOCUMENTS (default 1000), BENCH_CONCURRENCY (default 8, spread over as many series:
 * one series numbers one document at a time), DATABASE_URL for PostgreSQL instead of PGlite.
 * `--v1` then issues as many again through /v1 over HTTP with an API key, from BENCH_V1_CLIENTS
 * (default 50) integrators at once, and prints both figures side by side (bench/documents-v1.ts).
 */
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const V1 = process.argv.includes('--v1');
const V1_CLIENTS = Number(process.env.BENCH_V1_CLIENTS ?? 50);
const LANES = V1 ? Math.max(CONCURRENCY, V1_CLIENTS) : CONCURRENCY;
const WARM_UP = 30;
const TARGETS = { perSecond: 100, p99Ms: 150 } as const;
const RUC = '20512333797';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');

/** The SUNAT double alone (`pnpm sunat:simulator`), on a free port; resolves with its URL. */
function startDouble(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(root, 'packages/sunat-simulator/src/main.ts')],
    {
      env: { ...process.env, SUNAT_SIMULATOR_PORT: '0', SUNAT_SIMULATOR_LOG: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const url = /escuchando en (\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`the SUNAT double exited with ${code}`)));
  });
}

async function openDatabase(): Promise<{ db: Database; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'facturador-bench-documents-'));
  const url = process.env.DATABASE_URL;
  const db = url
    ? createPostgresDatabase({ connectionString: url, max: LANES + 2 })
    : await createPgliteDatabase(dir);
  await runMigrations(db);
  return { db, dir };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main(): Promise<void> {
  const double = await startDouble();
  const { db, dir } = await openDatabase();
  const app = buildServer({
    db,
    logger: false,
    env: {
      NODE_ENV: 'test',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
      SECRETS_KEYS: `bench:${Buffer.alloc(32, 9).toString('base64')}`,
      DATA_DIR: dir,
      SUNAT_SIMULATOR_URL: double.url,
      // The job stays out of the way: every document here is sent by its own issue.
      DOCUMENT_DISPATCH_INTERVAL_MS: 3_600_000,
      // The limit is not what is measured: every client's request must reach the route.
      API_KEY_RATE_LIMIT: 1_000_000_000,
    },
  });
  await app.ready();

  // One owner on an unlimited plan, one company with its certificate, one series per lane.
  const now = new Date();
  const { userId, companyId } = await db.transaction(async (tx) => {
    const userId = await insertDemoUser(
      tx,
      {
        email: `bench-documents-${Date.now()}@facturador.test`,
        fullName: 'Rosa Quispe Mamani',
        firstName: 'Rosa',
        lastName: 'Quispe Mamani',
        documentNumber: '40000001',
        role: 'CUSTOMER_SYSTEM',
      },
      'not-a-password-hash',
      now,
    );
    await tx.query(
      `INSERT INTO subscriptions (user_id, plan_id, state, period_start, renews_at, period_quota, created_at, updated_at)
       SELECT $1, id, 'active', $2, $2::timestamptz + interval '30 days', NULL, $2, $2 FROM plans ORDER BY id LIMIT 1
       ON CONFLICT (user_id) DO UPDATE SET state = 'active', period_quota = NULL, renews_at = EXCLUDED.renews_at`,
      [userId, now],
    );
    const companyId = (await addCompany(
      tx,
      userId,
      { ruc: RUC, businessName: 'BENCH S.A.C.', fiscalAddress: 'Av. Larco 123', ubigeo: '150122' },
      now,
    ))!;
    const certificate = makeTestCertificate({ ruc: RUC, password: 'bench' });
    await tx.query(
      `INSERT INTO company_credentials (company_id, certificate_sealed, certificate_password_sealed,
         certificate_subject, certificate_ruc, certificate_not_after, certificate_set_at, updated_at)
       VALUES ($1, $2, $3, 'CN=BENCH', $4, $5, $6, $6)`,
      [
        companyId,
        app.secrets.seal(
          Buffer.from(certificate.fileBase64, 'base64'),
          secretContext(companyId, 'certificate'),
        ),
        app.secrets.seal('bench', secretContext(companyId, 'certificate_password')),
        RUC,
        certificate.notAfter,
        now,
      ],
    );
    for (let lane = 1; lane <= LANES; lane += 1)
      await tx.query(
        `INSERT INTO series (company_id, establishment_id, document_type, series, next_correlative, created_at, updated_at)
         SELECT $1, id, '01', $2, 1, $3, $3 FROM establishments WHERE company_id = $1 AND code = '0000'`,
        [companyId, `F${String(lane).padStart(3, '0')}`, now],
      );
    return { userId, companyId };
  });

  const input = (lane: number): DocumentInput => ({
    documentType: '01',
    series: `F${String(lane).padStart(3, '0')}`,
    issueDate: limaDate(new Date()),
    currency: 'PEN',
    operationType: '0101',
    payment: { method: 'Contado' },
    customer: { documentType: '6', documentNumber: '20607854247', name: 'CLIENTE DE PRUEBA S.A.C.' },
    lines: [
      {
        description: 'Servicio de consultoría',
        quantity: '2',
        unitCode: 'ZZ',
        unitValue: '150.50',
        affectation: '10',
      },
      { description: 'Libro', quantity: '1', unitCode: 'NIU', unitValue: '45', affectation: '20' },
      {
        description: 'Bolsa plástica',
        quantity: '1',
        unitCode: 'NIU',
        unitValue: '0.10',
        affectation: '10',
        icbperBags: 1,
      },
    ],
  });

  const steps: StepTimes = new Map();
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  async function issueOne(lane: number, record: boolean): Promise<void> {
    const started = performance.now();
    const issueSteps: StepTimes | undefined = record ? new Map() : undefined;
    const issued = performance.now();
    const { documentId } = await issueDocument(app, { companyId, userId, input: input(lane) }, issueSteps);
    const issueMs = performance.now() - issued;
    const status = await dispatchDocument(app, documentId, { first: true, steps: issueSteps });
    if (!record) return;
    latencies.push(performance.now() - started);
    statuses.set(status ?? '?', (statuses.get(status ?? '?') ?? 0) + 1);
    const cpuSteps = ['compute', 'build', 'sign', 'digest', 'zip'].reduce(
      (sum, step) => sum + (issueSteps!.get(step) ?? 0),
      0,
    );
    issueSteps!.set('number, token and store (database)', issueMs - cpuSteps);
    for (const [step, ms] of issueSteps!) steps.set(step, (steps.get(step) ?? 0) + ms);
  }

  async function run(count: number, record: boolean): Promise<number> {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, index) => {
        while (next < count) {
          next += 1;
          await issueOne(index + 1, record);
        }
      }),
    );
    return performance.now() - started;
  }

  await run(WARM_UP, false);
  const elapsed = await run(DOCUMENTS, true);

  const sorted = [...latencies].sort((a, b) => a - b);
  const perSecond = (DOCUMENTS / elapsed) * 1000;
  const total = [...steps.values()].reduce((sum, ms) => sum + ms, 0);
  const verdict = (ok: boolean) => (ok ? '✔' : '✖');
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  console.info(`\npnpm bench:documents — ${DOCUMENTS} facturas, ${CONCURRENCY} at a time, ${db.kind}`);
  console.info(`machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)} at the end\n`);
  console.info(
    `  documents/s         ${perSecond.toFixed(1)}  (target ≥ ${TARGETS.perSecond}) ${verdict(perSecond >= TARGETS.perSecond)}`,
  );
  console.info(`  one issue, p50      ${p50.toFixed(1)} ms`);
  console.info(
    `  one issue, p99      ${p99.toFixed(1)} ms  (target ≤ ${TARGETS.p99Ms}) ${verdict(p99 <= TARGETS.p99Ms)}`,
  );
  console.info(
    `  SUNAT's verdicts    ${[...statuses].map(([status, count]) => `${status} ${count}`).join(', ')}\n`,
  );
  console.info('  share of each step (summed over every issue):');
  for (const [step, ms] of [...steps].sort((a, b) => b[1] - a[1]))
    console.info(
      `    ${step.padEnd(36)} ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${(ms / DOCUMENTS).toFixed(2)} ms/doc`,
    );

  if (V1) {
    const http = await benchV1(app, {
      companyId,
      userId,
      clients: V1_CLIENTS,
      documents: DOCUMENTS,
      warmUp: WARM_UP,
      input,
    });
    console.info(`\n  side by side (${DOCUMENTS} facturas each):`);
    console.info(
      `    ${'mode'.padEnd(34)} ${'documents/s'.padStart(11)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}`,
    );
    const row = (mode: string, rate: number, p50ms: number, p99ms: number) =>
      console.info(
        `    ${mode.padEnd(34)} ${rate.toFixed(1).padStart(11)} ${`${p50ms.toFixed(1)} ms`.padStart(9)} ${`${p99ms.toFixed(1)} ms`.padStart(9)}`,
      );
    row(`in process, ${CONCURRENCY} at a time`, perSecond, p50, p99);
    row(`/v1 over HTTP, ${V1_CLIENTS} clients`, http.perSecond, http.p50, http.p99);
    console.info(
      `    /v1 answers: ${[...http.statuses].map(([status, count]) => `${status} ${count}`).join(', ')}\n`,
    );
  }

  await app.close();
  await db.close();
  double.child.kill('SIGTERM');
  await rm(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
