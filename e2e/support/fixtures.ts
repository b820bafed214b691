import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type WorkerInfo } from '@playwright/test';
import { APPS } from '../../scripts/lib/apps.mjs';
import { startSuite, type Suite } from '../../scripts/lib/suite.mjs';

export const repositoryRoot = join(import.meta.dirname, '..', '..');

export interface DeployedSuite extends Suite {
  /** Where each app's files are served from: a copy of its build, so a test may redeploy. */
  deployDirs: Record<string, string>;
  workDir: string;
}

/**
 * The port offset of a worker's suite: apps on 3000 + offset …, the API on 4000 + offset.
 * E2E_PORT_BASE keeps two runs on one machine apart (default 100: 3100+, API 4100+); each
 * parallel worker adds 10. parallelIndex, not workerIndex: it stays in [0, workers) when a
 * worker is replaced after a failure (Playwright stops the old one, and so its suite, before
 * the new one starts), so a run never wanders into another run's ports. A second kind of
 * suite (`slot` 1: the Google one) takes the next `workers` offsets, so one run with
 * E2E_WORKERS=n stays within E2E_PORT_BASE + 20n.
 */
export function suitePortOffset(workerInfo: WorkerInfo, slot = 0): number {
  const base = Number(process.env.E2E_PORT_BASE ?? 100);
  return base + (slot * workerInfo.config.workers + workerInfo.parallelIndex) * 10;
}

/**
 * One whole suite per worker, on its own ports: the API on a fresh embedded database and
 * each app served from a copy of its build (so redeploying in a test leaves dist/ alone).
 */
export const test = base.extend<{ baseURL: string }, { suite: DeployedSuite }>({
  suite: [
    async ({}, use, workerInfo) => {
      const workDir = mkdtempSync(join(tmpdir(), 'facturador-e2e-'));
      const deployDirs: Record<string, string> = {};
      for (const app of APPS) {
        deployDirs[app.name] = join(workDir, 'deploy', app.name);
        cpSync(join(repositoryRoot, app.dir, 'dist'), deployDirs[app.name]!, { recursive: true });
      }
      const offset = suitePortOffset(workerInfo);
      const suite = await startSuite({
        portOffset: offset,
        apiPort: 4000 + offset,
        dataDir: join(workDir, 'pglite'),
        runDir: join(workDir, 'run'),
        appRoots: deployDirs,
        log: (name, line) => {
          if (process.env.E2E_VERBOSE) console.log(`[${name}] ${line}`);
        },
      });
      await use({ ...suite, deployDirs, workDir });
      await suite.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
    // Two workers start their suites at once; on a 2-core machine under load the API alone
    // (TypeScript loaded by tsx, migrations, demo data) has taken 80 s to listen.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ suite }, use) => {
    await use(suite.shellUrl);
  },
});

export { expect } from '@playwright/test';
