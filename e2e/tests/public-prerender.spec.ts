import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { holdRemote, waitForLivePage } from '../support/live-page.ts';

/**
 * Public pages arrive rendered (docs/decisions/0010): mf-public prerenders them at build time,
 * the shell's server puts them in its layout, and the live app takes over without a change.
 */
const pages = [
  { path: '/', title: 'Facturación electrónica SUNAT', heading: 'Emite facturas y boletas electrónicas' },
  { path: '/precios', title: 'Precios', heading: 'Planes en soles, sin costos ocultos' },
  { path: '/contacto', title: 'Contacto', heading: 'Hablemos de tu facturación electrónica' },
];

for (const { path, title, heading } of pages) {
  test(`${path} is sent rendered, in the public layout, with its title`, async ({ request, suite }) => {
    const response = await request.get(suite.shellUrl + path);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain(`<title>${title} · Facturador</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}`));
    expect(html).toContain('data-remote="mf_public"');
    expect(html).toContain('Iniciar sesión');
    // The deployment's support contacts, not placeholders.
    expect(html).toContain('soporte@facturador.pe');
    expect(html).not.toContain('{{config:');
  });
}

test('without JavaScript a public page reads complete', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/contacto');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hablemos de tu facturación electrónica',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Facturador' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('soporte@facturador.pe')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Preguntas frecuentes' }).first()).toHaveAttribute(
      'href',
      '/faq',
    );
    // The plans too: the server rendered them with the API's answer.
    await page.goto('/precios');
    await expectHeading(page, HEADINGS.plans);
    await expect(page.getByRole('article', { name: 'Pyme' })).toContainText('S/ 149.00');
    await expect(page.getByRole('link', { name: 'Suscribirme al plan Pyme' })).toHaveAttribute(
      'href',
      '/register?plan=pyme',
    );
  } finally {
    await context.close();
  }
});

test('the prerendered page, plans included, stays in place until the live page replaces it', async ({
  page,
  suite,
}) => {
  // Hold mf-public's code back, to look at the page before the live one exists.
  const release = await holdRemote(page, suite.apps.get('mf_public')!.url, 'remoteEntry.js');
  const planRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url() === `${suite.apiUrl}/plans`) planRequests.push(sent.url());
  });

  await page.goto('/precios');
  await expectHeading(page, HEADINGS.plans);
  const plan = page.getByRole('heading', { name: 'Emprendedor' });
  // Rendered with the API's answer by the server: no script has run.
  await expect(plan).toBeVisible();
  await expect(page.locator('#root[data-prerendered-path="/precios"]')).toBeAttached();
  const atLoad = await plan.boundingBox();
  expect(atLoad).not.toBeNull();

  // A person moves: the app starts and shows its copy of the markup while mf-public loads.
  await page.mouse.move(1, 1);
  await expect(page.locator('[data-prerendered-copy]')).toBeAttached();
  expect(await plan.boundingBox()).toEqual(atLoad);

  release();
  await waitForLivePage(page);
  await expect(page.locator('[data-prerendered-copy]')).toHaveCount(0);
  await expect(plan).toHaveCount(1);
  expect(await plan.boundingBox()).toEqual(atLoad);
  // The live page started from the answer the document carried.
  expect(planRequests).toEqual([]);
});

test('a dark-theme visitor gets the prerendered page in dark colours', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL }]);
  await page.route('**/remoteEntry.js', () => undefined); // never answered: only the prerendered page
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectHeading(page, HEADINGS.home);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(15, 20, 25)');
});

test.describe('a page that is complete as a document starts the app at the first sign of a person', () => {
  test('no script runs until the pointer moves; then the app takes the page over', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);

    await waitForLivePage(page);
    expect(scripts.some((url) => /\/static\/js\/main\.\w+\.js$/.test(url))).toBe(true);
  });

  test('a click before the app is live is not lost', async ({ page }) => {
    await page.goto('/faq');
    await expectHeading(page, HEADINGS.faq);
    const question = page.getByRole('button', { name: '¿Qué diferencia hay entre un OSE y un PSE?' });
    await question.click();
    await waitForLivePage(page);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/El OSE \(Operador de Servicios Electrónicos\) valida/)).toBeVisible();
  });

  test('text typed before the app is live is kept, and the form then works', async ({ page }) => {
    await page.goto('/contacto');
    await expectHeading(page, HEADINGS.contact);
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Rosa Quispe');
    await waitForLivePage(page);
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Rosa Quispe');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('aria-invalid', 'false');
  });

  test('a page of live data (/precios) comes with its plans and runs no script either', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/precios');
    await expectHeading(page, HEADINGS.plans);
    await expect(page.getByRole('heading', { name: 'Emprendedor' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
  });
});

test('when the API cannot be asked, /precios comes without plans and the app starts at once to ask', async ({
  page,
  suite,
}) => {
  const originalConfig = readFileSync(suite.configFile, 'utf8');
  try {
    const config = JSON.parse(originalConfig) as { apiBaseUrl: string };
    writeFileSync(suite.configFile, JSON.stringify({ ...config, apiBaseUrl: 'http://127.0.0.1:9' }));
    await page.goto('/precios');
    await expectHeading(page, HEADINGS.plans);
    // No pointer moved: the app took the page over by itself, and says what went wrong.
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered-path');
    await expect(page.getByRole('alert')).toContainText(
      'No se pudo conectar con el servidor. Verifica tu conexión e intenta nuevamente.',
    );
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  } finally {
    writeFileSync(suite.configFile, originalConfig);
  }
});

test("mf-public's server renders a plans page only with an answer shaped like GET /plans", async ({
  request,
  suite,
}) => {
  const renderUrl = `${suite.apps.get('mf_public')!.url}/prerender/render`;
  const answer = await (await request.get(`${suite.apiUrl}/plans`)).json();
  const rendered = await request.post(renderUrl, { data: { path: '/precios', answer } });
  expect(rendered.status()).toBe(200);
  expect(await rendered.text()).toContain('Emprendedor');

  const forged = { success: true, data: { plans: [{ name: '<b>Gratis</b>' }], tokenPacks: [] } };
  expect((await request.post(renderUrl, { data: { path: '/precios', answer: forged } })).status()).toBe(422);
  expect((await request.post(renderUrl, { data: { path: '/faq', answer } })).status()).toBe(422);
});
