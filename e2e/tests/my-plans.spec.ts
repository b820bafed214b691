import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';

/** The smallest valid PNG header: the server tells a voucher's kind by its first bytes. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

async function openMyPlans(page: Page) {
  await page.goto('/app/mis-planes');
  await expectHeading(page, HEADINGS.myPlans);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** «Tokens extra» of the subscription section, as a number. */
async function extraTokens(page: Page): Promise<number> {
  const value = page
    .getByRole('region', { name: 'Tu suscripción' })
    .getByText('Tokens extra', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  return Number((await value.innerText()).replace(/\D/g, ''));
}

const ledgerRows = (page: Page): Locator =>
  page.getByRole('table', { name: 'Movimientos de tokens' }).locator('tbody tr');

test('a token pack bought through the sandbox gateway shows in a second open tab, with its factura', async ({
  page,
  context,
  signIn,
}) => {
  await signIn('customer');
  await openMyPlans(page);
  const other = await context.newPage();
  await openMyPlans(other);
  const before = await extraTokens(other);

  await page.getByRole('button', { name: 'Comprar Paquete 100 tokens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar Paquete 100 tokens' });
  await expect(dialog.getByText('S/ 35.00')).toBeVisible();
  // Issue 28: the purchase's comprobante, a factura to the buyer's company.
  await dialog.getByRole('radio', { name: /^Factura/ }).check();
  await dialog.getByRole('textbox', { name: 'RUC' }).fill('20512333797');
  await dialog.getByRole('textbox', { name: 'Razón social' }).fill('Comercial Andina S.A.C.');
  await dialog.getByRole('textbox', { name: 'Dirección fiscal' }).fill('Av. Arequipa 123, Lima');
  await dialog.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  await dialog.getByRole('button', { name: 'Aprobar pago de prueba' }).click();
  await expect(dialog.getByText('Pago confirmado. Tu compra ya está activa.')).toBeVisible();

  // The other tab was not touched: billing_updated over its socket refreshed it.
  await expect.poll(() => extraTokens(other)).toBe(before + 100);
  const newest = ledgerRows(other).first();
  await expect(newest).toContainText('Compra de paquete de tokens');
  await expect(newest).toContainText('+100');
  const order = other.getByRole('table', { name: 'Tus órdenes' }).locator('tbody tr').first();
  await expect(order).toContainText('Pagada');
  // Issued by the platform's company through the engine, and accepted by the SUNAT double.
  await expect(order.getByText(/^Factura F001-\d+ · Aceptado$/)).toBeVisible();
  const [download] = await Promise.all([
    other.waitForEvent('download'),
    order.getByRole('button', { name: /^Descargar el PDF del comprobante F001-/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^F001-\d+\.pdf$/);
});

test('a pack paid by voucher waits for approval', async ({ page, signIn }) => {
  await signIn('customer');
  await openMyPlans(page);

  await page.getByRole('button', { name: 'Comprar Paquete 300 tokens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar Paquete 300 tokens' });
  await dialog.getByRole('button', { name: 'Transferencia o Yape' }).click();
  await expect(dialog.getByText(/indicando la orden .+ como referencia/)).toBeVisible();
  await dialog.getByLabel(/^Constancia de pago/).setInputFiles({
    name: 'yape.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(dialog.getByText('Pendiente de aprobación', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  const order = page.getByRole('table', { name: 'Tus órdenes' }).locator('tbody tr').first();
  await expect(order).toContainText('Paquete 300 tokens');
  await expect(order).toContainText('Pendiente de aprobación');
});
