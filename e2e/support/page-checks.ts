import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The two themes every page is checked in: the system preference decides on a first visit. */
export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** A phone as narrow as they come: no page of the suite may scroll sideways on it. */
export const PHONE = { width: 360, height: 780 } as const;

/**
 * Axe over what is on screen, reported as rule and elements so that a failure says where.
 * Only violations are asked for in full: the passes' selectors, which nothing reads, took a
 * quarter of the time on the Data Grid pages. Target size (WCAG 2.2, 2.5.8), off in axe by
 * default, is on: Lighthouse found a link on Resumen too small and too close to its neighbour.
 */
export async function expectNoAxeViolations(page: Page, where = ''): Promise<void> {
  await transitionsEnded(page);
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } })
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${where}${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    ),
  ).toEqual([]);
}

/**
 * Axe reads colours as they are painted: a dialog still fading in has its buttons at half their
 * contrast (admin-users failed so on a quick run). Waits for every transition and animation
 * that ends; a spinner's or a skeleton's runs forever and is left running.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The page is no wider than the window: nothing sticks out to the right. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // Data-driven parts (plans, grids) are measured once they have arrived.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page width at a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}
