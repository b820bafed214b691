import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { waitForLivePage } from '../support/live-page.ts';

/** Each path of ARCHITECTURE.md is rendered by the remote that owns it. */
const pages = [
  { path: '/', remote: 'mf_public', heading: 'Emite facturas y boletas electrónicas sin complicaciones' },
  { path: '/login', remote: 'mf_auth', heading: 'Iniciar sesión' },
  { path: '/app', remote: 'mf_customer', heading: 'Dashboard' },
  { path: '/app/admin', remote: 'mf_admin', heading: 'Resumen' },
];

for (const { path, remote, heading } of pages) {
  test(`${path} is rendered by ${remote}`, async ({ page, signIn }) => {
    // /app and /app/admin are behind the guard: the owner may open both.
    if (path.startsWith('/app')) await signIn('owner');
    await page.goto(path);
    const rendered = page.locator(`[data-remote="${remote}"]`);
    await expect(rendered.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('the shell fetches config.json and each remote manifest at run time', async ({ page, suite }) => {
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) manifests.push(new URL(request.url()).origin);
  });
  const config = page.waitForResponse((response) => response.url().endsWith('/config.json'));
  await page.goto('/');
  await waitForLivePage(page);
  expect((await config).status()).toBe(200);
  await expectHeading(page, HEADINGS.home);
  expect(manifests).toContain(suite.apps.get('mf_public')!.url);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectHeading(page, HEADINGS.home);
});

test('a public page carries its Spanish title and description', async ({ page }) => {
  await page.goto('/');
  await expectHeading(page, HEADINGS.home);
  await expect(page).toHaveTitle('Facturación electrónica SUNAT · Facturador');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /facturas, boletas y notas electrónicas/,
  );
});

test('the saved theme is painted before any script runs, so there is no flash', async ({
  page,
  context,
  suite,
}) => {
  await context.addCookies([{ name: 'theme', value: 'dark', url: suite.shellUrl }]);
  // Without JavaScript bundles the only thing that can colour the page is index.html itself.
  await page.route('**/static/js/**', (route) => route.abort());
  await page.goto('/');
  await expectHeading(page, HEADINGS.home);
  const painted = await page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    background: getComputedStyle(document.documentElement).backgroundColor,
  }));
  expect(painted).toEqual({ theme: 'dark', background: 'rgb(15, 20, 25)' });
});
