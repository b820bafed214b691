// `pnpm bench:build`: per app, the production build time and the gzip size of the
// JavaScript it emits; then the JavaScript (gzip) the browser downloads to show `/`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { APPS } from './lib/apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { kib, measureHomeScripts } from './lib/home-scripts.ts';
import { startSuite } from './lib/suite.mjs';

const root = join(import.meta.dirname, '..');

function jsFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Gzip bytes of a build's JavaScript: the .gz written next to each file, or the file itself. */
function gzipBytes(file: string): number {
  try {
    return statSync(`${file}.gz`).size;
  } catch {
    return statSync(file).size; // below the precompression threshold
  }
}

const rows: { app: string; seconds: number; files: number; gzip: number }[] = [];
for (const app of APPS) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [join(root, 'packages/build-preset/bin/build.mjs')], {
    cwd: join(root, app.dir),
    stdio: 'pipe',
  });
  if (result.status !== 0) throw new Error(`${app.dir} failed to build:\n${result.stderr}`);
  const seconds = (performance.now() - started) / 1000;
  const files = jsFiles(join(root, app.dir, 'dist'));
  rows.push({
    app: app.dir,
    seconds,
    files: files.length,
    gzip: files.reduce((sum, file) => sum + gzipBytes(file), 0),
  });
}

console.log('\nBuild (production, this machine)');
console.log('app            time      JS files   JS emitted (gzip)');
for (const row of rows) {
  console.log(
    `${row.app.padEnd(14)} ${`${row.seconds.toFixed(1)} s`.padEnd(9)} ${String(row.files).padEnd(10)} ${kib(row.gzip)}`,
  );
}

// What the browser actually downloads to show `/`, from the built suite.
const workDir = mkdtempSync(join(tmpdir(), 'facturador-bench-'));
const suite = await startSuite({
  portOffset: 200,
  apiPort: 4200,
  dataDir: join(workDir, 'pglite'),
  runDir: workDir,
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const home = await measureHomeScripts(browser, suite.shellUrl);
  console.log(`\nScripts / runs before a person interacts: ${home.runBeforeIntent}`);
  console.log(
    `JavaScript fetched for / (gzip; prefetched, then run once the app starts): ${kib(home.totalGzip)} in ${home.files} files`,
  );
  for (const [origin, bytes] of home.gzipByOrigin) {
    const app = [...suite.apps.values()].find((candidate) => candidate.url === origin)?.dir ?? origin;
    console.log(`  ${app.padEnd(12)} ${kib(bytes)}`);
  }
} finally {
  await browser.close();
  await suite.stop();
  rmSync(workDir, { recursive: true, force: true });
}
