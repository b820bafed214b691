import { rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg } from 'node:os';
import { limaDate, type DocumentInput } from '@facturador/contracts';
import { buildServer } from '../src/app.ts';
import { dispatchDocument } from '../src/documents/dispatch-document.ts';
import { issueDocument } from '../src/documents/issue-document.ts';
import type { StepTimes } from '../src/documents/step-times.ts';
import { benchV1 } from './documents-v1.ts';
import { benchGuias } from './guias.ts';
import { openDatabase, processCpuMs, setUpBenchCompany, startDouble } from './harness.ts';
import { ratioLine, rsaSignatureMs } from './rsa-signature.ts';

/**
 * `pnpm bench:documents` (issue 26, item 7): documents issued per second end to end — compute,
 * build, sign, zip, send to the SUNAT double over HTTP, CDR read, stored — and the p50/p99 of
 * one issue, with each step's share. The double runs in its own process (its signature check
 * is real work, as SUNAT's is); the API's code runs in this one, called as the route calls it.
 * BENCH_DOCUMENTS (default 1000), BENCH_CONCURRENCY (default 8, spread over as many series:
 * one series numbers one document at a time), DATABASE_URL for PostgreSQL instead of PGlite.
 * Then BENCH_SOLO (default 100; 0 skips it) documents one at a time: the p99 of an issue that
 * waits for no other, which is what a person at Emitir feels. Each row also prints the CPU one
 * document costs in each process, which is what bounds documents/s on two cores.
 * To see where that CPU goes: BENCH_PROFILE=file.cpuprofile writes this process's profile of the
 * measured run; BENCH_DOUBLE_NODE_ARGS="--cpu-prof --cpu-prof-dir=dir" profiles the double.
 * `--v1` then issues as many again through /v1 over HTTP with an API key, from BENCH_V1_CLIENTS
 * (default 50) integrators at once, and prints both figures side by side (bench/documents-v1.ts).
 * Every run also times this machine's RSA-2048 signature and prints CPU per document in
 * signatures (issue 43 item 6): the figure that survives the machine. `--guias` measures guías
 * instead, through SUNAT's GRE REST API as the double plays it (bench/guias.ts).
 */
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const V1 = process.argv.includes('--v1');
const V1_CLIENTS = Number(process.env.BENCH_V1_CLIENTS ?? 50);
const LANES = V1 ? Math.max(CONCURRENCY, V1_CLIENTS) : CONCURRENCY;
const SOLO = Number(process.env.BENCH_SOLO ?? 100);
const PROFILE = process.env.BENCH_PROFILE;
const WARM_UP = 30;
const TARGETS = { perSecond: 100, p99Ms: 150 } as const;
const RUC = '20512333797';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** One measured run's figures. */
interface RunFigures {
  concurrency: number;
  documents: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** CPU milliseconds per document in this process (the API) and in the double. */
  apiCpu: number;
  doubleCpu: number;
  steps: StepTimes;
  statuses: Map<string, number>;
}

async function main(): Promise<void> {
  // Before anything else runs in this process: one core's signature, the unit of the ratio.
  const signatureMs = rsaSignatureMs();
  const double = await startDouble();
  const { db, dir } = await openDatabase(LANES + 2);
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
  const { userId, companyId } = await setUpBenchCompany(app, db, {
    ruc: RUC,
    now,
    series: Array.from({ length: LANES }, (_, lane) => ({
      documentType: '01',
      series: `F${String(lane + 1).padStart(3, '0')}`,
    })),
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

  async function issueOne(
    lane: number,
    figures?: Omit<RunFigures, 'perSecond' | 'p50' | 'p99' | 'apiCpu' | 'doubleCpu'> & {
      latencies: number[];
    },
  ): Promise<void> {
    const started = performance.now();
    const issueSteps: StepTimes | undefined = figures ? new Map() : undefined;
    const { documentId, profile, claimed } = await issueDocument(
      app,
      { companyId, userId, input: input(lane), claimFirstSend: true },
      issueSteps,
    );
    const issueMs = performance.now() - started;
    // As issueAndSend does: the send at once uses the company's profile and the claim the issue made.
    const status = await dispatchDocument(app, documentId, {
      first: true,
      steps: issueSteps,
      profile,
      claimed,
    });
    if (!figures) return;
    figures.latencies.push(performance.now() - started);
    figures.statuses.set(status ?? '?', (figures.statuses.get(status ?? '?') ?? 0) + 1);
    const cpuSteps = ['compute', 'build', 'sign', 'digest', 'zip'].reduce(
      (sum, step) => sum + (issueSteps!.get(step) ?? 0),
      0,
    );
    issueSteps!.set('number, token and store (database)', issueMs - cpuSteps);
    for (const [step, ms] of issueSteps!) figures.steps.set(step, (figures.steps.get(step) ?? 0) + ms);
  }

  /** `count` documents, `concurrency` at a time, each lane on its own series. */
  async function run(count: number, concurrency: number): Promise<RunFigures> {
    const figures = {
      concurrency,
      documents: count,
      steps: new Map(),
      statuses: new Map(),
      latencies: [] as number[],
    };
    let next = 0;
    const apiCpuBefore = process.cpuUsage();
    const doubleCpuBefore = await processCpuMs(double.child.pid!);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async (_, index) => {
        while (next < count) {
          next += 1;
          await issueOne(index + 1, figures);
        }
      }),
    );
    const elapsed = performance.now() - started;
    const apiCpu = process.cpuUsage(apiCpuBefore);
    const doubleCpu = (await processCpuMs(double.child.pid!)) - doubleCpuBefore;
    const sorted = figures.latencies.sort((a, b) => a - b);
    return {
      ...figures,
      perSecond: (count / elapsed) * 1000,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      apiCpu: (apiCpu.user + apiCpu.system) / 1000 / count,
      doubleCpu: doubleCpu / count,
    };
  }

  for (let warm = 0; warm < WARM_UP; warm += 1) await issueOne(1 + (warm % CONCURRENCY));
  const profiler = PROFILE ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const many = await run(DOCUMENTS, CONCURRENCY);
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    await writeFile(PROFILE!, JSON.stringify(profile));
    profiler.disconnect();
  }
  const solo = SOLO > 0 ? await run(SOLO, 1) : undefined;

  const verdict = (ok: boolean) => (ok ? '✔' : '✖');
  console.info(`\npnpm bench:documents — facturas on ${db.kind}, the SUNAT double in its own process`);
  console.info(`machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)} at the end\n`);
  console.info(
    `  ${'run'.padEnd(26)} ${'documents/s'.padStart(11)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'CPU/doc API'.padStart(12)} ${'CPU/doc double'.padStart(15)}`,
  );
  for (const figures of [many, solo].filter((row) => row !== undefined))
    console.info(
      `  ${`${figures.documents} docs, ${figures.concurrency} at a time`.padEnd(26)} ${figures.perSecond.toFixed(1).padStart(11)} ${`${figures.p50.toFixed(1)} ms`.padStart(9)} ${`${figures.p99.toFixed(1)} ms`.padStart(9)} ${`${figures.apiCpu.toFixed(1)} ms`.padStart(12)} ${`${figures.doubleCpu.toFixed(1)} ms`.padStart(15)}`,
    );
  console.info(
    `\n  targets: ≥ ${TARGETS.perSecond} documents/s ${verdict(many.perSecond >= TARGETS.perSecond)}; ` +
      `p99 of one issue ≤ ${TARGETS.p99Ms} ms: ${CONCURRENCY} at a time ${verdict(many.p99 <= TARGETS.p99Ms)}` +
      (solo ? `, one at a time ${verdict(solo.p99 <= TARGETS.p99Ms)}` : ''),
  );
  console.info(
    `  SUNAT's verdicts    ${[...many.statuses].map(([status, count]) => `${status} ${count}`).join(', ')}`,
  );
  console.info(`${ratioLine('document', many.apiCpu, many.doubleCpu, signatureMs)} (target ≤ 40)\n`);
  // A lone issue's steps say where one document's time goes; under load, every step also waits.
  const shares = solo ?? many;
  const total = [...shares.steps.values()].reduce((sum, ms) => sum + ms, 0);
  console.info(
    `  share of each step (${shares.concurrency === 1 ? 'one at a time' : 'summed over every issue'}):`,
  );
  for (const [step, ms] of [...shares.steps].sort((a, b) => b[1] - a[1]))
    console.info(
      `    ${step.padEnd(36)} ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${(ms / shares.documents).toFixed(2)} ms/doc`,
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
    row(`in process, ${CONCURRENCY} at a time`, many.perSecond, many.p50, many.p99);
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

(process.argv.includes('--guias') ? benchGuias() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
