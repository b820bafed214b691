import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { apiCall, apiLogin, createCustomer, useSessionIn, type ApiSession } from '../support/sign-in.ts';

/**
 * Signed-in pages arrive painted from the server with the person's session (issue 31,
 * docs/decisions/0039): the dashboard layout, the menu of their roles and the page's own data
 * are in the first HTML; the app starts at the first sign of a person or at the first live
 * event, and a document holding one person's data is never kept by a shared cache.
 */
const CUSTOMER_NAME = 'Carla Cliente Huamán';
const CUSTOMER_COMPANY = 'Bodega Huamán';

/** The document a browser holding this session's cookie gets for `path`. */
async function documentFor(request: APIRequestContext, url: string, session: ApiSession) {
  const response = await request.get(url, {
    headers: { Cookie: `access_token=${session.accessToken}; refresh_token=${session.refreshToken}` },
  });
  return { response, html: await response.text() };
}

/**
 * The document as the server renders it for this session. A render that misses its deadline is
 * answered with the plain shell, as designed (the first requests after the servers start, or
 * the whole suite's load): it is asked again, a few times, and must come rendered.
 */
async function renderedDocumentFor(request: APIRequestContext, url: string, session: ApiSession) {
  for (let attempt = 1; attempt < 4; attempt++) {
    const answer = await documentFor(request, url, session);
    if (answer.html.includes('data-rendered-session')) return answer;
  }
  return documentFor(request, url, session);
}

/** Opens `path` in `page` until the server's rendered page comes (see renderedDocumentFor). */
async function openServerPage(page: Page, path: string): Promise<void> {
  for (let attempt = 1; attempt < 4; attempt++) {
    await page.goto(path);
    if ((await page.locator('[data-rendered-session]').count()) > 0) return;
  }
  await page.goto(path);
}

test("/app is sent with the customer's dashboard, menu and data, private to them", async ({
  request,
  suite,
  demoSession,
}) => {
  const { response, html } = await renderedDocumentFor(
    request,
    `${suite.shellUrl}/app`,
    await demoSession('customer'),
  );
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect(response.headers()['vary']).toContain('Cookie');
  expect(html).toContain('<title>Dashboard · Facturador</title>');
  expect(html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
  expect(html).toContain(CUSTOMER_NAME);
  expect(html).toContain(CUSTOMER_COMPANY);
  expect(html).toContain('aria-label="Navegación de la cuenta"');
  // The app starts from what the page was rendered with, and its scripts wait for the starter.
  expect(html).toContain('data-rendered-session');
  expect(html).not.toMatch(/<script defer[^>]*src=/);
});

test('/app without a valid session is the plain shell, as before', async ({ request, suite }) => {
  const response = await request.get(`${suite.shellUrl}/app`, {
    headers: { Cookie: 'access_token=not-a-token; refresh_token=not-a-token' },
  });
  const html = await response.text();
  expect(html).not.toContain('data-rendered-session');
  expect(html).not.toContain('Navegación de la cuenta');
  expect(html).toMatch(/<script defer[^>]*src=/);
});

test('/app shows its heading, menu and data with JavaScript disabled', async ({ browser, suite, signIn }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: suite.shellUrl });
  await signIn('customer', context);
  const page = await context.newPage();
  await openServerPage(page, '/app');
  await expectHeading(page, HEADINGS.dashboard);
  await expect(page.getByText(`Hola, ${CUSTOMER_NAME}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: CUSTOMER_COMPANY, level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mi plan' })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Navegación de la cuenta' });
  await expect(navigation.getByRole('link', { name: 'Mis Empresas' })).toBeVisible();
  await expect(navigation.getByText('Administración')).toHaveCount(0);
  await context.close();
});

test("two people's dashboards asked at once never cross", async ({ request, suite, demoSession }) => {
  const owner = await demoSession('owner');
  const customer = await demoSession('customer');
  const other = await createCustomer(request, suite.apiUrl, owner);
  const otherSession = await apiLogin(request, suite.apiUrl, other);
  const asks = Array.from({ length: 8 }, (_, index) =>
    index % 2 === 0
      ? documentFor(request, `${suite.shellUrl}/app`, customer).then(({ html }) => ({
          html,
          who: 'customer',
        }))
      : documentFor(request, `${suite.shellUrl}/app`, otherSession).then(({ html }) => ({
          html,
          who: 'other',
        })),
  );
  for (const { html, who } of await Promise.all(asks)) {
    expect(html).toContain('data-rendered-session');
    if (who === 'customer') {
      expect(html).toContain(CUSTOMER_NAME);
      expect(html).not.toContain(other.email);
      expect(html).not.toContain('Rosa Prueba Mamani');
    } else {
      expect(html).toContain('Rosa Prueba Mamani');
      expect(html).not.toContain(CUSTOMER_NAME);
      expect(html).not.toContain(CUSTOMER_COMPANY);
    }
  }
});

test('a button pressed on /app before the app is up does what it says once it is', async ({
  page,
  suite,
  signIn,
}) => {
  await signIn('customer');
  // Hold mf-customer's pages back: the click happens on the page the server sent.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    `${suite.apps.get('mf_customer')!.url}/static/js/__federation_expose_*.js`,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/app');
  await expectHeading(page, HEADINGS.dashboard);
  await page.getByRole('button', { name: 'Agregar empresa' }).click();
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a link on /app works before the app is up', async ({ page, signIn }) => {
  await signIn('customer');
  await page.route('**/static/js/**', (route) => route.abort());
  await page.goto('/app');
  await expectHeading(page, HEADINGS.dashboard);
  await page.getByRole('link', { name: 'Ver Mis Planes y Tokens' }).click();
  await expect(page).toHaveURL(/\/app\/mis-planes$/);
});

test('a live event reaches /app within 5 s of its load without anyone acting', async ({
  browser,
  request,
  suite,
  demoSession,
}) => {
  const owner = await demoSession('owner');
  const customer = await createCustomer(request, suite.apiUrl, owner);
  const context = await browser.newContext({ baseURL: suite.shellUrl });
  await useSessionIn(context, suite.shellUrl, await apiLogin(request, suite.apiUrl, customer));
  const page = await context.newPage();
  await page.goto('/app');
  await expectHeading(page, HEADINGS.dashboard);
  // The page the server sent listens by itself: no pointer, key or touch.
  await expect(page.locator('header[data-realtime]')).toHaveAttribute('data-realtime', 'connected', {
    timeout: 5000,
  });
  const navigation = page.getByRole('navigation', { name: 'Navegación de la cuenta' });
  await expect(navigation.getByText('Administración')).toHaveCount(0);
  await apiCall(request, suite.apiUrl, owner, 'PATCH', `/users/${customer.publicId}/roles`, {
    roles: ['CUSTOMER_SYSTEM', 'ADMINISTRATOR_SYSTEM'],
  });
  await expect(navigation.getByRole('link', { name: 'Usuarios' })).toBeVisible({ timeout: 5000 });
  await context.close();
});
