import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';

test('a stopped remote shows a Spanish fallback on its paths while the rest keeps working', async ({
  page,
  suite,
  signIn,
}) => {
  await signIn('owner');
  await suite.stopApp('mf_admin');
  try {
    await page.goto('/app/admin');
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('Este módulo no está disponible');
    await expect(fallback.getByRole('button', { name: 'Reintentar' })).toBeVisible();

    // The other remotes are untouched, in the same page and after a fresh load.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(
      page.locator('[data-remote="mf_customer"]').getByRole('heading', { name: 'Dashboard' }),
    ).toBeVisible();
    await page.goto('/');
    await expectHeading(page, HEADINGS.home);
    await page.goto('/terminos');
    await expectHeading(page, HEADINGS.terms);

    // The remote comes back: "Reintentar" loads it without reloading the page.
    await page.goto('/app/admin');
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  } finally {
    await suite.startApp('mf_admin');
  }
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(
    page.locator('[data-remote="mf_admin"]').getByRole('heading', { name: 'Resumen' }),
  ).toBeVisible();
});
