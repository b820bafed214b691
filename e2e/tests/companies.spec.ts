import type { Locator, Page } from '@playwright/test';
import { makeTestCertificate } from '../../packages/server/test/support/test-certificate.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import {
  COLOR_SCHEMES,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  PHONE,
} from '../support/page-checks.ts';
import { upgradeByVoucher } from '../support/plans.ts';
import { apiLogin, createCustomer, DEMO, useSessionIn } from '../support/sign-in.ts';

// Mis Empresas as a customer uses it, against the built suite and the real server.

/** A RUC with a valid check digit (DOMAIN.md), different on each run. */
function newRuc(): string {
  const body = `20${String(Date.now()).slice(-8)}`;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  return `${body}${(11 - (sum % 11)) % 10}`;
}

/** Issue 40 item 6: the viewports a success toast is checked at. */
const WIDE = { width: 1366, height: 768 } as const;
const NARROW = { width: 390, height: 844 } as const;

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/** A success toast, once it has settled, covers neither the app bar nor the page's title. */
async function expectToastClearOfHeader(page: Page, text: string | RegExp) {
  const toast = page.locator('.notistack-MuiContent').filter({ hasText: text });
  await expect(toast).toBeVisible();
  // A trial click waits until the toast stops moving (its entrance), and clicks nothing.
  await toast.click({ trial: true });
  const placed = (await toast.boundingBox())!;
  for (const header of [page.getByRole('banner'), page.getByRole('heading', { level: 1 })]) {
    const box = (await header.boundingBox())!;
    expect({ toast: placed, header: box, overlap: overlap(placed, box) }).toMatchObject({ overlap: false });
  }
}

async function chooseDistrict(page: Page, scope = page.getByRole('dialog')) {
  await expect(scope.getByRole('combobox', { name: 'Departamento' })).toBeEnabled();
  await scope.getByRole('combobox', { name: 'Departamento' }).selectOption({ label: 'Lima' });
  await scope.getByRole('combobox', { name: 'Provincia' }).selectOption({ label: 'Lima' });
  await scope.getByRole('combobox', { name: 'Distrito' }).selectOption({ label: 'Miraflores' });
}

test('a company is created with its district; a wrong check digit and a duplicate RUC are refused; establishments, series, members and the certificate', async ({
  page,
  context,
  browser,
  request,
  suite,
  signIn,
  demoSession,
}) => {
  const owner = await demoSession('owner');
  const account = await createCustomer(request, suite.apiUrl, owner);
  const session = await apiLogin(request, suite.apiUrl, account);
  // More than the free trial's one user per company: room to invite someone.
  await upgradeByVoucher(request, suite.apiUrl, session);
  await useSessionIn(context, suite.shellUrl, session);
  const ruc = newRuc();
  await page.setViewportSize(WIDE);

  await page.goto('/app/mis-empresas');
  await expectHeading(page, HEADINGS.companies);

  await test.step('a wrong check digit is refused with its text', async () => {
    await page.getByRole('button', { name: 'Agregar empresa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar empresa' });
    await dialog.getByLabel('RUC').fill(`${ruc.slice(0, 10)}${(Number(ruc[10]) + 1) % 10}`);
    await dialog.getByRole('button', { name: 'Registrar empresa' }).click();
    await expect(dialog.getByLabel('RUC')).toHaveAccessibleDescription(
      'El RUC no es válido: revisa el dígito verificador',
    );
  });

  await test.step('a valid RUC the padrón lacks is typed by hand, registered, marked and opened', async () => {
    const dialog = page.getByRole('dialog', { name: 'Agregar empresa' });
    await dialog.getByLabel('RUC').fill(ruc);
    // Issue 40 item 7: not a dead end; the form says what happens to a company typed by hand.
    await expect(dialog.getByRole('status')).toContainText(
      'Este RUC no figura en el padrón de SUNAT cargado en Facturador.',
    );
    await dialog.getByLabel('Razón social').fill('Comercial Andina S.A.C.');
    await dialog.getByLabel('Nombre comercial (opcional)').fill('Andina');
    await dialog.getByLabel('Dirección fiscal').fill('Av. Larco 123');
    await chooseDistrict(page, dialog);
    await dialog.getByRole('button', { name: 'Registrar empresa' }).click();
    await expect(page).toHaveURL(/\/app\/mis-empresas\/[0-9a-f-]{36}$/);
    await expectHeading(page, 'Andina');
    await expect(page.getByText(`Comercial Andina S.A.C. · RUC ${ruc}`)).toBeVisible();
    await expect(page.getByText('No verificado en el padrón')).toBeVisible();
    // At 1366 px the toast stays at the top right, below the app bar and beside the title.
    await expectToastClearOfHeader(page, 'La empresa fue registrada');
  });
  const companyUrl = page.url();

  await test.step('the same RUC again is refused (409 with its Spanish text)', async () => {
    await page.goto('/app/mis-empresas');
    await expectHeading(page, HEADINGS.companies);
    await page.getByRole('button', { name: 'Agregar empresa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar empresa' });
    await dialog.getByLabel('RUC').fill(ruc);
    await dialog.getByLabel('Razón social').fill('Otra S.A.C.');
    await dialog.getByLabel('Dirección fiscal').fill('Jr. Lampa 1');
    await chooseDistrict(page, dialog);
    await dialog.getByRole('button', { name: 'Registrar empresa' }).click();
    await expect(dialog.getByText(`Ya existe una empresa registrada con el RUC ${ruc}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });

  await test.step('an establishment besides the domicilio fiscal', async () => {
    await page.goto(`${companyUrl}/establecimientos`);
    await expectHeading(page, 'Andina');
    const table = page.getByRole('table', { name: 'Establecimientos' });
    await expect(table.getByRole('row', { name: /0000/ })).toContainText('Domicilio fiscal');
    await page.getByRole('button', { name: 'Agregar establecimiento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo establecimiento' });
    await dialog.getByLabel('Código').fill('0001');
    await dialog.getByLabel('Nombre').fill('Tienda Miraflores');
    await dialog.getByLabel('Dirección').fill('Av. Pardo 456');
    await chooseDistrict(page, dialog);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(table.getByRole('row', { name: /0001/ })).toContainText('Tienda Miraflores');
  });

  await test.step('F001, B001 and their notes’ series came with the company; a wrong first letter is refused; F002 is added', async () => {
    await page.getByRole('tab', { name: 'Series' }).click();
    const table = page.getByRole('table', { name: 'Series' });
    await expect(table.getByRole('row', { name: /F001/ })).toContainText('Factura');
    await expect(table.getByRole('row', { name: /B001/ })).toContainText('Boleta');
    await expect(table.getByRole('row', { name: /FC01/ })).toContainText('Nota de crédito');
    await expect(table.getByRole('row', { name: /BD01/ })).toContainText('Nota de débito');
    // At 390 px the success toast comes up from the bottom, clear of the app bar and the title.
    await page.setViewportSize(NARROW);
    await page.getByRole('button', { name: 'Agregar serie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva serie' });
    await dialog.getByLabel('Serie').fill('B002');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByLabel('Serie')).toHaveAccessibleDescription(/empezar con F/);
    await dialog.getByLabel('Serie').fill('F002');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expectToastClearOfHeader(page, 'La serie fue registrada');
    await page.setViewportSize(WIDE);
    await expect(table.getByRole('row', { name: /F002/ })).toContainText('Factura');
  });

  await test.step('Facturador signs by default; the certificate made here shows its holder and expiry, never itself', async () => {
    const certificate = makeTestCertificate({
      ruc,
      businessName: 'COMERCIAL ANDINA S.A.C.',
      password: 'Clave-123',
    });
    await page.getByRole('tab', { name: 'Facturación electrónica' }).click();
    // A new company starts in SUNAT's Beta, named as SUNAT names it; production is reached only
    // through «Pasar a producción», which verifies first (issue 40).
    const channel = page.getByRole('region', { name: 'Ambiente y canal de envío' });
    await expect(channel.getByText(/^Ambiente: Beta SUNAT \(pruebas\)$/)).toBeVisible();
    await expect(channel.getByRole('link', { name: 'Pasar a producción' })).toHaveAttribute(
      'href',
      `${new URL(companyUrl).pathname}/produccion`,
    );
    // Issue 40: Facturador signs for a new company, and says where SUNAT is told so.
    const signing = page.getByRole('region', { name: 'Firma' });
    await expect(signing.getByRole('radio', { name: 'Facturador firma por ti' })).toBeChecked();
    await expect(
      signing.getByText(/SEE - Del contribuyente › Designación de Proveedor de Servicios/),
    ).toBeVisible();
    await expect(signing.getByText(/Da de alta como tu PSE al RUC 20611900423/)).toBeVisible();
    await signing.getByRole('radio', { name: 'Uso mi propio certificado' }).check();
    await signing.getByRole('button', { name: 'Guardar firma' }).click();
    await expect(
      page.getByText('Tus comprobantes se firmarán con tu propio certificado digital'),
    ).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'certificado.p12',
      mimeType: 'application/x-pkcs12',
      buffer: Buffer.from(certificate.fileBase64, 'base64'),
    });
    await page.getByLabel('Contraseña del certificado').fill('Clave-equivocada');
    await page.getByRole('button', { name: 'Subir certificado' }).click();
    await expect(page.getByText('La contraseña del certificado es incorrecta')).toBeVisible();
    await page.getByLabel('Contraseña del certificado').fill('Clave-123');
    await page.getByRole('button', { name: 'Subir certificado' }).click();
    const details = page.getByRole('table', { name: 'Certificado digital' });
    await expect(details).toContainText('COMERCIAL ANDINA S.A.C.');
    await expect(details).toContainText(ruc);
    await expect(details.getByRole('row', { name: /Vence/ })).toContainText(
      String(certificate.notAfter.getFullYear()),
    );
    // The tab with everything shown (channel, signing choice, certificate) reads in both themes
    // and fits a phone.
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    for (const colorScheme of COLOR_SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `Facturación electrónica, ${colorScheme}: `);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(WIDE);
  });

  await test.step('the demo customer, invited as employee, sees the company read-only', async () => {
    await page.getByRole('tab', { name: 'Miembros' }).click();
    await page.getByRole('button', { name: 'Invitar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invitar a la empresa' });
    await dialog.getByLabel('Email').fill(DEMO.customer.email);
    await dialog.getByRole('button', { name: 'Invitar' }).click();
    await expect(page.getByRole('list', { name: 'Miembros' })).toContainText(DEMO.customer.email);

    const employee = await browser.newContext({ baseURL: suite.shellUrl, locale: 'es-PE' });
    await signIn('customer', employee);
    const theirs = await employee.newPage();
    await theirs.goto(companyUrl.replace(suite.shellUrl, ''));
    await expectHeading(theirs, 'Andina');
    await expect(theirs.getByText(/solo lectura/)).toBeVisible();
    await expect(theirs.getByLabel('Razón social')).toBeDisabled();
    await expect(theirs.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0);
    await theirs.getByRole('tab', { name: 'Series' }).click();
    await expect(theirs.getByRole('button', { name: 'Agregar serie' })).toHaveCount(0);
    await employee.close();
  });
});
