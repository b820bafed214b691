import { expect, test } from '../support/fixtures.ts';

test('/precios shows the active plans from GET /plans, IGV stated, and a call to subscribe', async ({
  page,
  suite,
}) => {
  const answer = page.waitForResponse((response) => response.url() === `${suite.apiUrl}/plans`);
  await page.goto('/precios');
  expect((await answer).status()).toBe(200);

  const pyme = page.getByRole('article', { name: 'Pyme' });
  await expect(pyme).toContainText('S/ 149.00');
  await expect(pyme).toContainText('valor de venta S/ 126.27 + IGV (18 %)');
  await expect(pyme).toContainText('600 documentos (tokens) al mes');
  await expect(pyme).toContainText('3 establecimientos');
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'Corporativo 2024' })).toHaveCount(0);
  await expect(page.getByText('1000 tokens')).toBeVisible();

  await pyme.getByRole('link', { name: 'Suscribirme al plan Pyme' }).click();
  await expect(page).toHaveURL(/\/register\?plan=pyme$/);
});

test('/planes shows the same plans', async ({ page }) => {
  await page.goto('/planes');
  await expect(page.getByRole('article', { name: 'Emprendedor' })).toContainText('S/ 59.00');
  await expect(page.getByRole('article', { name: 'Empresa' })).toContainText(
    '1500 documentos (tokens) al mes',
  );
});
