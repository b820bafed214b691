// `pnpm bench:realtime`: how long an administrator's change takes to reach the affected tabs
// when 10,000 sockets are open on two API instances behind the proxy (issue 18, item 6).
//
// The cluster of scripts/cluster on a PostgreSQL and a Redis of its own (temporary folder);
// 1,000 people with ten tabs each (BENCH_SOCKETS / BENCH_TABS), all through nginx. Then an
// administrator changes the roles of BENCH_CHANGES of them through the API, one after
// another, and each of that person's sockets notes when `permissions_changed` arrives:
// the latency runs from the moment the administrator's request is sent.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { startCluster, type Cluster } from './cluster/cluster.ts';
import { ensureNginx } from './cluster/nginx.ts';
import { freePort } from './cluster/ports.ts';
import { newApiSecrets } from './cluster/secrets.ts';
import { startPrivateServices, type Services } from './cluster/services.ts';
import { ApiClient, openSocket, type Session } from './faults/api-client.ts';
import { signInAll } from './faults/load.ts';
import { PASSWORD, seedUsers, type SeededUser } from './faults/seed-users.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const TABS = Number(process.env.BENCH_TABS ?? 10);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 200);
/** Changes made first and not measured: the instances' JIT, statement plans and pools warm up. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
/** Sockets opening at once: a crowd arriving, not a stampede the kernel's backlog drops. */
const CONNECT_BATCH = 100;
const TARGET_P99_MS = 300;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Established connections whose local port is `port` (the sockets an instance holds). */
function connectionsOn(port: number): number {
  try {
    const out = execFileSync('ss', ['-Htn', 'state', 'established', `( sport = :${port} )`], {
      encoding: 'utf8',
    });
    return out.split('\n').filter(Boolean).length;
  } catch {
    return NaN;
  }
}

function openAll(cluster: Cluster, sessions: readonly Session[]) {
  const sockets: { socket: Socket; person: number }[] = [];
  const failures = new Map<string, number>();
  const open = async () => {
    for (let first = 0; first < SOCKETS; first += CONNECT_BATCH) {
      await Promise.all(
        Array.from({ length: Math.min(CONNECT_BATCH, SOCKETS - first) }, (_, offset) => {
          const person = (first + offset) % sessions.length;
          const socket = openSocket(cluster.url, sessions[person]!.accessToken, cluster.url, {
            reconnection: false,
          });
          return new Promise<void>((resolve) => {
            socket.once('connect', () => {
              sockets.push({ socket, person });
              resolve();
            });
            socket.once('connect_error', (error) => {
              failures.set(error.message, (failures.get(error.message) ?? 0) + 1);
              socket.close();
              resolve();
            });
          });
        }),
      );
    }
  };
  return { sockets, failures, open };
}

async function main(): Promise<void> {
  const nginx = ensureNginx();
  if (!nginx.ok) throw new Error(`nginx ${nginx.reason}`);
  const folder = mkdtempSync(join(tmpdir(), 'facturador-bench-realtime-'));
  chmodSync(folder, 0o755);
  let services: Services | undefined;
  let cluster: Cluster | undefined;
  const sockets: Socket[] = [];
  try {
    const started = await startPrivateServices(folder, { forTests: true });
    if ('unavailable' in started) throw new Error(started.unavailable);
    services = started;
    cluster = await startCluster({
      port: await freePort(),
      databaseUrl: services.postgres.url,
      redisUrl: services.redis.url,
      secrets: newApiSecrets(),
      runDir: join(folder, 'run'),
      withApps: false,
      proxyWorkers: 2,
      apiEnv: { LOG_LEVEL: 'warn' },
      log: (name, line) => {
        if (name.startsWith('api') && /"level":(50|60)/.test(line)) console.error(`[${name}] ${line}`);
      },
    });
    const api = new ApiClient(cluster.apiUrl, cluster.url);
    const people = Math.ceil(SOCKETS / TABS);
    console.log(`▸ ${people} people, ${TABS} tabs each: signing in`);
    const [staff] = await seedUsers(services.postgres.url, {
      count: 1,
      prefix: 'admin',
      role: 'ADMINISTRATOR_SYSTEM',
      firstDocument: 10_000_000,
    });
    const crowd: SeededUser[] = await seedUsers(services.postgres.url, {
      count: people,
      prefix: 'persona',
      firstDocument: 20_000_000,
    });
    const admin = await api.signIn(staff!.email, PASSWORD);
    // signInAll keeps the order of completion: pair each session with its person by e-mail.
    const sessions = await signInAll(api, crowd, PASSWORD);
    const byEmail = new Map(sessions.map((session) => [session.email, session]));
    const ordered = crowd.map((person) => byEmail.get(person.email)!);

    console.log(`▸ Opening ${SOCKETS} sockets through nginx, ${CONNECT_BATCH} at a time`);
    const connectStarted = performance.now();
    const opened = openAll(cluster, ordered);
    await opened.open();
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    sockets.push(...opened.sockets.map(({ socket }) => socket));
    const perInstance = cluster.apis.map((instance) => connectionsOn(instance.port));
    console.log(
      `  ${opened.sockets.length} connected in ${connectSeconds.toFixed(1)} s; connections per instance: ${perInstance.join(' / ')}` +
        (opened.failures.size > 0
          ? `; refused: ${[...opened.failures].map(([why, n]) => `${n}× ${why}`).join(', ')}`
          : ''),
    );

    const tabsOf = new Map<number, Socket[]>();
    for (const { socket, person } of opened.sockets)
      tabsOf.set(person, [...(tabsOf.get(person) ?? []), socket]);

    console.log(
      `▸ ${CHANGES} role changes by an administrator, one after another (after ${WARMUP} not measured)`,
    );
    const latencies: number[] = [];
    const answers: number[] = [];
    let missed = 0;
    for (let change = -WARMUP; change < CHANGES; change += 1) {
      const measured = change >= 0;
      const index = ((((change + WARMUP) * 7) % people) + people) % people;
      const tabs = tabsOf.get(index) ?? [];
      const sent = performance.now();
      const arrivals = tabs.map(
        (socket) =>
          new Promise<number | null>((resolve) => {
            const timer = setTimeout(() => {
              socket.off('permissions_changed', arrived);
              resolve(null);
            }, 5000);
            function arrived() {
              clearTimeout(timer);
              resolve(performance.now() - sent);
            }
            socket.once('permissions_changed', arrived);
          }),
      );
      const answer = await api.call('PATCH', `/users/${crowd[index]!.publicId}/roles`, {
        token: admin.accessToken,
        body: { roles: change % 2 === 0 ? ['RESELLER'] : ['CUSTOMER_SYSTEM'] },
      });
      if (answer.status !== 200)
        throw new Error(`role change answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      const answered = performance.now() - sent;
      const arrived = await Promise.all(arrivals);
      if (!measured) continue;
      answers.push(answered);
      for (const latency of arrived) {
        if (latency === null) missed += 1;
        else latencies.push(latency);
      }
    }

    latencies.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    const reached = opened.sockets.length;
    console.log(`
Realtime at scale (${reached} sockets on ${cluster.apis.length} API instances behind nginx, Redis adapter)
  deliveries measured: ${latencies.length} (${CHANGES} changes × the person's tabs); missed: ${missed}
  admin request sent → permissions_changed in the tab:
    p50 ${ms(percentile(latencies, 50))}   p95 ${ms(percentile(latencies, 95))}   p99 ${ms(p99)}   max ${ms(latencies.at(-1)!)}
  the administrator's request itself (answered after the change is committed and every
  instance has forgotten the user's cached session, decision 24):
    p50 ${ms(percentile(answers, 50))}   p95 ${ms(percentile(answers, 95))}   p99 ${ms(percentile(answers, 99))}
  load average during the run: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} (2 cores, shared)
  target p99 ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS && missed === 0 ? '✔' : '✖'}${
    reached < SOCKETS ? `\n  ✖ only ${reached} of ${SOCKETS} sockets connected (see "refused" above)` : ''
  }`);
  } finally {
    for (const socket of sockets) socket.close();
    await cluster?.stop();
    await services?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
