import { rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { despatchInputSchema, limaDate, type DespatchInput } from '@facturador/contracts';
import { buildServer } from '../src/app.ts';
import { issueAndSendDespatch } from '../src/despatches/despatch-answer.ts';
import { openDatabase, processCpuMs, setUpBenchCompany, startDouble } from './harness.ts';
import { ratioLine, rsaSignatureMs } from './rsa-signature.ts';

/**
 * `pnpm bench:documents --guias` (issue 42): guías issued per second end to end — numbered,
 * signed, zipped, sent to SUNAT's GRE REST API as the double plays it (OAuth token, the zip in
 * base64, a ticket), the ticket asked by the server's own job until the CDR, stored — and the
 * p50/p99 from the issue to the stored CDR, with the double's ticket delay set to 0: no time on
 * its clock and no «98 en proceso» before the verdict (BENCH_GUIAS_PENDING_POLLS, default 0, to
 * measure with some). Each lane issues on its own series and goes on once the issue answers, as
 * an ERP does; the issuing request asks the ticket right after the send, and the job asks the
 * ones still in process on its schedule (TICKET_BACK_OFF after a 98, every BENCH_GUIAS_JOB_MS).
 * BENCH_GUIAS (default 1000), BENCH_CONCURRENCY (default 8), DATABASE_URL for PostgreSQL.
 */
const GUIAS = Number(process.env.BENCH_GUIAS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** The job's interval; the server's least (its env refuses less than 100 ms). */
const JOB_MS = Number(process.env.BENCH_GUIAS_JOB_MS ?? 100);
/** How many 98 a ticket answers before its verdict (the double's default is 2). */
const PENDING_POLLS = Number(process.env.BENCH_GUIAS_PENDING_POLLS ?? 0);
const WARM_UP = 30;
const TARGETS = { perSecond: 50, p99Ms: 2_000 } as const;
const RUC = '20512333797';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function benchGuias(): Promise<void> {
  const signatureMs = rsaSignatureMs();
  const double = await startDouble();
  for (const command of [
    { action: 'greTicketDelay', ms: 0 },
    { action: 'pendingPolls', n: PENDING_POLLS },
  ])
    await fetch(`${new URL(double.url).origin}/__control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(command),
    });
  const { db, dir } = await openDatabase(CONCURRENCY + 4);
  const app = buildServer({
    db,
    logger: false,
    env: {
      NODE_ENV: 'test',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
      SECRETS_KEYS: `bench:${Buffer.alloc(32, 9).toString('base64')}`,
      DATA_DIR: dir,
      SUNAT_SIMULATOR_URL: double.url,
      DOCUMENT_DISPATCH_INTERVAL_MS: JOB_MS,
    },
  });
  await app.ready();
  const series = (lane: number) => `T${String(lane).padStart(3, '0')}`;
  const { userId, companyId } = await setUpBenchCompany(app, db, {
    ruc: RUC,
    now: new Date(),
    series: Array.from({ length: CONCURRENCY }, (_, lane) => ({
      documentType: '09',
      series: series(lane + 1),
    })),
  });
  const input = (lane: number): DespatchInput => {
    const today = limaDate(new Date());
    return despatchInputSchema.parse({
      documentType: '09',
      series: series(lane),
      issueDate: today,
      recipient: { documentType: '6', documentNumber: '20100070970', name: 'SUPERMERCADOS PERUANOS S.A.' },
      reasonCode: '01',
      transportMode: '01',
      startDate: today,
      handoverDate: today,
      grossWeight: '1060.500',
      carrier: { ruc: '20601234567', name: 'TRANSPORTES ANDINOS S.A.C.', mtcRegistration: '1528745CNG' },
      origin: {
        ubigeo: '150101',
        address: 'AV. LOS OLIVOS 123, LIMA',
        establishmentCode: '0000',
        establishmentRuc: RUC,
      },
      destination: { ubigeo: '150131', address: 'AV. JAVIER PRADO ESTE 4200, SANTIAGO DE SURCO' },
      relatedDocuments: [{ documentType: '01', number: 'F001-125', issuerRuc: RUC }],
      lines: [{ description: 'Arroz extra costal 50 kg', quantity: '20', unitCode: 'NIU' }],
    });
  };

  /** Issued guías not yet settled, by row id, with when their issue started. */
  const waiting = new Map<string, number>();
  const latencies: number[] = [];
  const answers = new Map<string, number>();
  const verdicts = new Map<string, number>();
  let watching = true;
  /** A guía still unsettled a minute after the last issue is reported, not waited for. */
  let giveUpAt = Infinity;
  // What the ERP would learn from a webhook or a GET: the stored verdict, seen every 50 ms.
  const watcher = (async () => {
    while ((watching || waiting.size > 0) && performance.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (waiting.size === 0) continue;
      const settled = await db.query<{ id: string; status: string }>(
        `SELECT id, status FROM despatches WHERE id = ANY($1::bigint[]) AND status NOT IN ('signed', 'pending')`,
        [[...waiting.keys()]],
      );
      const seen = performance.now();
      for (const { id, status } of settled) {
        latencies.push(seen - waiting.get(id)!);
        waiting.delete(id);
        verdicts.set(status, (verdicts.get(status) ?? 0) + 1);
      }
    }
  })();

  const run = async (count: number, record: boolean) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, index) => {
        while (next < count) {
          next += 1;
          const started = performance.now();
          const answer = await issueAndSendDespatch(app, { companyId, userId, input: input(index + 1) });
          answers.set(String(answer.statusCode), (answers.get(String(answer.statusCode)) ?? 0) + 1);
          if (record) waiting.set(answer.despatchId, started);
        }
      }),
    );
  };
  await run(WARM_UP, false);
  answers.clear();
  const apiCpuBefore = process.cpuUsage();
  const doubleCpuBefore = await processCpuMs(double.child.pid!);
  const started = performance.now();
  await run(GUIAS, true);
  const issuedMs = performance.now() - started;
  watching = false;
  giveUpAt = performance.now() + 60_000;
  await watcher;
  if (waiting.size > 0) verdicts.set('unsettled after a minute', waiting.size);
  const elapsed = performance.now() - started;
  const apiCpuUsage = process.cpuUsage(apiCpuBefore);
  const apiCpu = (apiCpuUsage.user + apiCpuUsage.system) / 1000 / GUIAS;
  const doubleCpu = ((await processCpuMs(double.child.pid!)) - doubleCpuBefore) / GUIAS;
  const sorted = latencies.sort((a, b) => a - b);
  const perSecond = (GUIAS / elapsed) * 1000;
  const p99 = percentile(sorted, 99);

  const verdict = (ok: boolean) => (ok ? '✔' : '✖');
  console.info(
    `\npnpm bench:documents --guias — guías 09 on ${db.kind}, SUNAT's GRE REST API played by the double in its own process`,
  );
  console.info(`machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)} at the end`);
  console.info(
    `double's ticket delay 0 ms, ${PENDING_POLLS} «98» before the verdict; the server's job every ${JOB_MS} ms\n`,
  );
  console.info(
    `  ${GUIAS} guías, ${CONCURRENCY} at a time: ${perSecond.toFixed(1)} guías/s issue to CDR ` +
      `(${((GUIAS / issuedMs) * 1000).toFixed(1)}/s issues answered, each with its ticket asked once); issue to CDR p50 ${percentile(sorted, 50).toFixed(0)} ms, ` +
      `p99 ${p99.toFixed(0)} ms; CPU/guía API ${apiCpu.toFixed(1)} ms, double ${doubleCpu.toFixed(1)} ms`,
  );
  console.info(
    `  targets: ≥ ${TARGETS.perSecond} guías/s ${verdict(perSecond >= TARGETS.perSecond)}; ` +
      `p99 issue to CDR ≤ ${TARGETS.p99Ms} ms ${verdict(p99 <= TARGETS.p99Ms)}`,
  );
  console.info(
    `  answers ${[...answers].map(([code, n]) => `${code} ${n}`).join(', ')}; ` +
      `verdicts ${[...verdicts].map(([status, n]) => `${status} ${n}`).join(', ')}`,
  );
  console.info(`${ratioLine('guía', apiCpu, doubleCpu, signatureMs)}\n`);

  await app.close();
  await db.close();
  double.child.kill('SIGTERM');
  await rm(dir, { recursive: true, force: true });
}
