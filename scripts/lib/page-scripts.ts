import type { BrowserContext } from '@playwright/test';

export interface ScriptsFetched {
  /** gzip bytes (the static servers' precompressed files). */
  gzip: number;
  files: number;
}

export interface PageScripts {
  /** Fetched once the page has loaded and the network is idle, before any input. */
  beforeInteraction: ScriptsFetched;
  /** Also what the first input (a pointer move) brings: a prerendered page starts the app then. */
  total: ScriptsFetched;
}

/** gzip bytes of one script, as the static server sends it to a browser asking for gzip. */
async function gzipSize(url: string): Promise<number> {
  const answer = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  await answer.arrayBuffer();
  return Number(answer.headers.get('content-length'));
}

async function fetched(urls: readonly string[]): Promise<ScriptsFetched> {
  const sizes = await Promise.all(urls.map(gzipSize));
  return { gzip: sizes.reduce((sum, size) => sum + size, 0), files: urls.length };
}

/** The JavaScript a page makes the browser fetch, before and after the first interaction. */
export async function measurePageScripts(context: BrowserContext, url: string): Promise<PageScripts> {
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js')) {
      scripts.add(response.url());
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  const beforeInteraction = [...scripts];
  await page.mouse.move(1, 1);
  await page.waitForLoadState('networkidle');
  await page.close();
  return { beforeInteraction: await fetched(beforeInteraction), total: await fetched([...scripts]) };
}
