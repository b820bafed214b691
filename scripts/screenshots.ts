// `pnpm screenshots [path…]`: the built suite's pages in light and dark, desktop and phone
// width, written to e2e/.artifacts/screenshots/ to be looked at before a change lands.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startSuite } from './lib/suite.mjs';

const root = join(import.meta.dirname, '..');
const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['/', '/login', '/app', '/app/admin', '/no-existe'];
const outDir = join(root, 'e2e', '.artifacts', 'screenshots');
mkdirSync(outDir, { recursive: true });

const viewports = { desktop: { width: 1366, height: 900 }, phone: { width: 360, height: 780 } };
const workDir = mkdtempSync(join(tmpdir(), 'facturador-shots-'));
const suite = await startSuite({
  portOffset: 300,
  apiPort: 4300,
  dataDir: join(workDir, 'pglite'),
  runDir: workDir,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const theme of ['light', 'dark'] as const) {
    for (const [device, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext({ viewport, colorScheme: theme, locale: 'es-PE' });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(suite.shellUrl + path, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        const name = `${path.replace(/\//g, '_') || '_'}-${theme}-${device}.png`;
        await page.screenshot({ path: join(outDir, name), fullPage: true });
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
