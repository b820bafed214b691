import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import {
  COLOR_SCHEMES,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  PHONE,
} from '../support/page-checks.ts';

/** Sistema (issue 18) as an administrator reads it: both themes, and a phone. */
async function openSystemPage(page: Page) {
  await page.goto('/app/admin/sistema');
  await expectHeading(page, HEADINGS.adminSystem);
  await expect(page.getByRole('table', { name: 'Aplicaciones' }).getByRole('row')).toHaveCount(6);
  await expect(page.getByText('Base de datos: Disponible')).toBeVisible();
}

// One browser, a fresh load for each check: layout and theme are chosen on load.
test('Sistema fits a 360 px screen (its tables scroll inside themselves) and has no axe violations there or in either theme', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  const desktop = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await openSystemPage(page);
  await expectNoSidewaysScroll(page);
  // Its tables scroll inside themselves here: the keyboard must reach them (axe).
  await expectNoAxeViolations(page, '360 px: ');

  await page.setViewportSize(desktop);
  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await openSystemPage(page);
    await expectNoAxeViolations(page, `${colorScheme}: `);
  }
});
