import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BENCH_ACCOUNT } from './bench-account.ts';

/** Issue 17, item 4: the load and the targets. */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGETS = { profileRatio: 0.5, profileP99Ms: 25, refreshPerSecond: 500 } as const;

interface Figures {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and connection errors or timeouts: any makes the figures void. */
  failures: number;
}

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The server in its own process (bench/api-server.ts), resolved with its URL once it listens.
 * BENCH_CPU_PROF names a folder for its CPU profile (where the time goes).
 */
function startServer(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const profile = process.env.BENCH_CPU_PROF;
  const child = fork(join(here, 'api-server.ts'), [dir], {
    cwd: join(here, '..'),
    execArgv: ['--import', 'tsx', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, url: (message as { url: string }).url }));
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.disconnect();
  });
}

async function csrfToken(url: string): Promise<string> {
  const answer = await fetch(`${url}/csrf/token`);
  return ((await answer.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

const csrfHeaders = (token: string) => ({ 'x-csrf-token': token, cookie: `csrf_token=${token}` });

/** A new session of the bench account: its access and refresh tokens. */
async function signIn(url: string, csrf: string): Promise<{ access: string; refresh: string }> {
  const account = BENCH_ACCOUNT;
  const answer = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...csrfHeaders(csrf) },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (answer.status !== 200) throw new Error(`sign-in: HTTP ${answer.status} ${await answer.text()}`);
  const body = (await answer.json()) as { access_token: string; refresh_token: string };
  return { access: body.access_token, refresh: body.refresh_token };
}

/** The refresh tokens of `count` new sessions. */
async function signInMany(url: string, csrf: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) tokens.push((await signIn(url, csrf)).refresh);
  return tokens;
}

function figures(name: string, result: autocannon.Result): Figures {
  return {
    name,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return figures(name, result);
}

/**
 * Each connection a client of its own: its own session, sending the refresh token the
 * previous rotation answered (one request in flight per connection, so never a stale one).
 */
function measureRefresh(url: string, csrf: string, refreshTokens: string[]): Promise<Figures> {
  let next = 0;
  return measure('POST /auth/refresh', {
    url: `${url}/auth/refresh`,
    setupClient(client) {
      const chain = { token: refreshTokens[next++]! };
      client.setRequests([
        {
          method: 'POST',
          path: '/auth/refresh',
          setupRequest: (request) => ({
            ...request,
            headers: { ...csrfHeaders(csrf), 'x-refresh-token': chain.token },
          }),
          onResponse: (status, body) => {
            if (status === 200) chain.token = (JSON.parse(body) as { refresh_token: string }).refresh_token;
          },
        },
      ]);
    },
  });
}

const mark = (met: boolean) => (met ? '✔' : '✖');
const ms = (value: number) => `${value.toFixed(0)} ms`;

function figuresRow(result: Figures, health: Figures): string {
  const ratio = result === health ? '' : (result.perSecond / health.perSecond).toFixed(2);
  return [
    result.name.padEnd(20),
    result.perSecond.toFixed(0).padStart(7),
    ms(result.p50).padStart(7),
    ms(result.p99).padStart(7),
    ratio.padStart(16),
    String(result.failures).padStart(9),
  ].join(' ');
}

interface Target {
  name: string;
  measured: string;
  met: boolean;
}

/**
 * The tables of issue 17 (item 5): the figures, then each target. A run with failed requests
 * meets no target: its figures count errors as answers.
 */
function report(health: Figures, profile: Figures, refresh: Figures): boolean {
  const clean = [health, profile, refresh].every((result) => result.failures === 0);
  const ratio = profile.perSecond / health.perSecond;
  const targets: Target[] = [
    {
      name: `GET /users/profile ≥ ${TARGETS.profileRatio} × GET /health`,
      measured: `${ratio.toFixed(2)} ×`,
      met: ratio >= TARGETS.profileRatio,
    },
    {
      name: `GET /users/profile p99 ≤ ${TARGETS.profileP99Ms} ms`,
      measured: ms(profile.p99),
      met: profile.p99 <= TARGETS.profileP99Ms,
    },
    {
      name: `POST /auth/refresh ≥ ${TARGETS.refreshPerSecond} rotations/s`,
      measured: `${refresh.perSecond.toFixed(0)}/s`,
      met: refresh.perSecond >= TARGETS.refreshPerSecond,
    },
  ].map((target) => ({ ...target, met: clean && target.met }));

  console.info(
    `API on PGlite, ${CONNECTIONS} connections (refresh: ${CONNECTIONS} clients, each its own session), ${SECONDS} s each; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
  );
  console.info(
    `${'call'.padEnd(20)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'ratio to /health'.padStart(16)} ${'failures'.padStart(9)}`,
  );
  for (const result of [health, profile, refresh]) console.info(figuresRow(result, health));
  console.info('');
  console.info(`${'target'.padEnd(44)} ${'measured'.padStart(9)}`);
  for (const target of targets) {
    console.info(`${target.name.padEnd(44)} ${target.measured.padStart(9)}  ${mark(target.met)}`);
  }
  if (!clean) console.info('Some requests failed: no target counts as met.');
  return targets.every((target) => target.met);
}

/** GET /health, authenticated GET /users/profile and refresh rotation, one after the other. */
async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'facturador-bench-'));
  const { child, url } = await startServer(dir);
  try {
    const csrf = await csrfToken(url);
    const { access } = await signIn(url, csrf);
    const refreshTokens = await signInMany(url, csrf, CONNECTIONS);

    const health = await measure('GET /health', { url: `${url}/health` });
    const profile = await measure('GET /users/profile', {
      url: `${url}/users/profile`,
      headers: { authorization: `Bearer ${access}` },
    });
    const refresh = await measureRefresh(url, csrf, refreshTokens);
    if (!report(health, profile, refresh)) process.exitCode = 1;
  } finally {
    await stopServer(child);
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
