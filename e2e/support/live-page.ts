import { expect, type Page } from '@playwright/test';
import { PRERENDERED_PATH_ATTRIBUTE } from '@facturador/federation';

/**
 * Public pages arrive prerendered and start the app at the first sign of a person; they are
 * taken over a moment later (docs/decisions/0010). Moves the pointer, as a person does, and
 * waits for the live page.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await expect(
    page.locator(`#root:not([${PRERENDERED_PATH_ATTRIBUTE}]) [data-remote]`).first(),
  ).toBeAttached();
}

/**
 * Opens `path` in `page` until it comes rendered by the server with the person's session: a
 * render that misses its deadline is answered with the plain shell, as designed (the first
 * requests after the servers start, or the whole suite's load), so it is asked again, a few times.
 */
export async function openServerPage(page: Page, path: string): Promise<void> {
  for (let attempt = 1; attempt <= 4; attempt++) {
    await page.goto(path);
    if ((await page.locator('[data-rendered-session]').count()) > 0) return;
  }
  throw new Error(`${path} never came rendered from the server`);
}

/**
 * Holds a remote's files back until `release` is called (by default its page modules, the files
 * its routes expose): what is done meanwhile is done on the page the server sent.
 */
export async function holdRemote(
  page: Page,
  remoteUrl: string,
  files = 'static/js/__federation_expose_*.js',
): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${remoteUrl}/${files}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
