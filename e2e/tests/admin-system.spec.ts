import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { apiLogin, DEMO, useSessionIn } from '../support/sign-in.ts';

/** Sistema (issue 18) as an administrator reads it: both themes, and a phone. */
test.beforeEach(async ({ context, request, suite }) => {
  await useSessionIn(context, suite.shellUrl, await apiLogin(request, suite.apiUrl, DEMO.admin));
});

async function openSystemPage(page: Page) {
  await page.goto('/app/admin/sistema');
  await expectHeading(page, HEADINGS.adminSystem);
  await expect(page.getByRole('table', { name: 'Aplicaciones' }).getByRole('row')).toHaveCount(6);
  await expect(page.getByText('Base de datos: Disponible')).toBeVisible();
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`Sistema has no axe violations in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openSystemPage(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' | ')}`,
      ),
    ).toEqual([]);
  });
}

test('Sistema fits a 360 px screen (its tables scroll inside themselves)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openSystemPage(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page width at a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
});
