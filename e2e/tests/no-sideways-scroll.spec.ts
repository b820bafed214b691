import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { apiLogin, DEMO, useSessionIn } from '../support/sign-in.ts';

/** A phone as narrow as they come: no page of the suite may scroll sideways on it. */
const PHONE = { width: 360, height: 780 };

const GUEST_PAGES: [path: string, heading: string][] = [
  ['/', HEADINGS.home],
  ['/modulos', HEADINGS.modules],
  ['/planes', HEADINGS.plans],
  ['/precios', HEADINGS.plans],
  ['/faq', HEADINGS.faq],
  ['/contacto', HEADINGS.contact],
  ['/cookies', HEADINGS.cookies],
  ['/terminos', HEADINGS.terms],
  ['/privacidad', HEADINGS.privacy],
  ['/login', HEADINGS.login],
  ['/register', HEADINGS.register],
  ['/forgot-password', HEADINGS.forgotPassword],
  ['/reset-password?token=prueba', HEADINGS.resetPassword],
  ['/account-disabled', HEADINGS.accountDisabled],
];

/** The page is no wider than the window: nothing sticks out to the right. */
async function expectNoSidewaysScroll(page: Page) {
  // Data-driven parts (plans, companies) are measured once they have arrived.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page width at a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

test.use({ viewport: PHONE });

for (const [path, heading] of GUEST_PAGES) {
  test(`${path} fits a 360 px screen`, async ({ page }) => {
    await page.goto(path);
    await expectHeading(page, heading);
    await expectNoSidewaysScroll(page);
  });
}

test('/register fits a 1366 px window, its password checklist included', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/register');
  await expectHeading(page, HEADINGS.register);
  // The checklist's hidden "(pendiente)" labels were what widened the page.
  await expect(page.getByText('Una letra mayúscula')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

for (const [who, path, heading] of [
  ['customer', '/app', HEADINGS.dashboard],
  ['customer', '/app/mi-perfil', HEADINGS.profile],
  ['customer', '/app/mi-perfil/seguridad', HEADINGS.profile],
  ['customer', '/app/mis-planes', HEADINGS.myPlans],
  ['admin', '/app/admin', HEADINGS.admin],
] as const) {
  test(`${path} fits a 360 px screen, signed in as ${who}`, async ({ page, context, request, suite }) => {
    await useSessionIn(context, suite.shellUrl, await apiLogin(request, suite.apiUrl, DEMO[who]));
    await page.goto(path);
    await expectHeading(page, heading);
    await expectNoSidewaysScroll(page);
  });
}
