import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { waitForLivePage } from '../support/live-page.ts';
import {
  COLOR_SCHEMES,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  PHONE,
} from '../support/page-checks.ts';
import { apiCall, apiLogin, createCustomer, useSessionIn, type ApiSession } from '../support/sign-in.ts';

/** A 1×1 PNG: a voucher the server takes as an image and the browser can draw. */
const VOUCHER_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A customer of its own with Mis Planes y Tokens open in a browser of its own, and a voucher order waiting. */
async function customerWithVoucher(
  browser: Browser,
  request: APIRequestContext,
  suite: { shellUrl: string; apiUrl: string },
  owner: ApiSession,
) {
  const account = await createCustomer(request, suite.apiUrl, owner);
  const customer: ApiSession = await apiLogin(request, suite.apiUrl, account);
  const packs = (await (
    await request.get(`${suite.apiUrl}/billing/token-packs`, {
      headers: { Authorization: `Bearer ${customer.accessToken}` },
    })
  ).json()) as { data: { id: string; code: string }[] };
  const order = (await apiCall(request, suite.apiUrl, customer, 'POST', '/billing/orders', {
    kind: 'token_pack',
    itemId: packs.data.find((pack) => pack.code === 'pack-100')!.id,
    method: 'voucher',
  })) as { data: { id: string } };
  await apiCall(request, suite.apiUrl, customer, 'POST', `/billing/orders/${order.data.id}/voucher`, {
    fileBase64: VOUCHER_PNG,
    fileName: 'yape.png',
  });
  const context = await browser.newContext({ baseURL: suite.shellUrl });
  await useSessionIn(context, suite.shellUrl, customer);
  const tab = await context.newPage();
  await tab.goto('/app/mis-planes');
  await expectHeading(tab, HEADINGS.myPlans);
  await expect(tab.locator('[aria-busy="true"]')).toHaveCount(0);
  return { email: account.email, tab, close: () => context.close() };
}

/** «Tokens extra» of the customer's subscription section, as a number. */
async function extraTokens(tab: Page): Promise<number> {
  const value = tab
    .getByRole('region', { name: 'Tu suscripción' })
    .getByText('Tokens extra', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  return Number((await value.innerText()).replace(/\D/g, ''));
}

/**
 * Opens an admin page and waits for its h1. The first visit loads mf-admin with the Data
 * Grid, the largest chunk of the suite: on a loaded machine that alone can outlast the
 * default 15 s, so this wait (an event, not a sleep) is allowed longer.
 */
async function openAdminPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible({
    timeout: 45_000,
  });
  await expectHeading(page, heading);
}

async function openPendingPayments(page: Page) {
  await openAdminPage(page, '/app/admin/suscripciones?vista=pagos', HEADINGS.adminSubscriptions);
  await expect(page.getByRole('tab', { name: 'Pagos por aprobar', selected: true })).toBeVisible();
}

test('a plan created in Planes is sold on /precios at once, in a fresh load’s HTML too', async ({
  page,
  request,
  suite,
  signIn,
}) => {
  const admin = await signIn('admin');
  await openAdminPage(page, '/app/admin/planes', HEADINGS.adminPlans);
  await page.getByRole('button', { name: 'Nuevo plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo plan' });
  await dialog.getByLabel('Nombre').fill('Bodega Plus');
  await dialog.getByLabel('Precio mensual (S/, IGV incluido)').fill('-5');
  await dialog.getByLabel('Tokens al mes').fill('450');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  // The contract's rule, in Spanish, before anything is sent.
  await expect(dialog.getByLabel('Precio mensual (S/, IGV incluido)')).toHaveAccessibleDescription(
    /Indica un precio en soles/,
  );
  await dialog.getByLabel('Precio mensual (S/, IGV incluido)').fill('89.90');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('gridcell', { name: 'Bodega Plus' })).toBeVisible();

  try {
    // The document a first visit gets is rendered per request from GET /plans (decision 0010).
    // Under load a render whose GET /plans is late falls back to skeletons: ask until it is not.
    let html = '';
    const precios = async () => (html = await (await request.get(`${suite.shellUrl}/precios`)).text());
    await expect.poll(precios, { timeout: 30_000 }).toContain('Bodega Plus');
    expect(html).toContain('S/ 89.90');
    await page.goto('/precios');
    await waitForLivePage(page);
    await expectHeading(page, HEADINGS.plans);
    await expect(page.getByRole('article', { name: 'Bodega Plus' })).toContainText(
      '450 documentos (tokens) al mes',
    );
  } finally {
    // Other tests of this worker count the plans on sale.
    const plans = (await (
      await request.get(`${suite.apiUrl}/billing/admin/plans`, {
        headers: { Authorization: `Bearer ${admin.accessToken}` },
      })
    ).json()) as { data: { id: string; name: string }[] };
    const created = plans.data.find((plan) => plan.name === 'Bodega Plus');
    if (created) await apiCall(request, suite.apiUrl, admin, 'DELETE', `/billing/admin/plans/${created.id}`);
  }
});

test('a voucher approved in Suscripciones credits the customer’s open tab', async ({
  page,
  browser,
  request,
  suite,
  signIn,
  demoSession,
}) => {
  const customer = await customerWithVoucher(browser, request, suite, await demoSession('owner'));
  const before = await extraTokens(customer.tab);
  await signIn('admin');
  await openPendingPayments(page);

  await page.getByRole('button', { name: `Ver voucher de Paquete 100 tokens de ${customer.email}` }).click();
  const voucher = page.getByRole('dialog', { name: 'Voucher de Paquete 100 tokens' });
  await expect(voucher.getByRole('img', { name: 'Voucher: yape.png' })).toBeVisible();
  await voucher.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: `Aprobar Paquete 100 tokens de ${customer.email}` }).click();
  await expect(page.getByText('Pago aprobado')).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Aprobar Paquete 100 tokens de ${customer.email}` }),
  ).toHaveCount(0);

  // billing_updated reached the customer's tab: nobody reloaded it.
  await expect.poll(() => extraTokens(customer.tab)).toBe(before + 100);
  await customer.close();
});

test('a voucher rejected in Suscripciones shows its reason to the customer', async ({
  page,
  browser,
  request,
  suite,
  signIn,
  demoSession,
}) => {
  const customer = await customerWithVoucher(browser, request, suite, await demoSession('owner'));
  await signIn('admin');
  await openPendingPayments(page);

  await page.getByRole('button', { name: `Rechazar Paquete 100 tokens de ${customer.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechazar el pago de Paquete 100 tokens' });
  await dialog.getByRole('button', { name: 'Rechazar pago' }).click();
  await expect(dialog.getByLabel('Motivo del rechazo')).toHaveAccessibleDescription(
    'Indica el motivo del rechazo',
  );
  await dialog.getByLabel('Motivo del rechazo').fill('El monto del voucher no coincide');
  await dialog.getByRole('button', { name: 'Rechazar pago' }).click();
  await expect(dialog).toHaveCount(0);

  const order = customer.tab.getByRole('table', { name: 'Tus órdenes' }).locator('tbody tr').first();
  await expect(order).toContainText('Rechazada');
  await expect(order).toContainText('Motivo del rechazo: El monto del voucher no coincide');
  await customer.close();
});

const PAGES = [
  ['/app/admin/planes', HEADINGS.adminPlans],
  ['/app/admin/suscripciones', HEADINGS.adminSubscriptions],
] as const;

// One test per page: the phone width and both themes, each a fresh load (layout and theme are
// chosen on load) in one signed-in browser, whose cache keeps mf-admin's Data Grid chunk.
for (const [path, heading] of PAGES) {
  test(`${path} fits a 360 px screen (the grid scrolls inside itself) and has no axe violations in either theme`, async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    const openWithRows = async () => {
      await openAdminPage(page, path, heading);
      await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
    };
    const desktop = page.viewportSize()!;
    await page.setViewportSize(PHONE);
    await openWithRows();
    await expectNoSidewaysScroll(page);

    await page.setViewportSize(desktop);
    for (const colorScheme of COLOR_SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await openWithRows();
      await expectNoAxeViolations(page, `${colorScheme}: `);
    }
  });
}
