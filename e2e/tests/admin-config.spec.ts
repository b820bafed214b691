import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import {
  COLOR_SCHEMES,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  PHONE,
} from '../support/page-checks.ts';
import { type ApiSession } from '../support/sign-in.ts';

/** A PUT or POST as the admin pages make it (CSRF header), answering the parsed body. */
async function apiWrite(
  request: APIRequestContext,
  apiUrl: string,
  session: ApiSession,
  method: 'PUT' | 'POST',
  path: string,
  data: unknown,
) {
  const csrf = (await (await request.get(`${apiUrl}/csrf/token`)).json()) as { data: { csrfToken: string } };
  const response = await request.fetch(`${apiUrl}${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${session.accessToken}`, 'X-CSRF-Token': csrf.data.csrfToken },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { data: Record<string, unknown> };
}

async function settingsOf(request: APIRequestContext, apiUrl: string, session: ApiSession) {
  const response = await request.get(`${apiUrl}/admin/settings`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  const { data } = (await response.json()) as { data: Record<string, unknown> };
  const { updatedAt: _updatedAt, ...settings } = data;
  return settings;
}

/**
 * Opens an admin page and waits for its h1. The first visit loads mf-admin and the page's own
 * chunk (Data Grid): on a busy machine that alone can take longer than the default wait.
 */
async function visit(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expectHeading(page, heading);
}

// Each test visits admin pages whose chunks (Data Grid, forms) load on first use: on a busy
// machine that takes longer than the default minute.
test.describe.configure({ timeout: 180_000 });

const PAGES = [
  ['/app/admin/proveedores', HEADINGS.adminProviders],
  ['/app/admin/configuracion', HEADINGS.adminSettings],
  ['/app/admin/pasarelas-pago', HEADINGS.adminPaymentGateways],
] as const;

test('an administrator sees no Pasarelas de Pago: not in the menu, and the address answers the 403 page', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/app/admin/configuracion');
  await expectHeading(page, HEADINGS.adminSettings);
  const menu = page.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Proveedores' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Pasarelas de Pago' })).toHaveCount(0);
  await page.goto('/app/admin/pasarelas-pago');
  await expectHeading(page, HEADINGS.forbidden);
});

test('the owner saves a Culqi secret: every answer shows it masked, never in full', async ({
  page,
  suite,
  signIn,
}) => {
  const secret = `sk_test_${Date.now().toString(36)}SECRETOE2E`;
  const answers: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().startsWith(suite.apiUrl)) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    answers.push(await response.text().catch(() => ''));
  });
  await signIn('owner');
  await visit(page, '/app/admin/pasarelas-pago', HEADINGS.adminPaymentGateways);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Pasarelas de Pago' })).toBeVisible();

  await page.getByRole('button', { name: 'Configurar Culqi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurar Culqi' });
  // A production key in sandbox mode is refused with the contract's text.
  await dialog.getByLabel('Llave pública', { exact: true }).fill('pk_live_e2e12345678');
  await dialog.getByLabel('Llave secreta', { exact: true }).fill(secret);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('En modo sandbox la llave pública empieza con pk_test_')).toBeVisible();
  await dialog.getByLabel('Llave pública', { exact: true }).fill('pk_test_e2e12345678');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pasarela guardada').first()).toBeVisible();
  const culqi = page.getByRole('region', { name: 'Culqi' });
  await expect(culqi.getByText(`Llave secreta: Guardado: ••••${secret.slice(-4)}`)).toBeVisible();

  // Reopened, the secret field is empty: a secret is never sent back to edit.
  await page.reload();
  await expectHeading(page, HEADINGS.adminPaymentGateways);
  await page.getByRole('button', { name: 'Configurar Culqi' }).click();
  await expect(page.getByRole('dialog').getByLabel('Llave secreta', { exact: true })).toHaveValue('');
  await expect(page.getByRole('dialog').getByLabel('Llave pública', { exact: true })).toHaveValue(
    'pk_test_e2e12345678',
  );

  expect(answers.length).toBeGreaterThan(3);
  for (const body of answers) expect(body).not.toContain(secret);
});

test('a settings change shows in another open tab at once', async ({
  page,
  browser,
  request,
  suite,
  signIn,
  demoSession,
}) => {
  const admin = await demoSession('admin');
  const original = await settingsOf(request, suite.apiUrl, admin);
  // The customer's tab, in a browser of its own, open before the change.
  const customerContext = await browser.newContext({ baseURL: suite.shellUrl });
  try {
    await signIn('customer', customerContext);
    const customerTab = await customerContext.newPage();
    await customerTab.goto('/app');
    await expectHeading(customerTab, HEADINGS.dashboard);
    await expect(customerTab.locator('header[data-realtime="connected"]')).toBeVisible();
    await expect(customerTab.getByRole('status', { name: 'Aviso del sistema' })).toHaveCount(0);

    await signIn('admin');
    await page.goto('/app/admin/configuracion');
    await expectHeading(page, HEADINGS.adminSettings);
    const notice = 'Mantenimiento programado: el domingo de 2:00 a 4:00 a. m.';
    await page.getByLabel('Aviso para los usuarios con sesión iniciada').fill(notice);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Configuración guardada').first()).toBeVisible();

    // No reload: the settings_updated event brought it.
    await expect(customerTab.getByRole('status', { name: 'Aviso del sistema' })).toHaveText(notice);
  } finally {
    await apiWrite(request, suite.apiUrl, admin, 'PUT', '/admin/settings', original);
    await customerContext.close();
  }
});

test('Probar conexión reports success and failure in Spanish', async ({ page, request, suite, signIn }) => {
  const service: Server = createServer((_request, response) => {
    response.writeHead(405).end();
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const closed: Server = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const closedPort = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  try {
    const admin = await signIn('admin');
    const name = `OSE de prueba ${Date.now().toString(36)}`;
    await apiWrite(request, suite.apiUrl, admin, 'POST', '/admin/providers', {
      name,
      type: 'OSE',
      testUrl: `http://127.0.0.1:${(service.address() as AddressInfo).port}/billService`,
      productionUrl: `http://127.0.0.1:${closedPort}/billService`,
      statusUrl: null,
      authType: 'WS_SECURITY',
      isActive: true,
    });
    await visit(page, `/app/admin/proveedores?search=${encodeURIComponent(name)}`, HEADINGS.adminProviders);
    await page.getByRole('button', { name: `Probar conexión con ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Probar conexión con ${name}` });
    await dialog.getByRole('button', { name: 'Probar la URL de pruebas' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      /^Conexión exitosa: el servicio respondió \(HTTP 405\) en \d+ ms$/,
    );
    await dialog.getByRole('button', { name: 'Probar la URL de producción' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'No se pudo conectar: el servidor rechazó la conexión',
    );
  } finally {
    await new Promise((resolve) => service.close(resolve));
  }
});

// One browser for every check, a fresh load for each (layout and theme are chosen on load):
// its cache keeps mf-admin's chunks after the first visit.
test('the three system pages fit a 360 px screen and have no axe violations in either theme', async ({
  page,
  signIn,
}) => {
  // Nine visits and six axe passes over forms and grids.
  test.slow();
  await signIn('owner');
  const desktop = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  for (const [path, heading] of PAGES) {
    await visit(page, path, heading);
    await expectNoSidewaysScroll(page);
  }

  await page.setViewportSize(desktop);
  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    for (const [path, heading] of PAGES) {
      await visit(page, path, heading);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page, `${colorScheme}, ${path}: `);
    }
  }
});
