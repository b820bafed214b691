// `npm test`: from a fresh clone, install what is missing, then run every test:
// lint and types, jest (every package, the API on a real database), and Playwright
// against the built suite and the real server.
//
// The steps that do not need each other run side by side (scripts/lib/parallel.mjs), each
// one's output printed as a block when it ends; Playwright runs on the build as soon as it is
// there, beside the jest lanes, with E2E_WORKERS workers (default 1). A timing summary ends
// the run, failed or not.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { e2eParts } from './lib/e2e-halves.mjs';
import { formatSeconds, runLanes, timingSummary } from './lib/parallel.mjs';
import { ensureChromium, ensureDebianTools, ensurePnpm, installDependencies, root } from './lib/tools.mjs';

const started = Date.now();
const timings = [];
function record(title, since, status) {
  timings.push({ title, seconds: (Date.now() - since) / 1000, status });
}
/** Prints every step's duration, then the verdict; a failed run exits with `status`. */
function finish(status) {
  console.log(timingSummary(timings, (Date.now() - started) / 1000));
  if (status === 0) {
    console.log('✔ Every test passed');
    return;
  }
  console.error('✖ npm test failed');
  process.exit(status);
}

// The official OASIS UBL 2.1 schemas travel beside the repository (../shared/ubl-2.1, unmodified
// with their notices), not in it: when that copy is there, the XSD tests run against it instead of
// skipping (issue 41). The SUNAT double reads them only where a test asks (0.5 s a document).
const ubl21Schemas = join(root, '..', 'shared', 'ubl-2.1');
if (!process.env.UBL21_XSD_DIR && existsSync(join(ubl21Schemas, 'maindoc'))) {
  process.env.UBL21_XSD_DIR = ubl21Schemas;
}

console.log('▸ Install');
const installStarted = Date.now();
const pnpm = ensurePnpm();
installDependencies(pnpm);
const chromium = ensureChromium();
ensureDebianTools();
record('Install', installStarted, 'passed');

// The API suite runs on the embedded database always, and again on the PostgreSQL server
// named by TEST_DATABASE_URL when there is one. Two jest runs at once get one worker each
// (jest's default on 2 cores too), so together they never ask for more than the machine has.
// JEST_GROUP_FILES: the API test files share one module registry, and each jsdom project's files
// one registry and one window (jest.config.js; decisions 34 and 65).
// A larger young generation (32 MB semi-spaces) means fewer scavenges in the jest processes,
// whose tests make short-lived objects by the million: the jsdom projects alone 159 → 144 s.
const jestNodeOptions = [process.env.NODE_OPTIONS, '--max-semi-space-size=32'].filter(Boolean).join(' ');
const { TEST_DATABASE_URL, ...otherEnv } = process.env;
const embeddedEnv = { ...otherEnv, JEST_GROUP_FILES: '1', NODE_OPTIONS: jestNodeOptions };
const postgresEnv = { ...process.env, JEST_GROUP_FILES: '1', NODE_OPTIONS: jestNodeOptions };
// A lane's limit only stops a run that hangs: with Playwright beside them on two cores, the jest
// lanes took up to 25 min on 2026-11-28 (the embedded one was stopped there, mid-run, while every
// test passed), so the limits sit well above that and well inside CI's 90.
const JEST_LANE_MINUTES = 45;
// Each lane runs the API suite (one grouped file) in a jest process of its own, before the
// rest: jest orders a fresh clone's files by size, so in one process the API suite came last, in
// a heap grown by a hundred files before it (226 s alone, 341 s there on a quiet machine).
// --forceExit: once every suite has reported, a handle a test left open must not keep the lane
// (and CI) waiting; it happened once, with every server closed by its suite.
const jest = ['exec', 'jest', '--ci', '--maxWorkers=1', '--forceExit'];
const { default: jestConfig } = await import(pathToFileURL(join(root, 'jest.config.js')).href);
const projects = jestConfig.projects.map(({ displayName }) => displayName);
const otherProjects = projects.filter((name) => name !== 'packages/server');
const nodeProjects = jestConfig.projects
  .filter(
    ({ displayName, testEnvironment }) => testEnvironment === 'node' && displayName !== 'packages/server',
  )
  .map(({ displayName }) => displayName);
const browserProjects = otherProjects.filter((name) => !nodeProjects.includes(name));
/**
 * With a PostgreSQL server there (CI, and any machine that has one), the whole API suite runs on
 * it, and on the embedded database (PGlite, the default of `npm start`) the files that concern the
 * engine itself: the migrations from zero, the demo seed, the database's own failures. The main
 * paths of sign-in, companies, documents and /v1 run on PGlite too, in the end-to-end suite (its
 * API uses the embedded database), so they are not run a third time here (2026-12-07: the suite
 * had grown past its budget). PGlite is
 * PostgreSQL compiled to WebAssembly — the same SQL — and costs 45 % of the API suite's CPU
 * (decision 43): running every file on both cost npm test its 15 minutes (decision 51). Without
 * TEST_DATABASE_URL every file runs on PGlite, as before.
 */
const EMBEDDED_API_FILES = [
  'app',
  'database',
  'database-unavailable',
  'migrations',
  'migration-document-environment',
  'demo-data',
  'health',
];
const embeddedApiEnv = TEST_DATABASE_URL
  ? { ...embeddedEnv, API_TEST_FILES: EMBEDDED_API_FILES.join(',') }
  : embeddedEnv;
/**
 * Half `n` of the end-to-end suite, on ports and in a results folder of its own: the spec files
 * split by their measured time (scripts/lib/e2e-halves.mjs), not by Playwright's `--shard`, which
 * cuts them in name order by count and left one half 50 % longer than the other.
 */
const halves = e2eParts(root, 2);
const e2eHalf = (n) => ({
  title: `End-to-end tests, half ${n} of 2 (Playwright, Chromium)`,
  command: pnpm,
  args: ['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', ...halves[n - 1]],
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    // Each half's suite (and its Google suite) takes 20 ports from its base (fixtures.ts).
    E2E_PORT_BASE: String(100 + (n - 1) * 30),
    E2E_OUTPUT_NAME: `test-results-${n}`,
  },
  timeoutMinutes: 50,
});
const lanes = [
  {
    title: 'Lint, types and the OpenAPI document',
    steps: [
      // Lint and types have no time limit to meet and finish well inside the run: they yield
      // the cores to the jest and Playwright lanes, the run's longest (README, lane durations).
      { title: 'Lint', command: pnpm, args: ['lint'], niceness: 10 },
      // Circles, packages → apps, and the server's routes imported from below (.dependency-cruiser.cjs):
      // the graph ESLint does not see, ~25 s.
      { title: 'Dependency rules', command: pnpm, args: ['lint:deps'], niceness: 10 },
      { title: 'Types', command: pnpm, args: ['typecheck'], niceness: 10 },
      // e2e/JOURNEYS.md lists what the end-to-end suite proves; a journey dropped from the
      // specs (or added without the list) fails here, in seconds, not after the suite.
      {
        title: 'Journeys inventory (e2e/JOURNEYS.md matches the specs)',
        command: pnpm,
        args: ['exec', 'tsx', 'scripts/journeys.ts', '--check'],
      },
      { title: 'OpenAPI document (Redocly recommended rules)', command: pnpm, args: ['lint:api'] },
      // With a PostgreSQL server the node packages' units (the engine, the double, the contracts)
      // end this lane: it is done minutes before the others (2026-12-07: 8.3 against 13–21 min).
      ...(TEST_DATABASE_URL
        ? [
            {
              title: 'jest: the node packages',
              command: pnpm,
              args: [...jest, '--selectProjects', ...nodeProjects],
              env: embeddedEnv,
              timeoutMinutes: JEST_LANE_MINUTES,
            },
          ]
        : []),
    ],
  },
  {
    title: 'Unit and API tests (jest, embedded database)',
    steps: [
      {
        title: TEST_DATABASE_URL
          ? 'jest (embedded database): the engine’s own API tests'
          : 'jest (embedded database): the API suite',
        command: pnpm,
        args: [...jest, '--selectProjects', 'packages/server'],
        env: embeddedApiEnv,
        timeoutMinutes: JEST_LANE_MINUTES,
      },
      {
        title: TEST_DATABASE_URL ? 'jest: the browser packages (jsdom)' : 'jest: the other packages',
        command: pnpm,
        args: [...jest, '--selectProjects', ...(TEST_DATABASE_URL ? browserProjects : otherProjects)],
        env: embeddedEnv,
        timeoutMinutes: JEST_LANE_MINUTES,
      },
    ],
  },
  ...(TEST_DATABASE_URL
    ? [
        {
          title: 'API tests on PostgreSQL (TEST_DATABASE_URL)',
          steps: [
            {
              title: 'jest (PostgreSQL): the API suite',
              command: pnpm,
              args: [...jest, '--selectProjects', 'packages/server'],
              env: postgresEnv,
              timeoutMinutes: JEST_LANE_MINUTES,
            },
          ],
        },
      ]
    : []),
  {
    // Playwright waits for the build, not for the checks and jest: one browser worker leaves
    // most of a core idle (it waits on pages), which the jest lanes use.
    title: 'Build every app, then the end-to-end tests’ first half (Playwright, Chromium)',
    steps: [{ title: 'Build', command: process.execPath, args: ['scripts/build-apps.mjs'] }, e2eHalf(1)],
  },
  {
    // The second half, on a suite of its own, as soon as the build is there. A browser worker uses
    // about a third of a core (it mostly waits on pages): started after the jsdom projects, as it
    // was, it made their lane the run's longest (2026-12-07: 1.8 + 9.2 + 10.0 of 21 min, while the
    // run's every step together spent 17.8 min of CPU on two cores).
    title: 'The end-to-end tests’ second half (Playwright, Chromium), once the build is there',
    steps: [{ ...e2eHalf(2), after: 'Build' }],
  },
];

/**
 * The fault suite: its own PostgreSQL and Redis (Debian's binaries, installed when missing) in a
 * temporary folder, nginx and two API instances, which it stops and restarts — so it never
 * touches the machine's servers (scripts/faults/faults.test.ts). It runs alone, before the other
 * lanes: it measures failover under 1,000 clients, and beside them the instance left alone while
 * the other restarts could not keep up, even first on the cores (niceness -5): on 2026-12-07's
 * slower machine the restart took 66 s and 92 calls met nginx's 60 s read timeout (504) on the
 * instance left alone, while alone the suite passes with 0 failed calls and the restart takes
 * 5 s. About a minute and a half; a failure there also stops the run before its long lanes begin.
 */
const faultSuite = {
  title: 'Fault suite (alone, before the other lanes)',
  steps: [{ title: 'Fault suite', command: pnpm, args: ['test:faults'], timeoutMinutes: 9 }],
};

let lanesStarted = Date.now();
try {
  timings.push(...(await runLanes([faultSuite], { cwd: root })));
  lanesStarted = Date.now();
  timings.push(...(await runLanes(lanes, { cwd: root })));
} catch (error) {
  timings.push(...(error.timings ?? []));
  console.error(`\n✖ ${error.message}`);
  finish(1);
}
console.log(`\n▸ Every lane, side by side: ${formatSeconds((Date.now() - lanesStarted) / 1000)}`);
finish(0);
