import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { waitForLivePage } from '../support/live-page.ts';
import { COLOR_SCHEMES, expectNoAxeViolations } from '../support/page-checks.ts';

/** Every public page of SPEC.md §2: its one h1, its Spanish title and a description. */
const pages = [
  {
    path: '/',
    title: 'Facturación electrónica SUNAT',
    heading: 'Emite facturas y boletas electrónicas sin complicaciones',
  },
  {
    path: '/modulos',
    title: 'Módulos y comprobantes electrónicos',
    heading: 'Todos los comprobantes electrónicos de SUNAT en un solo lugar',
  },
  { path: '/planes', title: 'Planes', heading: 'Planes en soles, sin costos ocultos' },
  { path: '/precios', title: 'Precios', heading: 'Planes en soles, sin costos ocultos' },
  { path: '/faq', title: 'Preguntas frecuentes', heading: 'Preguntas frecuentes' },
  { path: '/contacto', title: 'Contacto', heading: 'Hablemos de tu facturación electrónica' },
  { path: '/cookies', title: 'Política de cookies', heading: 'Política de cookies' },
  { path: '/terminos', title: 'Términos y condiciones', heading: 'Términos y condiciones' },
  { path: '/privacidad', title: 'Política de privacidad', heading: 'Política de privacidad' },
  { path: '/consulta', title: 'Consulta de comprobantes', heading: 'Consulta tu comprobante electrónico' },
];

/** Opens a page of the table and waits for its own h1, rendered by mf-public. */
async function openPage(page: Page, path: string) {
  const { heading } = pages.find((entry) => entry.path === path)!;
  await page.goto(path);
  await waitForLivePage(page);
  await expect(
    page.locator('[data-remote="mf_public"]').getByRole('heading', { level: 1, name: heading, exact: true }),
  ).toBeVisible();
  // Pages that load data are checked once it has arrived.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

// One visit per theme: the theme is chosen on load (cookie, else the system preference), so
// the dark check reloads the page with the preference changed, from the same browser's cache.
for (const { path, title, heading } of pages) {
  test(`${path}: one h1, Spanish title and description, landmarks; no axe violations in either theme`, async ({
    page,
  }) => {
    for (const colorScheme of COLOR_SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await openPage(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await expectNoAxeViolations(page, `${colorScheme}: `);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(`${title} · Facturador`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('/modulos lists the SUNAT document types and summaries', async ({ page }) => {
  await openPage(page, '/modulos');
  for (const name of [
    'Factura electrónica',
    'Boleta de venta electrónica',
    'Nota de crédito electrónica',
    'Nota de débito electrónica',
    'Guía de remisión remitente',
    'Guía de remisión transportista',
    'Comprobante de retención',
    'Comprobante de percepción',
    'Liquidación de compra electrónica',
    'Resumen diario de boletas',
    'Comunicación de baja',
    'Resumen de reversiones',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
});

test('/faq answers expand and collapse', async ({ page }) => {
  await openPage(page, '/faq');
  const question = page.getByRole('button', { name: '¿Qué diferencia hay entre un OSE y un PSE?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/El OSE \(Operador de Servicios Electrónicos\) valida/)).toBeVisible();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});

test('/privacidad covers Ley 29733, its reglamento and the ARCO rights', async ({ page }) => {
  await openPage(page, '/privacidad');
  const main = page.getByRole('main');
  await expect(main).toContainText('Ley N.° 29733');
  await expect(main).toContainText('016-2024-JUS');
  await expect(main.getByRole('heading', { name: '7. Tus derechos (ARCO)' })).toBeVisible();
  await expect(
    main.getByRole('heading', { name: '5. Transferencias y encargados de tratamiento' }),
  ).toBeVisible();
});
