import type { Page } from '@playwright/test';
import { makeTestCertificate } from '../../packages/server/test/support/test-certificate.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
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

  await test.step('a valid RUC and a district register the company and open its page', async () => {
    const dialog = page.getByRole('dialog', { name: 'Agregar empresa' });
    await dialog.getByLabel('RUC').fill(ruc);
    await dialog.getByLabel('Razón social').fill('Comercial Andina S.A.C.');
    await dialog.getByLabel('Nombre comercial (opcional)').fill('Andina');
    await dialog.getByLabel('Dirección fiscal').fill('Av. Larco 123');
    await chooseDistrict(page, dialog);
    await dialog.getByRole('button', { name: 'Registrar empresa' }).click();
    await expect(page).toHaveURL(/\/app\/mis-empresas\/[0-9a-f-]{36}$/);
    await expectHeading(page, 'Andina');
    await expect(page.getByText(`Comercial Andina S.A.C. · RUC ${ruc}`)).toBeVisible();
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

  await test.step('a series with the wrong first letter is refused; F001 is added', async () => {
    await page.getByRole('tab', { name: 'Series' }).click();
    await page.getByRole('button', { name: 'Agregar serie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva serie' });
    await dialog.getByLabel('Serie').fill('B001');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByLabel('Serie')).toHaveAccessibleDescription(/empezar con F/);
    await dialog.getByLabel('Serie').fill('F001');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByRole('table', { name: 'Series' }).getByRole('row', { name: /F001/ }),
    ).toContainText('Factura');
  });

  await test.step('the certificate made here shows its holder and expiry, never itself', async () => {
    const certificate = makeTestCertificate({
      ruc,
      businessName: 'COMERCIAL ANDINA S.A.C.',
      password: 'Clave-123',
    });
    await page.getByRole('tab', { name: 'Facturación electrónica' }).click();
    // A new company starts in SUNAT's Beta, named as SUNAT names it, with what Producción needs.
    await expect(page.getByRole('combobox', { name: 'Ambiente' })).toHaveText('Beta SUNAT (pruebas)');
    await expect(page.getByText(/Para pasar a Producción necesitas estar inscrito/)).toBeVisible();
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
