import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { limaDate, type DocumentInput } from '@facturador/contracts';
import { buildServer } from '../src/app.ts';
import { createKey } from '../src/api-keys/key-repository.ts';
import { manualClock } from '../src/auth/clock.ts';
import { openDatabase, setUpBenchCompany, startDouble } from './harness.ts';

/**
 * `pnpm chaos:documents [--documents N]` (issue 43, item 4): N documents (default 10,000) —
 * facturas, boletas, credit and debit notes, bajas (RA) and resúmenes (RC) of voided boletas —
 * issued through /v1 over HTTP by CHAOS_CLIENTS (default 8) integrators while the SUNAT double
 * cycles through SUNAT's failure modes (sunat-simulator's chaos.ts) twice, each on CHAOS_SHARE
 * (default 0.3) of the requests for a window of N/20 requests, at most CHAOS_WINDOW_MIN (default
 * 10) simulated minutes. Then the
 * double recovers and the run lets simulated time pass, with the server's job running, until every
 * document and summary is settled (or 60 simulated minutes), and prints the figures.
 *
 * Time is simulated: the server's clock and the double's move together, 5 s a tick, so back-offs,
 * windows and a ticket stuck for 10 minutes cost no real waiting. A «slow» answer is a short real
 * delay (2 s) past the server's SUNAT timeout (1.5 s here), which is what an answer over 60 s is
 * to a client whose timeout is shorter.
 */
const { values } = parseArgs({ options: { documents: { type: 'string', default: '10000' } } });
const DOCUMENTS = Number(values.documents);
const CLIENTS = Number(process.env.CHAOS_CLIENTS ?? 8);
const SHARE = Number(process.env.CHAOS_SHARE ?? 0.3);
const WINDOW_MS = Number(process.env.CHAOS_WINDOW_MIN ?? 10) * 60_000;
const TICK_MS = 5_000;
const SETTLE_LIMIT_MS = 60 * 60_000;
const TARGET_RECOVERY_MS = 15 * 60_000;
const SUNAT_TIMEOUT_MS = 1_500;
const RUC = '20512333797';

/** The cycle: each of SUNAT's failure modes in turn, one window each. */
const CYCLE: Array<Record<string, unknown>> = [
  { mode: 'emptyBody' },
  { mode: 'unavailable', code: '0109' },
  { mode: 'unavailable', code: '0130' },
  { mode: 'unavailable', code: '0200' },
  { mode: 'stuckTicket', ms: 10 * 60_000 },
  { mode: 'lostAnswer', resend: 'register' },
  { mode: 'lostAnswer', resend: '0402' },
  { mode: 'summary401' },
  { mode: 'slow', ms: 2_000 },
  { mode: 'summaryWithoutCdr' },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (part: number, whole: number) => (whole === 0 ? '—' : `${((part / whole) * 100).toFixed(2)} %`);
const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

async function main(): Promise<void> {
  const double = await startDouble();
  const control = async (body: Record<string, unknown>) => {
    const response = await fetch(`${new URL(double.url).origin}/__control`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`/__control ${body.action}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  // 10:00 in Lima today: a run of an hour or two of simulated time stays within one day.
  const start = new Date(`${limaDate(new Date())}T15:00:00Z`);
  const clock = manualClock(start);
  await control({ action: 'clock', at: start.toISOString() });
  await control({ action: 'pendingPolls', n: 1 });

  const { db, dir } = await openDatabase(CLIENTS + 4);
  const app = buildServer({
    db,
    logger: false,
    clock,
    env: {
      NODE_ENV: 'test',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
      SECRETS_KEYS: `bench:${Buffer.alloc(32, 9).toString('base64')}`,
      DATA_DIR: dir,
      SUNAT_SIMULATOR_URL: double.url,
      SUNAT_TIMEOUT_MS,
      DOCUMENT_DISPATCH_INTERVAL_MS: TICK_MS,
      API_KEY_RATE_LIMIT: 1_000_000_000,
    },
  });
  await app.ready();
  const lanes = Math.max(1, Math.min(CLIENTS, 4));
  const extra = Array.from({ length: lanes - 1 }, (_, index) => String(index + 2).padStart(3, '0'));
  const { userId, companyId } = await setUpBenchCompany(app, db, {
    ruc: RUC,
    now: start,
    series: extra.flatMap((n) => [
      { documentType: '01', series: `F${n}` },
      { documentType: '03', series: `B${n}` },
    ]),
  });
  const { text: key } = await createKey(
    db,
    companyId,
    userId,
    { name: 'chaos', scopes: ['issue', 'void', 'read'], expiresOn: null },
    start,
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const call = async (method: string, path: string, body: unknown, idempotencyKey?: string) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      json: (await response.json()) as {
        data?: { id?: string; status?: string; series?: string; number?: number };
      },
    };
  };

  // Simulated time: both clocks move together; the server's job runs each tick.
  let ticking = true;
  const tick = async () => {
    await control({ action: 'advanceClock', ms: TICK_MS });
    clock.advance(TICK_MS);
    await app.documentDispatch.run();
  };
  const ticker = (async () => {
    while (ticking) {
      await tick();
      await sleep(50);
    }
  })();

  const today = limaDate(start);
  const lines: DocumentInput['lines'] = [
    {
      description: 'Servicio de consultoría',
      quantity: '2',
      unitCode: 'ZZ',
      unitValue: '150.50',
      affectation: '10',
    },
  ];
  const factura = (lane: number): DocumentInput => ({
    documentType: '01',
    series: `F${String((lane % lanes) + 1).padStart(3, '0')}`,
    issueDate: today,
    currency: 'PEN',
    operationType: '0101',
    payment: { method: 'Contado' },
    customer: { documentType: '6', documentNumber: '20607854247', name: 'CLIENTE DE PRUEBA S.A.C.' },
    lines,
  });
  const boleta = (lane: number): DocumentInput => ({
    ...factura(lane),
    documentType: '03',
    series: `B${String((lane % lanes) + 1).padStart(3, '0')}`,
    customer: { documentType: '1', documentNumber: '45678912', name: 'JUAN PEREZ QUISPE' },
  });
  const note = (type: '07' | '08', target: { series: string; number: number }): DocumentInput =>
    ({
      ...factura(0),
      documentType: type,
      series: type === '07' ? 'FC01' : 'FD01',
      reference: {
        documentType: '01',
        series: target.series,
        number: target.number,
        reasonCode: '01',
        reasonDescription: type === '07' ? 'Anulación de la operación' : 'Intereses por mora',
      },
    }) as DocumentInput;

  const accepted = {
    facturas: [] as Array<{ id: string; series: string; number: number }>,
    boletas: [] as string[],
  };
  const answers = new Map<string, number>();
  const count = (label: string) => answers.set(label, (answers.get(label) ?? 0) + 1);
  let issued = 0;
  // The cycle goes by requests (twice through it), so that every mode meets the same share of the
  // run however fast the machine issues; each window also ends after WINDOW_MS of simulated time.
  const perWindow = Math.max(10, Math.floor(DOCUMENTS / (CYCLE.length * 2)));
  let windows = 0;
  const injected = new Map<string, number>();
  const countHits = async () => {
    const { chaos } = (await control({ action: 'state' })) as {
      chaos: Array<{ mode: string; code?: string; resend?: string; hits: number }>;
    };
    for (const rule of chaos) {
      const label = `${rule.mode}${rule.code ? ` ${rule.code}` : ''}${rule.resend ? ` (resend ${rule.resend})` : ''}`;
      injected.set(label, (injected.get(label) ?? 0) + rule.hits);
    }
  };
  const nextWindow = async () => {
    const rule = CYCLE[windows++ % CYCLE.length]!;
    await countHits();
    await control({ action: 'clearChaos' });
    await control({ action: 'chaos', rule: { share: SHARE, forMs: WINDOW_MS, ...rule } });
  };
  await nextWindow();
  const issueOne = async (lane: number, index: number) => {
    if (index > 0 && index % perWindow === 0) await nextWindow();
    const slot = index % 20;
    let kind =
      slot < 8 || slot === 19
        ? 'factura'
        : slot < 14
          ? 'boleta'
          : slot < 16
            ? '07'
            : slot === 16
              ? '08'
              : slot === 17
                ? 'RA'
                : 'RC';
    if ((kind === '07' || kind === '08' || kind === 'RA') && accepted.facturas.length === 0) kind = 'factura';
    if (kind === 'RC' && accepted.boletas.length === 0) kind = 'boleta';
    if (kind === 'RA' || kind === 'RC') {
      const id = kind === 'RA' ? accepted.facturas.shift()!.id : accepted.boletas.shift()!;
      const answer = await call('POST', `/v1/documents/${id}/void`, { reason: 'Error en el comprobante' });
      count(`baja ${kind} → ${answer.status}`);
      return;
    }
    const input =
      kind === 'factura'
        ? factura(lane)
        : kind === 'boleta'
          ? boleta(lane)
          : note(kind as '07' | '08', accepted.facturas.shift()!);
    const answer = await call('POST', '/v1/documents', input, `chaos-${process.pid}-${index}`);
    const status = answer.json.data?.status ?? String(answer.status);
    count(`${kind} → ${answer.status} ${status}`);
    if (status === 'accepted' || status === 'observed') {
      const { id, series, number } = answer.json.data!;
      if (kind === 'factura') accepted.facturas.push({ id: id!, series: series!, number: number! });
      if (kind === 'boleta') accepted.boletas.push(id!);
    }
  };
  const realStart = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, lane) => {
      while (issued < DOCUMENTS) {
        const index = issued++;
        await issueOne(lane, index);
      }
    }),
  );
  const issuingSeconds = (performance.now() - realStart) / 1000;

  // The double recovers: no fault from now on; the server's job settles what is left.
  ticking = false;
  await ticker;
  await countHits();
  await control({ action: 'clearChaos' });
  const recoveredAt = clock.now().getTime();
  const open = async () => {
    const [row] = await db.query<{ open: number }>(
      `SELECT (SELECT count(*) FROM documents WHERE company_id = $1 AND status IN ('signed', 'sent', 'voiding'))::int
            + (SELECT count(*) FROM summaries WHERE company_id = $1 AND status IN ('signed', 'pending'))::int AS open`,
      [companyId],
    );
    return row!.open;
  };
  while ((await open()) > 0 && clock.now().getTime() - recoveredAt < SETTLE_LIMIT_MS) await tick();
  const stillOpen = await open();

  // The figures, from the database and from what the double holds.
  const documents = await db.query<{
    document_type: string;
    series: string;
    number: number;
    status: string;
    has_cdr: boolean;
    cdr_code: string | null;
    token_state: string;
    digest_value: string;
    updated_at: Date;
  }>(
    `SELECT document_type, series, number, status, cdr IS NOT NULL AS has_cdr, cdr_code, token_state, digest_value, updated_at
       FROM documents WHERE company_id = $1`,
    [companyId],
  );
  const summaries = await db.query<{
    kind: string;
    status: string;
    has_cdr: boolean;
    cdr_code: string | null;
    updated_at: Date;
  }>(
    `SELECT kind, status, cdr IS NOT NULL AS has_cdr, cdr_code, updated_at FROM summaries WHERE company_id = $1`,
    [companyId],
  );
  const state = (await control({ action: 'state' })) as {
    registry: Array<{
      ruc: string;
      type: string;
      series: string;
      number: number;
      hash?: string;
      status: string;
    }>;
  };
  const terminal = (status: string, hasCdr: boolean, code: string | null) =>
    ['accepted', 'observed', 'rejected', 'exception', 'voided'].includes(status) && (hasCdr || code !== null);
  const settledDocuments = documents.filter((d) => terminal(d.status, d.has_cdr, d.cdr_code)).length;
  const settledSummaries = summaries.filter((s) => terminal(s.status, s.has_cdr, s.cdr_code)).length;
  const byNumber = new Map<string, number>();
  for (const d of documents) {
    const key = `${d.document_type}|${d.series}|${d.number}`;
    byNumber.set(key, (byNumber.get(key) ?? 0) + 1);
  }
  const ours = new Map(documents.map((d) => [`${d.document_type}|${d.series}|${d.number}`, d]));
  const sunatOther = state.registry.filter((entry) => {
    if (entry.ruc !== RUC || !['01', '03', '07', '08'].includes(entry.type)) return false;
    const mine = ours.get(`${entry.type}|${entry.series}|${entry.number}`);
    return !mine || (entry.hash !== undefined && entry.hash !== mine.digest_value);
  }).length;
  // Each settled document as SUNAT has it: accepted, rejected, voided, or (an exception) nothing.
  const sunatOf = new Map(
    state.registry
      .filter((entry) => entry.ruc === RUC)
      .map((entry) => [`${entry.type}|${entry.series}|${entry.number}`, entry.status]),
  );
  const expected: Record<string, string | undefined> = {
    accepted: 'accepted',
    observed: 'accepted',
    rejected: 'rejected',
    voided: 'voided',
    exception: undefined,
  };
  const disagreements = documents.filter(
    (d) =>
      d.status in expected &&
      sunatOf.get(`${d.document_type}|${d.series}|${d.number}`) !== expected[d.status],
  ).length;
  const duplicates = [...byNumber.values()].filter((n) => n > 1).length + sunatOther;
  const series = new Map<string, number[]>();
  for (const d of documents) series.set(d.series, [...(series.get(d.series) ?? []), d.number]);
  let gaps = 0;
  for (const numbers of series.values()) gaps += Math.max(...numbers) - new Set(numbers).size;
  const spent = documents.filter((d) => d.token_state === 'spent').length;
  const acceptedCount = documents.filter((d) =>
    ['accepted', 'observed', 'voided', 'voiding'].includes(d.status),
  ).length;
  const rejectedCount = documents.filter((d) => d.status === 'rejected').length;
  const lastSettlement = Math.max(
    ...[...documents, ...summaries].map((row) => new Date(row.updated_at).getTime()),
  );
  const recovery = lastSettlement - recoveredAt;
  const tally = (rows: Array<{ status: string; cdr_code: string | null; has_cdr: boolean }>) => {
    const map = new Map<string, number>();
    for (const row of rows) {
      // Without CDR: settled on SUNAT's code (1033/0402) or on the Consulta Integrada's state.
      const label = `${row.status}${row.cdr_code && row.cdr_code !== '0' ? ` ${row.cdr_code}` : ''}${row.has_cdr ? '' : ' without CDR'}`;
      map.set(label, (map.get(label) ?? 0) + 1);
    }
    return [...map]
      .sort((a, b) => b[1] - a[1])
      .map(([label, n]) => `${label} ${n}`)
      .join(', ');
  };
  const check = (ok: boolean) => (ok ? '✔' : '✖');

  console.info(
    `\npnpm chaos:documents — ${DOCUMENTS} requests through /v1 on ${db.kind}, ${CLIENTS} clients`,
  );
  console.info(
    `chaos: ${CYCLE.map((rule) => `${rule.mode}${rule.code ? ` ${rule.code}` : ''}${rule.resend ? ` (resend ${rule.resend})` : ''}`).join(' → ')}`,
  );
  console.info(
    `       each on ${SHARE * 100} % of requests for ${perWindow} requests or ${minutes(WINDOW_MS)} of simulated time; ${windows} windows over ${minutes(recoveredAt - start.getTime())} simulated, ${issuingSeconds.toFixed(0)} s real`,
  );
  console.info(
    `faults injected (requests hit): ${[...injected].map(([label, n]) => `${label} ${n}`).join(', ')}`,
  );
  console.info(
    `/v1 answers: ${[...answers]
      .sort((a, b) => b[1] - a[1])
      .map(([label, n]) => `${label} ${n}`)
      .join(', ')}\n`,
  );
  console.info(`  documents ${documents.length}: ${tally(documents)}`);
  console.info(`  summaries ${summaries.length}: ${tally(summaries)}\n`);
  const all = documents.length + summaries.length;
  console.info(
    `  in a terminal state (stored CDR or SUNAT's code)  ${pct(settledDocuments + settledSummaries, all)} (${settledDocuments + settledSummaries} of ${all}; ${stillOpen} still open)  target 100 % ${check(settledDocuments + settledSummaries === all)}`,
  );
  console.info(
    `  duplicates                                        ${duplicates}  target 0 ${check(duplicates === 0)}`,
  );
  console.info(
    `  settled otherwise than SUNAT has them               ${disagreements}  target 0 ${check(disagreements === 0)}`,
  );
  console.info(`  gaps in any series                                ${gaps}  target 0 ${check(gaps === 0)}`);
  console.info(
    `  tokens charged vs documents accepted              ${spent} vs ${acceptedCount}${rejectedCount ? ` (+ ${rejectedCount} rejected, which also charge)` : ''}  target equal ${check(spent === acceptedCount + rejectedCount)}`,
  );
  console.info(
    `  double's recovery → last settlement               ${stillOpen > 0 ? `not reached in ${minutes(SETTLE_LIMIT_MS)}` : minutes(recovery)} (simulated)  target ≤ 15 min ${check(stillOpen === 0 && recovery <= TARGET_RECOVERY_MS)}\n`,
  );

  await app.close();
  await db.close();
  double.child.kill('SIGTERM');
  await rm(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
