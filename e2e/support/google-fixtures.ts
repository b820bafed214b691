import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { APPS } from '../../scripts/lib/apps.mjs';
import { startProcess, stopProcess } from '../../scripts/lib/process.mjs';
import { startSuite, type Suite } from '../../scripts/lib/suite.mjs';

const e2eDir = join(import.meta.dirname, '..');
const repositoryRoot = join(e2eDir, '..');
export const FIREBASE_PROJECT_ID = 'demo-facturador';
/** e2e/firebase.json */
const EMULATOR_HOST = '127.0.0.1:9399';

const log = (name: string, line: string) => {
  if (process.env.E2E_VERBOSE) console.log(`[${name}] ${line}`);
};

/**
 * A suite whose config.json names a Firebase identity pointed at the Auth emulator, and an API
 * that accepts the emulator's tokens (FIREBASE_AUTH_EMULATOR_HOST). The emulator (firebase-tools,
 * offline with a demo- project) lives only as long as these tests.
 */
export const test = base.extend<{ baseURL: string }, { googleSuite: Suite }>({
  googleSuite: [
    async ({}, use, workerInfo) => {
      const workDir = mkdtempSync(join(tmpdir(), 'facturador-google-'));
      const emulator = await startProcess({
        name: 'firebase',
        command: join(e2eDir, 'node_modules', '.bin', 'firebase'),
        args: [
          'emulators:start',
          '--only',
          'auth',
          '--project',
          FIREBASE_PROJECT_ID,
          '--config',
          join(e2eDir, 'firebase.json'),
        ],
        cwd: workDir,
        env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
        ready: /All emulators ready/,
        log,
      });
      const appRoots: Record<string, string> = {};
      for (const app of APPS) {
        appRoots[app.name] = join(workDir, 'deploy', app.name);
        cpSync(join(repositoryRoot, app.dir, 'dist'), appRoots[app.name]!, { recursive: true });
      }
      const offset = 150 + workerInfo.workerIndex * 10;
      const suite = await startSuite({
        portOffset: offset,
        apiPort: 4000 + offset,
        dataDir: join(workDir, 'pglite'),
        runDir: join(workDir, 'run'),
        appRoots,
        env: { FIREBASE_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST },
        identity: {
          apiKey: 'demo-api-key',
          authDomain: `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
          projectId: FIREBASE_PROJECT_ID,
          emulatorUrl: `http://${EMULATOR_HOST}`,
        },
        log,
      });
      await use(suite);
      await suite.stop();
      await stopProcess(emulator);
      rmSync(workDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ googleSuite }, use) => {
    await use(googleSuite.shellUrl);
  },
});

export { expect } from '@playwright/test';
