import { expect, type Page } from '@playwright/test';
import { PRERENDERED_PATH_ATTRIBUTE } from '@facturador/federation';

/**
 * Public pages arrive prerendered and are taken over by the app a moment later
 * (docs/decisions/0010); until then buttons and forms do not answer. Waits for the live page.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await expect(
    page.locator(`#root:not([${PRERENDERED_PATH_ATTRIBUTE}]) [data-remote]`).first(),
  ).toBeAttached();
}
