// `pnpm bench:web [path…]`: for each page (signed in where it needs a session), Lighthouse
// (mobile, simulated throttling, Chromium) and the JavaScript (gzip) the browser fetches before
// the first interaction and in all; then issue 17's targets with ✔ or ✖.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { signInAsDemo } from './lib/demo-sign-in.ts';
import { kib } from './lib/home-scripts.ts';
import { runLighthouse, runSignedInLighthouse, score, type LighthouseReport } from './lib/lighthouse.ts';
import { measurePageScripts, type PageScripts } from './lib/page-scripts.ts';
import { startSuite } from './lib/suite.mjs';

interface BenchPage {
  path: string;
  /** The demo account a signed-in page is measured as. */
  as?: 'customer' | 'owner';
  /** An auth page: Lighthouse performance ≥ 95, accessibility 100, CLS ≤ 0.02 (issue 17). */
  authPage?: boolean;
  /** KiB of gzip JavaScript allowed before the first interaction, or in all (issue 17). */
  budget?: { before?: number; total?: number };
}

const PAGES: readonly BenchPage[] = [
  { path: '/' },
  { path: '/precios' },
  { path: '/contacto' },
  { path: '/login', authPage: true, budget: { before: 100 } },
  { path: '/register', authPage: true },
  { path: '/forgot-password', authPage: true },
  { path: '/reset-password?token=x', authPage: true },
  { path: '/app', as: 'customer', budget: { total: 250 } },
  // Resumen: the admin area's first page, without a grid.
  { path: '/app/admin', as: 'owner', budget: { total: 300 } },
];

const chosen = process.argv.slice(2);
const pages =
  chosen.length === 0 ? PAGES : chosen.map((path) => PAGES.find((page) => page.path === path) ?? { path });

const workDir = mkdtempSync(join(tmpdir(), 'facturador-bench-web-'));
const suite = await startSuite({
  portOffset: 400,
  apiPort: 4400,
  dataDir: join(workDir, 'pglite'),
  runDir: workDir,
});

/** Signs a fresh context in as the page's demo account; the cookies the shell keeps. */
async function signedInContext(browser: Browser, as: NonNullable<BenchPage['as']>) {
  const context = await browser.newContext();
  await signInAsDemo(context, suite, as);
  return context;
}

/**
 * Lighthouse on the page: a guest's, or with a session of its own (the tokens of a sign-in made
 * for it, as the shell keeps them in cookies).
 */
async function lighthouse(page: BenchPage, browser: Browser, output: string): Promise<LighthouseReport> {
  const url = suite.shellUrl + page.path;
  if (!page.as) return runLighthouse(url, output);
  const context = await signedInContext(browser, page.as);
  const cookies = await context.cookies(suite.shellUrl);
  await context.close();
  return runSignedInLighthouse(url, cookies, output);
}

const metric = (report: LighthouseReport, id: string) => report.audits[id]?.displayValue ?? '—';
const results: { page: BenchPage; report: LighthouseReport; scripts: PageScripts }[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const page of pages) {
    // A deployed server is warm: the first request (composing a prerendered page, fetching a
    // remote's pages.json) is not what a visitor of a running site waits for.
    await fetch(suite.shellUrl + page.path);
    const report = await lighthouse(page, browser, join(workDir, `lh-${page.path.replace(/\W/g, '_')}.json`));
    const context = page.as ? await signedInContext(browser, page.as) : await browser.newContext();
    const scripts = await measurePageScripts(context, suite.shellUrl + page.path);
    await context.close();
    results.push({ page, report, scripts });
  }
} finally {
  await browser.close();
  await suite.stop();
  if (!process.env.BENCH_KEEP) rmSync(workDir, { recursive: true, force: true });
}

console.log('Lighthouse 13, mobile (simulated throttling), Chromium; JavaScript in gzip');
const header = [
  'page',
  'as',
  'perf',
  'a11y',
  'bp',
  'seo',
  'LCP',
  'TBT',
  'CLS',
  'JS before input',
  'JS total',
  'files',
];
const widths = [24, 9, 5, 5, 5, 5, 8, 8, 7, 16, 11, 5];
const row = (cells: readonly (string | number)[]) =>
  cells.map((cell, index) => String(cell).padEnd(widths[index]!)).join(' ');
console.log(row(header));
for (const { page, report, scripts } of results) {
  console.log(
    row([
      page.path,
      page.as ?? 'guest',
      score(report, 'performance'),
      score(report, 'accessibility'),
      score(report, 'best-practices'),
      score(report, 'seo'),
      metric(report, 'largest-contentful-paint'),
      metric(report, 'total-blocking-time'),
      metric(report, 'cumulative-layout-shift'),
      kib(scripts.beforeInteraction.gzip),
      kib(scripts.total.gzip),
      scripts.total.files,
    ]),
  );
}

console.log('\ntarget (issue 17)                              measured');
const check = (label: string, measured: string, met: boolean) =>
  console.log(`${label.padEnd(46)} ${measured.padStart(10)}  ${met ? '✔' : '✖'}`);
for (const { page, report, scripts } of results) {
  if (page.authPage) {
    const cls = report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
    check(
      `${page.path} performance ≥ 95`,
      String(score(report, 'performance')),
      score(report, 'performance') >= 95,
    );
    check(
      `${page.path} accessibility 100`,
      String(score(report, 'accessibility')),
      score(report, 'accessibility') === 100,
    );
    check(`${page.path} CLS ≤ 0.02`, cls.toFixed(3), cls <= 0.02);
  }
  const { before, total } = page.budget ?? {};
  if (before !== undefined) {
    const measured = scripts.beforeInteraction.gzip;
    check(`${page.path} JS before input ≤ ${before} KiB`, kib(measured), measured <= before * 1024);
  }
  if (total !== undefined) {
    const measured = scripts.total.gzip;
    check(`${page.path} (${page.as}) JS ≤ ${total} KiB`, kib(measured), measured <= total * 1024);
  }
}
