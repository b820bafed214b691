import type { Browser } from '@playwright/test';

export interface HomeScripts {
  /** Scripts `/` runs before a person does anything (prerendered, it starts the app on intent). */
  runBeforeIntent: number;
  /** gzip bytes of every script fetched for `/`: prefetched, then loaded once the app starts. */
  totalGzip: number;
  files: number;
  gzipByOrigin: Map<string, number>;
  /** Heavy libraries that must stay off the first page: found by their own markers. */
  heavy: Set<'firebase' | 'socket.io-client'>;
}

/**
 * Loads `/` of a running suite, then moves the pointer so the app starts and takes the page
 * over (docs/decisions/0010), and measures the JavaScript fetched, prefetches included.
 */
export async function measureHomeScripts(browser: Browser, shellUrl: string): Promise<HomeScripts> {
  const page = await browser.newPage();
  const urls = new Set<string>();
  let scriptsRun = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) urls.add(response.url());
    if (response.request().resourceType() === 'script') scriptsRun += 1;
  });
  await page.goto(`${shellUrl}/`, { waitUntil: 'networkidle' });
  await page.locator('[data-remote="mf_public"] h1').waitFor();
  const runBeforeIntent = scriptsRun;
  await page.mouse.move(1, 1);
  await page
    .locator('#root:not([data-prerendered-path]) [data-remote="mf_public"]')
    .waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.close();

  const result: HomeScripts = {
    runBeforeIntent,
    totalGzip: 0,
    files: urls.size,
    gzipByOrigin: new Map(),
    heavy: new Set(),
  };
  for (const url of urls) {
    // The static server answers with the precompressed file and its length.
    const compressed = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    const bytes = Number(compressed.headers.get('content-length'));
    await compressed.arrayBuffer();
    result.totalGzip += bytes;
    const origin = new URL(url).origin;
    result.gzipByOrigin.set(origin, (result.gzipByOrigin.get(origin) ?? 0) + bytes);
    const source = await (await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })).text();
    // SDK markers, not the auth package's Spanish texts for Firebase error codes.
    if (/@firebase\/|firebaseapp\.com|identitytoolkit\.googleapis/.test(source)) result.heavy.add('firebase');
    if (/engine\.io|[?&]EIO=/.test(source)) result.heavy.add('socket.io-client');
  }
  return result;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
