import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

/**
 * E2E_WORKERS, default 1: each worker drives a browser and a whole suite (API and five static
 * servers), so on a 2-core machine two workers starve each other — measured slower and flakier
 * than one. More cores: raise it.
 */
function e2eWorkers(): number {
  const workers = Number(process.env.E2E_WORKERS ?? 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > 5) {
    throw new Error(`E2E_WORKERS must be a whole number from 1 to 5, not ${process.env.E2E_WORKERS}`);
  }
  return workers;
}

export default defineConfig({
  testDir: './tests',
  // npm test runs the suite in two halves side by side (the spec files split by their measured
  // time, scripts/lib/e2e-halves.mjs), each with its own results folder: Playwright empties it
  // when it starts.
  outputDir: `./.artifacts/${process.env.E2E_OUTPUT_NAME ?? 'test-results'}`,
  // Each worker starts a whole suite of its own (e2e/support/fixtures.ts) and takes whole
  // files in order, so the tests of one file share a database as they always did.
  // E2E_WORKERS=1 runs everything on one suite; at most 5 fit in one E2E_PORT_BASE block.
  fullyParallel: false,
  workers: e2eWorkers(),
  forbidOnly: true,
  // A failed test runs once more, recording its trace then, and the run fails all the same: a test
  // that passes only on its second try is flaky, and flaky is failed (failOnFlakyTests). Tracing
  // every first try, to keep the trace of the ones that fail, cost 13 % of the browser suite's CPU
  // (admin-users and documents-issue: 59.5 s without, 66–69 s with, 2026-12-07).
  retries: 1,
  failOnFlakyTests: true,
  // The admin journeys (several pages, two browsers, axe over grids) need more than a minute.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./support/failed-page-reporter.ts']],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'es-PE',
    // The retry of a failed test records its DOM snapshots, network, console and screenshots.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
