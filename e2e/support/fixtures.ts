import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type BrowserContext, type WorkerInfo } from '@playwright/test';
import { adoptBuild, appLayout } from '../../packages/deployment/src/index.ts';
import { APPS } from '../../scripts/lib/apps.mjs';
import { startSuite, type Suite } from '../../scripts/lib/suite.mjs';
import { apiLogin, DEMO, type ApiSession } from './sign-in.ts';

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

/** A demo account the suite seeds: its session may be stored and shared by a worker's tests. */
export type DemoRole = keyof typeof DEMO;

/** A browser's storage state: the token cookies the client keeps, for the shell's origin. */
export interface StoredSession {
  session: ApiSession;
  storageState: { cookies: Parameters<BrowserContext['addCookies']>[0]; origins: [] };
}

/**
 * A stored session is used for 10 minutes, then made again: its access token lives 15, and a
 * browser that found it expired would rotate the refresh token, which the next test, holding
 * the old one, would present as a reuse (and so end the session: docs/decisions/0009).
 */
const STORED_SESSION_MAX_AGE_MS = 10 * 60_000;

/**
 * One whole suite per worker, on its own ports: the API on a fresh embedded database and
 * each app served from a deployment of its own (a copy of its build as its first release,
 * so redeploying or releasing in a test leaves dist/ alone).
 *
 * `storedSessions`: one sign-in per demo role and worker, through the API (CSRF token, then
 * POST /auth/login), kept as a storage state; `signIn(role)` puts it into the test's browser
 * (or another context) and answers the session for API calls. Only tests that end or rotate
 * that role's session (signing out, an outage that may refresh) sign in on their own, and the
 * specs that prove sign-in itself go through the form.
 */
export const test = base.extend<
  {
    baseURL: string;
    signIn: (role: DemoRole, into?: BrowserContext) => Promise<ApiSession>;
    demoSession: (role: DemoRole) => Promise<ApiSession>;
  },
  { suite: DeployedSuite; storedSessions: { of(role: DemoRole): Promise<StoredSession> } }
>({
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
        // The job that retries sends and asks SUNAT's tickets looks every second instead of
        // every five: nothing a test waits for depends on the job being slow.
        env: { DOCUMENT_DISPATCH_INTERVAL_MS: '1000' },
        // The double as the browser journeys need it: a ticket answers at its first poll (the
        // «98 en proceso» answers are the API tests'), and no XSD check per document (0.5 s of
        // CPU each; the einvoice and API tests validate the XML against the OASIS schemas).
        sunatEnv: { SUNAT_SIMULATOR_PENDING_POLLS: '0', UBL21_XSD_DIR: '' },
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
  storedSessions: [
    async ({ suite, playwright }, use) => {
      const request = await playwright.request.newContext();
      const made = new Map<DemoRole, { at: number; stored: Promise<StoredSession> }>();
      const signInOnce = async (role: DemoRole): Promise<StoredSession> => {
        const session = await apiLogin(request, suite.apiUrl, DEMO[role]);
        const cookie = { url: suite.shellUrl, secure: true, sameSite: 'Lax' } as const;
        return {
          session,
          storageState: {
            cookies: [
              { name: 'access_token', value: session.accessToken, ...cookie },
              { name: 'refresh_token', value: session.refreshToken, ...cookie },
            ],
            origins: [],
          },
        };
      };
      await use({
        of(role) {
          const kept = made.get(role);
          if (kept && Date.now() - kept.at < STORED_SESSION_MAX_AGE_MS) return kept.stored;
          const stored = signInOnce(role);
          made.set(role, { at: Date.now(), stored });
          // A failed sign-in is not kept: the next test tries again.
          stored.catch(() => made.delete(role));
          return stored;
        },
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ suite }, use) => {
    await use(suite.shellUrl);
  },
  signIn: async ({ context, storedSessions }, use) => {
    await use(async (role, into = context) => {
      const { session, storageState } = await storedSessions.of(role);
      await into.addCookies(storageState.cookies);
      return session;
    });
  },
  /** The stored session of a role, for API calls only (no browser). */
  demoSession: async ({ storedSessions }, use) => {
    await use(async (role) => (await storedSessions.of(role)).session);
  },
});

export { expect } from '@playwright/test';
