import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { waitForLivePage } from '../support/live-page.ts';

test('/precios shows the active plans from GET /plans, IGV stated, and a call to subscribe', async ({
  page,
  request,
  suite,
}) => {
  // The server renders the page with the API's answer (docs/decisions/0010): the plans are
  // in the HTML, and the live page starts from that answer instead of asking again.
  const html = await (await request.get(suite.shellUrl + '/precios')).text();
  expect(html).toContain('S/ 149.00');
  const planRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url() === `${suite.apiUrl}/plans`) planRequests.push(sent.url());
  });
  await page.goto('/precios');
  await waitForLivePage(page);
  await expectHeading(page, HEADINGS.plans);

  const pyme = page.getByRole('article', { name: 'Pyme' });
  await expect(pyme).toContainText('S/ 149.00');
  await expect(pyme).toContainText('valor de venta S/ 126.27 + IGV (18\u00a0%)');
  await expect(pyme).toContainText('600 documentos (tokens) al mes');
  await expect(pyme).toContainText('3 establecimientos');
  await expect(pyme.getByRole('listitem').filter({ hasText: 'Guías de remisión' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'Corporativo 2024' })).toHaveCount(0);
  await expect(page.getByText('1000 tokens')).toBeVisible();
  expect(planRequests).toEqual([]);

  await pyme.getByRole('link', { name: 'Suscribirme al plan Pyme' }).click();
  await expect(page).toHaveURL(/\/register\?plan=pyme$/);
  await expectHeading(page, HEADINGS.register);
});

test('/planes, reached from another page, asks GET /plans and shows the same plans', async ({
  page,
  suite,
}) => {
  await page.goto('/');
  await waitForLivePage(page);
  await expectHeading(page, HEADINGS.home);
  const answer = page.waitForResponse((response) => response.url() === `${suite.apiUrl}/plans`);
  // A client-side visit: no document, so no answer comes with it.
  await page.getByRole('link', { name: 'Comparar planes' }).click();
  await expect(page).toHaveURL(/\/planes$/);
  await expectHeading(page, HEADINGS.plans);
  expect((await answer).status()).toBe(200);

  await expect(page.getByRole('article', { name: 'Emprendedor' })).toContainText('S/ 59.00');
  await expect(page.getByRole('article', { name: 'Empresa' })).toContainText(
    '1500 documentos (tokens) al mes',
  );
});
