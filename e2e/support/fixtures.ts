import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type WorkerInfo } from '@playwright/test';
import { adoptBuild, appLayout } from '../../packages/deployment/src/index.ts';
import { APPS } from '../../scripts/lib/apps.mjs';
import { startSuite, type Suite } from '../../scripts/lib/suite.mjs';

export const repositoryRoot = join(import.meta.dirname, '..', '..');

export interface DeployedSuite extends Suite {
  /** The live release folder of each app when the suite started, so a test may redeploy over it. */
  deployDirs: Record<string, string>;
  /** The deployment the suite serves (`<deployDir>/<app>/current`), as `npm start` does. */
  deployDir: string;
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
 * each app served from a deployment of its own (a copy of its build as its first release,
 * so redeploying or releasing in a test leaves dist/ alone).
 */
export const test = base.extend<{ baseURL: string }, { suite: DeployedSuite }>({
  suite: [
    async ({}, use, workerInfo) => {
      const workDir = mkdtempSync(join(tmpdir(), 'facturador-e2e-'));
      const deployDir = join(workDir, 'deploy');
      const deployDirs: Record<string, string> = {};
      for (const app of APPS) {
        adoptBuild(deployDir, app.name, join(repositoryRoot, app.dir, 'dist'));
        deployDirs[app.name] = realpathSync(appLayout(deployDir, app.name).current);
      }
      const offset = suitePortOffset(workerInfo);
      const suite = await startSuite({
        portOffset: offset,
        apiPort: 4000 + offset,
        dataDir: join(workDir, 'pglite'),
        runDir: join(workDir, 'run'),
        deployDir,
        log: (name, line) => {
          if (process.env.E2E_VERBOSE) console.log(`[${name}] ${line}`);
        },
      });
      await use({ ...suite, deployDirs, deployDir, workDir });
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
