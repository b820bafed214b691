import type { Browser } from '@playwright/test';

export interface HomeScripts {
  /** gzip bytes of every script the browser fetched to show `/`. */
  totalGzip: number;
  files: number;
  gzipByOrigin: Map<string, number>;
  /** Heavy libraries that must stay off the first page: found by their own markers. */
  heavy: Set<'firebase' | 'socket.io-client'>;
}

/** Loads `/` of a running suite and measures the JavaScript it downloads. */
export async function measureHomeScripts(browser: Browser, shellUrl: string): Promise<HomeScripts> {
  const page = await browser.newPage();
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.add(response.url());
  });
  await page.goto(`${shellUrl}/`, { waitUntil: 'networkidle' });
  await page.locator('[data-remote="mf_public"] h1').waitFor();
  await page.close();

  const result: HomeScripts = { totalGzip: 0, files: urls.size, gzipByOrigin: new Map(), heavy: new Set() };
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
