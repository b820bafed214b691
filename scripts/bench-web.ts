// `pnpm bench:web`: Lighthouse (mobile, Chromium) on the built suite's public pages, each
// category's score; then the JavaScript (gzip) the browser downloads to show `/`, and
// whether any firebase or socket.io-client code is in it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startSuite } from './lib/suite.mjs';

const root = join(import.meta.dirname, '..');
const lighthouseBin = join(root, 'e2e', 'node_modules', '.bin', 'lighthouse');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PAGES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/precios', '/contacto'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

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
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
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
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await page.goto(`${suite.shellUrl}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-remote="mf_public"] h1').waitFor();
    let total = 0;
    const heavy = new Set<string>();
    for (const url of scripts) {
      const compressed = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
      total += Number(compressed.headers.get('content-length'));
      await compressed.arrayBuffer();
      const source = await (await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })).text();
      // SDK markers, not the auth package's Spanish texts for Firebase error codes.
      if (/@firebase\/|firebaseapp\.com|identitytoolkit\.googleapis/.test(source)) heavy.add('firebase');
      if (/engine\.io|[?&]EIO=/.test(source)) heavy.add('socket.io-client');
    }
    console.log(`\nJavaScript downloaded to show / (gzip): ${kib(total)} in ${scripts.size} files`);
    console.log(
      `firebase in it: ${heavy.has('firebase') ? 'YES' : 'no'}; socket.io-client in it: ${heavy.has('socket.io-client') ? 'YES' : 'no'}`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await suite.stop();
  rmSync(workDir, { recursive: true, force: true });
}
