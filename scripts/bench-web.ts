// `pnpm bench:web [--runs N] [--plain] [path…]`: for each page (signed in where it needs a
// session), Lighthouse (mobile, simulated throttling, Chromium; the median of N runs, 3 unless
// told) and the JavaScript (gzip) the browser fetches before the first interaction and in all;
// then the targets of issues 17 and 31 with ✔ or ✖. `--plain` serves signed-in pages as the
// plain shell, painted in the browser: the same build as it was before decision 39.
import { parseArgs } from 'node:util';
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
  /**
   * A signed-in page painted from the server (issue 31): performance ≥ 90, LCP ≤ 2.0 s,
   * TBT ≤ 200 ms, CLS ≤ 0.02, accessibility 100.
   */
  signedInTargets?: boolean;
}

/** A document's detail: the first document of the Listado the server draws for the account. */
const DOCUMENT_DETAIL = '/app/comprobantes/:companyId/:documentId';

const PAGES: readonly BenchPage[] = [
  { path: '/' },
  { path: '/precios' },
  { path: '/contacto' },
  { path: '/login', authPage: true, budget: { before: 100 } },
  { path: '/register', authPage: true },
  { path: '/forgot-password', authPage: true },
  { path: '/reset-password?token=x', authPage: true },
  { path: '/app', as: 'customer', budget: { total: 250 }, signedInTargets: true },
  { path: '/app/mis-empresas', as: 'customer', signedInTargets: true },
  { path: '/app/mis-planes', as: 'customer', signedInTargets: true },
  // The Listado: the first page of documents, drawn by the server as the grid would.
  { path: '/app/comprobantes', as: 'customer', signedInTargets: true },
  // Resumen: the admin area's first page, without a grid.
  // Emitir, a document's detail (the Listado's first) and the catalogues.
  { path: '/app/comprobantes/emitir', as: 'customer', signedInTargets: true },
  { path: DOCUMENT_DETAIL, as: 'customer', signedInTargets: true },
  { path: '/app/comprobantes/clientes', as: 'customer', signedInTargets: true },
  { path: '/app/comprobantes/productos', as: 'customer', signedInTargets: true },
  { path: '/app/admin', as: 'owner', budget: { total: 300 }, signedInTargets: true },
];

const { values: options, positionals: chosen } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '3' }, plain: { type: 'boolean', default: false } },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
const pages =
  chosen.length === 0 ? PAGES : chosen.map((path) => PAGES.find((page) => page.path === path) ?? { path });

const workDir = mkdtempSync(join(tmpdir(), 'facturador-bench-web-'));
const suite = await startSuite({
  portOffset: 400,
  apiPort: 4400,
  dataDir: join(workDir, 'pglite'),
  runDir: workDir,
  plainSignedIn: options.plain,
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
async function lighthouse(
  page: BenchPage,
  url: string,
  browser: Browser,
  output: string,
): Promise<LighthouseReport> {
  if (!page.as) return runLighthouse(url, output);
  const context = await signedInContext(browser, page.as);
  const cookies = await context.cookies(suite.shellUrl);
  await context.close();
  return runSignedInLighthouse(url, cookies, output);
}

/** The path of the first document the demo customer's Listado shows. */
async function firstDocumentPath(browser: Browser): Promise<string> {
  const context = await signedInContext(browser, 'customer');
  const listado = await context.newPage();
  await listado.goto(`${suite.shellUrl}/app/comprobantes`);
  const link = listado.getByRole('grid', { name: 'Comprobantes emitidos' }).getByRole('link').first();
  const path = await link.getAttribute('href');
  await context.close();
  if (!path) throw new Error('the demo Listado shows no document');
  return path;
}

/** The middle value (the lower middle of an even count). */
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const audit = (report: LighthouseReport, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

/** One page's figures, each the median of its runs. */
interface Measured {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
function medianOf(reports: readonly LighthouseReport[]): Measured {
  const of = (read: (report: LighthouseReport) => number) => median(reports.map(read));
  return {
    performance: of((report) => score(report, 'performance')),
    accessibility: of((report) => score(report, 'accessibility')),
    bestPractices: of((report) => score(report, 'best-practices')),
    seo: of((report) => score(report, 'seo')),
    lcpMs: of((report) => audit(report, 'largest-contentful-paint')),
    tbtMs: of((report) => audit(report, 'total-blocking-time')),
    cls: of((report) => audit(report, 'cumulative-layout-shift')),
  };
}

const results: { page: BenchPage; measured: Measured; scripts: PageScripts }[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const page of pages) {
    const url =
      suite.shellUrl + (page.path === DOCUMENT_DETAIL ? await firstDocumentPath(browser) : page.path);
    // A deployed server is warm: the first request (composing a prerendered page, fetching a
    // remote's pages.json) is not what a visitor of a running site waits for.
    await fetch(url);
    const reports: LighthouseReport[] = [];
    for (let run = 1; run <= runs; run++)
      reports.push(
        await lighthouse(
          page,
          url,
          browser,
          join(workDir, `lh-${page.path.replace(/\W/g, '_')}-${run}.json`),
        ),
      );
    const context = page.as ? await signedInContext(browser, page.as) : await browser.newContext();
    const scripts = await measurePageScripts(context, url);
    await context.close();
    results.push({ page, measured: medianOf(reports), scripts });
  }
} finally {
  await browser.close();
  await suite.stop();
  if (!process.env.BENCH_KEEP) rmSync(workDir, { recursive: true, force: true });
}

console.log(
  `Lighthouse 13, mobile (simulated throttling), Chromium, median of ${runs} run${runs === 1 ? '' : 's'}` +
    `${options.plain ? '; signed-in pages painted in the browser (--plain)' : ''}; JavaScript in gzip`,
);
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
const widths = [41, 9, 5, 5, 5, 5, 8, 8, 7, 16, 11, 5];
const row = (cells: readonly (string | number)[]) =>
  cells.map((cell, index) => String(cell).padEnd(widths[index]!)).join(' ');
console.log(row(header));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
for (const { page, measured, scripts } of results) {
  console.log(
    row([
      page.path,
      page.as ?? 'guest',
      measured.performance,
      measured.accessibility,
      measured.bestPractices,
      measured.seo,
      seconds(measured.lcpMs),
      `${Math.round(measured.tbtMs)} ms`,
      measured.cls.toFixed(3),
      kib(scripts.beforeInteraction.gzip),
      kib(scripts.total.gzip),
      scripts.total.files,
    ]),
  );
}

console.log('\ntarget (issues 17 and 31)                      measured');
const check = (label: string, measured: string, met: boolean) =>
  console.log(`${label.padEnd(46)} ${measured.padStart(10)}  ${met ? '✔' : '✖'}`);
for (const { page, measured, scripts } of results) {
  const { performance, accessibility, lcpMs, tbtMs, cls } = measured;
  if (page.authPage) {
    check(`${page.path} performance ≥ 95`, String(performance), performance >= 95);
    check(`${page.path} accessibility 100`, String(accessibility), accessibility === 100);
    check(`${page.path} CLS ≤ 0.02`, cls.toFixed(3), cls <= 0.02);
  }
  if (page.signedInTargets) {
    check(`${page.path} (${page.as}) performance ≥ 90`, String(performance), performance >= 90);
    check(`${page.path} (${page.as}) LCP ≤ 2.0 s`, seconds(lcpMs), lcpMs <= 2000);
    check(`${page.path} (${page.as}) TBT ≤ 200 ms`, `${Math.round(tbtMs)} ms`, tbtMs <= 200);
    check(`${page.path} (${page.as}) CLS ≤ 0.02`, cls.toFixed(3), cls <= 0.02);
    check(`${page.path} (${page.as}) accessibility 100`, String(accessibility), accessibility === 100);
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
