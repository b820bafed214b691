import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { APPS } from '../../scripts/lib/apps.mjs';
import { startProcess, stopProcess } from '../../scripts/lib/process.mjs';
import { startSuite, type Suite } from '../../scripts/lib/suite.mjs';
import { suitePortOffset } from './fixtures.ts';

const e2eDir = join(import.meta.dirname, '..');
const repositoryRoot = join(e2eDir, '..');
export const FIREBASE_PROJECT_ID = 'demo-facturador';

const log = (name: string, line: string) => {
  if (process.env.E2E_VERBOSE) console.log(`[${name}] ${line}`);
};

/**
 * e2e/firebase.json with the emulators on ports of this worker's own (auth, hub and logging
 * on `port`, `port` + 1, `port` + 2), so two workers or two runs can each start one.
 */
function writeEmulatorConfig(workDir: string, port: number): string {
  const config = JSON.parse(readFileSync(join(e2eDir, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, { host?: string; port?: number }>;
  };
  config.emulators.auth = { host: '127.0.0.1', port };
  config.emulators.hub = { host: '127.0.0.1', port: port + 1 };
  config.emulators.logging = { host: '127.0.0.1', port: port + 2 };
  const file = join(workDir, 'firebase.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * A suite whose config.json names a Firebase identity pointed at the Auth emulator, and an API
 * that accepts the emulator's tokens (FIREBASE_AUTH_EMULATOR_HOST). The emulator (firebase-tools,
 * offline with a demo- project) lives only as long as these tests.
 */
export const test = base.extend<{ baseURL: string }, { googleSuite: Suite }>({
  googleSuite: [
    async ({}, use, workerInfo) => {
      const workDir = mkdtempSync(join(tmpdir(), 'facturador-google-'));
      const offset = suitePortOffset(workerInfo, 1);
      const emulatorHost = `127.0.0.1:${9000 + offset}`;
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
          writeEmulatorConfig(workDir, 9000 + offset),
        ],
        cwd: workDir,
        // The emulator hub keeps a locator file per project in the temporary folder: one of
        // its own, so parallel workers and other runs do not see each other's hub.
        env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', TMPDIR: workDir },
        ready: /All emulators ready/,
        log,
      });
      const appRoots: Record<string, string> = {};
      for (const app of APPS) {
        appRoots[app.name] = join(workDir, 'deploy', app.name);
        cpSync(join(repositoryRoot, app.dir, 'dist'), appRoots[app.name]!, { recursive: true });
      }
      const suite = await startSuite({
        portOffset: offset,
        apiPort: 4000 + offset,
        dataDir: join(workDir, 'pglite'),
        runDir: join(workDir, 'run'),
        appRoots,
        env: { FIREBASE_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost },
        identity: {
          apiKey: 'demo-api-key',
          authDomain: `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
          projectId: FIREBASE_PROJECT_ID,
          emulatorUrl: `http://${emulatorHost}`,
        },
        log,
      });
      await use(suite);
      await suite.stop();
      await stopProcess(emulator);
      rmSync(workDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ googleSuite }, use) => {
    await use(googleSuite.shellUrl);
  },
});

export { expect } from '@playwright/test';
