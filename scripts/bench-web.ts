// `pnpm bench:web`: Lighthouse (mobile, Chromium) on the built suite's public pages, each
// category's score; then the JavaScript (gzip) the browser downloads to show `/`, and
// whether any firebase or socket.io-client code is in it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { kib, measureHomeScripts } from './lib/home-scripts.ts';
import { startSuite } from './lib/suite.mjs';

const root = join(import.meta.dirname, '..');
const lighthouseBin = join(root, 'e2e', 'node_modules', '.bin', 'lighthouse');
const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];
const PAGES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/precios', '/contacto'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { displayValue?: string; score: number | null; title: string }>;
}

const workDir = mkdtempSync(join(tmpdir(), 'facturador-bench-web-'));
const suite = await startSuite({
  portOffset: 400,
  apiPort: 4400,
  dataDir: join(workDir, 'pglite'),
  runDir: workDir,
});
try {
  console.log('Lighthouse 13, mobile (simulated throttling), Chromium');
  console.log(`${'page'.padEnd(12)} ${CATEGORIES.map((c) => c.padEnd(15)).join('')}LCP      TBT      CLS`);
  for (const path of PAGES) {
    // A deployed server is warm: the first request (composing the prerendered page, fetching
    // the remote's pages.json) is not what a visitor of a running site waits for.
    await fetch(suite.shellUrl + path);
    const output = join(workDir, `lh-${path.replace(/\W/g, '_')}.json`);
    execFileSync(
      lighthouseBin,
      [
        suite.shellUrl + path,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${chromeFlags.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    const scores = CATEGORIES.map((category) =>
      String(Math.round((report.categories[category]?.score ?? 0) * 100)).padEnd(15),
    );
    const metric = (id: string) => (report.audits[id]?.displayValue ?? '?').padEnd(9);
    console.log(
      `${path.padEnd(12)} ${scores.join('')}${metric('largest-contentful-paint')}${metric('total-blocking-time')}${metric('cumulative-layout-shift')}`,
    );
    for (const category of CATEGORIES) {
      if ((report.categories[category]?.score ?? 0) < 1 && category !== 'performance') {
        const failing = Object.entries(report.audits).filter(
          ([, audit]) => audit.score !== null && audit.score < 1,
        );
        for (const [id, audit] of failing.slice(0, 5)) console.log(`    ${category}? ${id}: ${audit.title}`);
        break;
      }
    }
  }

  // What `/` makes the browser download, and whether heavy modules are in it.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const home = await measureHomeScripts(browser, suite.shellUrl);
    console.log(`\nScripts / runs before a person interacts: ${home.runBeforeIntent}`);
    console.log(
      `JavaScript fetched for / (gzip; prefetched, then run once the app starts): ${kib(home.totalGzip)} in ${home.files} files`,
    );
    console.log(
      `firebase in it: ${home.heavy.has('firebase') ? 'YES' : 'no'}; socket.io-client in it: ${home.heavy.has('socket.io-client') ? 'YES' : 'no'}`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await suite.stop();
  rmSync(workDir, { recursive: true, force: true });
}
