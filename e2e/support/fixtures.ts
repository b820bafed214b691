import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { APPS } from '../../scripts/lib/apps.mjs';
import { startSuite, type Suite } from '../../scripts/lib/suite.mjs';

export const repositoryRoot = join(import.meta.dirname, '..', '..');

export interface DeployedSuite extends Suite {
  /** Where each app's files are served from: a copy of its build, so a test may redeploy. */
  deployDirs: Record<string, string>;
  workDir: string;
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
      // E2E_PORT_BASE lets two runs on one machine keep apart (default: 3100+, API 4100+).
      const offset = Number(process.env.E2E_PORT_BASE ?? 100) + workerInfo.workerIndex * 10;
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
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ suite }, use) => {
    await use(suite.shellUrl);
  },
});

export { expect } from '@playwright/test';
