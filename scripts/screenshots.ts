// `pnpm screenshots [--as role] [--first-screen] [path…]`: the built suite's pages in light and dark, desktop and phone
// width, written to e2e/.artifacts/screenshots/ to be looked at before a change lands.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { apiLogin, DEMO_PASSWORDS, postAs, signInAsDemo, useTokens } from './lib/demo-sign-in.ts';
import { startSuite } from './lib/suite.mjs';

const root = join(import.meta.dirname, '..');
// `--as owner|admin|customer` signs in with that demo account first; `--as unvalidated` with a
// new customer (created by the owner) whose identity is still to validate: the validation modal.
const args = process.argv.slice(2);
const asIndex = args.indexOf('--as');
const signInAs = asIndex >= 0 ? args.splice(asIndex, 2)[1] : undefined;
// `--first-screen`: only what the window shows before any scrolling (the README's pictures).
const firstScreenIndex = args.indexOf('--first-screen');
const fullPage = firstScreenIndex < 0;
if (!fullPage) args.splice(firstScreenIndex, 1);
const paths = args.length > 0 ? args : ['/', '/login', '/app', '/app/admin', '/no-existe'];
/** `--as unvalidated`'s account, created once (declared before the top-level awaits use it). */
let unvalidated: readonly [string, string] | undefined;
const outDir = join(root, 'e2e', '.artifacts', 'screenshots');
mkdirSync(outDir, { recursive: true });

// The narrowest phone we support (360) and today's most common one (390).
const viewports = {
  desktop: { width: 1366, height: 900 },
  phone360: { width: 360, height: 780 },
  phone390: { width: 390, height: 844 },
};
const workDir = mkdtempSync(join(tmpdir(), 'facturador-shots-'));
// SCREENSHOTS_PORT_BASE keeps two runs on one machine apart (default 300: shell 3300, API 4300).
const portBase = Number(process.env.SCREENSHOTS_PORT_BASE ?? 300);
const suite = await startSuite({
  portOffset: portBase,
  apiPort: 4000 + portBase,
  dataDir: join(workDir, 'pglite'),
  runDir: workDir,
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const theme of ['light', 'dark'] as const) {
    for (const [device, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext({ viewport, colorScheme: theme, locale: 'es-PE' });
      if (signInAs) await signIn(context, signInAs);
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(suite.shellUrl + path, { waitUntil: 'networkidle' });
        await page.locator('h1, [role="alert"], [role="dialog"]').first().waitFor();
        await dataShown(page, path);
        const name = `${path.replace(/[/?=&]/g, '_') || '_'}${signInAs ? `-${signInAs}` : ''}-${theme}-${device}.png`;
        await page.screenshot({ path: join(outDir, name), fullPage });
        console.log(join('e2e/.artifacts/screenshots', name));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await suite.stop();
  rmSync(workDir, { recursive: true, force: true });
}

/** A customer created by the owner: e-mail verified, identity not yet validated. */
async function unvalidatedCustomer(context: BrowserContext): Promise<readonly [string, string]> {
  if (unvalidated) return unvalidated;
  const owner = await apiLogin(context, suite, ...DEMO_PASSWORDS.owner!);
  const account = [`rosa.${Date.now().toString(36)}@facturador.test`, 'Cliente12345'] as const;
  const created = await postAs(context, suite, owner, '/users/admin/create', {
    fullName: 'María Elena Quispe Mamani',
    email: account[0],
    password: account[1],
  });
  if (!created.ok()) throw new Error(`creating the customer answered ${created.status()}`);
  unvalidated = account;
  return account;
}

async function signIn(context: BrowserContext, who: string): Promise<void> {
  if (who !== 'unvalidated') return signInAsDemo(context, suite, who);
  await useTokens(context, suite, await apiLogin(context, suite, ...(await unvalidatedCustomer(context))));
}

/** Waits until the page's data has arrived: no spinner or skeleton. */
async function dataShown(page: Page, path: string): Promise<void> {
  // The grid's loading overlay is a skeleton or a progress bar; its "Sin filas" overlay is data.
  const loading = '[role="progressbar"], .MuiSkeleton-root';
  try {
    await page.waitForFunction((selector) => !document.querySelector(selector), loading, { timeout: 15_000 });
  } catch {
    console.warn(`${path}: still loading after 15 s; the screenshot shows it`);
  }
}
