import { readFile } from 'node:fs/promises';
import { validationMessages } from '../../packages/contracts/src/validation/messages.ts';
import { readPdf } from '../../packages/server/test/support/printed.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { mailMatching } from '../support/outbox.ts';

const PASSWORD = 'Factura2030';
const NEW_PASSWORD = 'NuevaClave2031';
const SENT =
  'Si el email está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.';

test(
  'a new customer signs up, verifies, validates, onboards, and manages their password',
  {
    annotation: [
      {
        type: 'journey',
        description: 'a new customer signs up, verifies, validates, onboards, and manages their password',
      },
      {
        type: 'journey',
        description:
          'on a 390 px phone, a new customer with no certificate goes from the landing page to a first boleta accepted in test, «Prueba» on its result and «PRUEBA — SIN VALOR TRIBUTARIO» on its PDF',
      },
    ],
  },
  async ({ page, request, suite }) => {
    test.setTimeout(120_000);
    // Issue 40: the whole first run on a phone, as a shopkeeper would do it.
    await page.setViewportSize({ width: 390, height: 844 });
    const email = `nuevo.${Date.now().toString(36)}@facturador.test`;
    const dni = String(40_000_000 + Math.floor(Math.random() * 9_999_999));

    await test.step('from the landing page to the sign-up form', async () => {
      await page.goto('/');
      await expectHeading(page, HEADINGS.home);
      await page.getByRole('main').getByRole('link', { name: 'Crear cuenta' }).first().click();
      await expectHeading(page, HEADINGS.register);
      await expect(page).toHaveTitle(/Crear cuenta/);
      await expect(page.getByRole('link', { name: 'Facturador — inicio' })).toHaveAttribute('href', '/');
      await page.getByLabel('Nombre completo').fill('Rosa Quispe Mamani');
      await page.getByLabel('Email').fill(email);
      await page.locator('input[autocomplete="new-password"]').fill(PASSWORD);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Verifica tu email' })).toBeVisible();
    });

    await test.step('verify the e-mail with the code from the outbox', async () => {
      const [, code] = await mailMatching(request, suite.apiUrl, email, /\b(\d{6})\b/);
      await expect(page.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toContainText(
        'Verificar email',
      );
      await page.getByLabel('Código de verificación').fill(code!);
      await page.getByRole('button', { name: 'Verificar' }).click();
      await expect(page).toHaveURL(/\/app$/);
      // The server's «Email verificado exitosamente» already says the toast's title: shown once.
      await expect(page.getByText('Email verificado exitosamente', { exact: true })).toBeVisible();
    });

    await test.step('validate the account with a DNI', async () => {
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('Número de documento')).toBeVisible();
      await expect(dialog.getByText('Paso 2 de 3')).toBeVisible();
      await dialog.getByLabel('Número de documento').fill(dni);
      // Prefilled from the name typed at sign-up.
      await expect(dialog.getByLabel('Nombres')).toHaveValue('Rosa');
      await expect(dialog.getByLabel('Apellidos')).toHaveValue('Quispe Mamani');
      // The company is the next step's: not asked for here.
      await expect(dialog.getByLabel(/Nombre de la empresa/)).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Validar cuenta' }).click();
      await expectHeading(page, HEADINGS.onboarding);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByText(/^Identidad validada: /)).toBeVisible();
      await expect(page.getByText('Paso 3 de 3')).toBeVisible();
    });

    await test.step('a wrong RUC check digit is refused; a valid RUC onboards', async () => {
      const ruc = page.getByRole('textbox', { name: 'RUC' });
      await ruc.fill('20512333798');
      await page.getByRole('textbox', { name: 'Razón social' }).fill('Comercial Andina S.A.C.');
      await page.getByRole('textbox', { name: 'Nombre comercial (opcional)' }).fill('Andina');
      await page.getByRole('textbox', { name: 'Dirección fiscal' }).fill('Av. Arequipa 123, Lima');
      await page.getByRole('button', { name: 'Revisar datos' }).click();
      await expect(ruc).toHaveAccessibleDescription(validationMessages.rucCheckDigit);
      await expect(ruc).toBeFocused();
      await ruc.fill('20512333797');
      await page.getByRole('button', { name: 'Revisar datos' }).click();
      await page.getByRole('button', { name: 'Confirmar y continuar' }).click();
      await expectHeading(page, HEADINGS.dashboard);
      await expect(page.getByText(/^Empresa registrada: /)).toBeVisible();
      await expect(page.getByTestId('dashboard-account-status')).toHaveText('Cuenta completa');
      await expect(page.getByText('RUC 20512333797')).toBeVisible();
    });

    await test.step('the dashboard says once what to do next, each step a link to where it is done', async () => {
      // Issue 40 item 6: the series came with the company; nobody has to invent them.
      const whatNext = page.getByRole('alert').filter({ hasText: 'tus series ya están creadas' });
      await expect(whatNext).toContainText('Tu empresa fue registrada');
      const steps = page.getByRole('region', { name: 'Próximos pasos' });
      // Issue 40 item 1: Facturador signs for a new company; no certificate is asked for.
      await expect(steps.getByRole('link', { name: /certificado/ })).toHaveCount(0);
      await expect(
        steps.getByRole('link', { name: /Registra y prueba el usuario SOL secundario de Andina/ }),
      ).toBeVisible();
      await expect(steps.getByRole('link', { name: /series/ })).toHaveCount(0);
      await whatNext.getByRole('link', { name: 'Ver series' }).click();
      await expect(page).toHaveURL(/\/app\/mis-empresas\/[^/]+\/series$/);
      // The series page is shown (until it is, the dashboard stays on screen, message and all).
      await expect(page.getByRole('tab', { name: 'Series', selected: true })).toBeVisible();
      // On a phone, a card per series.
      const series = page.getByRole('list', { name: 'Series' });
      for (const name of ['F001', 'B001', 'FC01', 'BC01', 'FD01', 'BD01'])
        await expect(series.getByRole('listitem').filter({ hasText: name })).toContainText('0000');
      // The demo padrón lists 20512333797: the company is verified.
      await expect(page.getByText('No verificado en el padrón')).toHaveCount(0);
      await page.goBack();
      await expectHeading(page, HEADINGS.dashboard);
      await expect(
        steps.getByRole('link', { name: /Registra y prueba el usuario SOL secundario de Andina/ }),
      ).toBeVisible();
      // Said once: coming back to /app does not bring the message back.
      await expect(whatNext).toBeHidden();
    });

    await test.step('a first boleta, signed by Facturador, accepted in test: «Prueba» on its result and PDF', async () => {
      await page
        .getByRole('region', { name: 'Comprobantes de este mes' })
        .getByRole('link', { name: 'Emitir comprobante' })
        .click();
      await expectHeading(page, 'Emitir comprobante');
      await page.getByRole('combobox', { name: 'Tipo de comprobante' }).selectOption('03');
      await expect(page.getByRole('combobox', { name: 'Serie' })).toHaveValue('B001');
      await page.getByRole('combobox', { name: 'Número de documento' }).fill('45678912');
      await page.getByRole('textbox', { name: 'Nombre o razón social' }).fill('Juan Pérez');
      const line = page.getByRole('group', { name: 'Ítem 1' });
      await line.getByRole('combobox', { name: 'Descripción' }).fill('Arroz 5 kg');
      await line.getByRole('textbox', { name: 'Precio unitario' }).fill('25.50');
      await page.getByRole('button', { name: 'Emitir S/ 25.50' }).click();
      await expect(page.getByText('B001-1 aceptado por SUNAT', { exact: true })).toBeVisible();
      const result = page.getByRole('region', { name: 'B001-1', exact: true });
      await expect(result.getByText('Prueba', { exact: true })).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        result.getByRole('button', { name: 'PDF A4', exact: true }).click(),
      ]);
      const { text } = await readPdf(await readFile(await download.path()));
      expect(text.replace(/\s+/g, ' ')).toContain('PRUEBA — SIN VALOR TRIBUTARIO');
    });

    const signOut = async () => {
      await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
      await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expectHeading(page, HEADINGS.login);
    };
    const signInForm = page.getByRole('form', { name: 'Iniciar sesión' });
    const signIn = async (password: string) => {
      await page.getByLabel('Email').fill(email);
      await page.locator('input[autocomplete="current-password"]').fill(password);
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    };

    await test.step('sign out, then a wrong password shows the spec text and the right one signs in', async () => {
      await signOut();
      await signIn('Equivocada123');
      // The form's own alert: a toast (also an alert) may still be on screen for its last seconds.
      await expect(signInForm.getByRole('alert')).toHaveText(/^Email o contraseña incorrectos/);
      await signIn(PASSWORD);
      await expect(page).toHaveURL(/\/app$/);
      await expectHeading(page, HEADINGS.dashboard);
      await expect(page.getByTestId('dashboard-account-status')).toHaveText('Cuenta completa');
      await signOut();
    });

    await test.step('forgot password: the same answer for an unknown e-mail', async () => {
      await page.goto('/forgot-password');
      await expectHeading(page, HEADINGS.forgotPassword);
      await page.getByLabel('Email').fill(`nadie.${Date.now()}@facturador.test`);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await expect(page.getByRole('status')).toHaveText(SENT);
    });

    await test.step('forgot password → link from the outbox → new password', async () => {
      await page.goto('/forgot-password');
      await expectHeading(page, HEADINGS.forgotPassword);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await expect(page.getByRole('status')).toHaveText(SENT);
      const [link] = await mailMatching(request, suite.apiUrl, email, /\/reset-password\?token=[\w-]+/);
      await page.goto(link);
      await expectHeading(page, HEADINGS.resetPassword);
      await page.locator('input[autocomplete="new-password"]').first().fill(NEW_PASSWORD);
      await page.locator('input[autocomplete="new-password"]').nth(1).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Guardar contraseña' }).click();
      await expect(page.getByRole('status')).toHaveText(
        'Tu contraseña fue restablecida. Inicia sesión con la nueva contraseña.',
      );
      await page.getByRole('link', { name: 'Iniciar sesión' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expectHeading(page, HEADINGS.login);
    });

    await test.step('the old password no longer works; the new one does', async () => {
      await signIn(PASSWORD);
      await expect(signInForm.getByRole('alert')).toHaveText(/^Email o contraseña incorrectos/);
      await signIn(NEW_PASSWORD);
      await expect(page).toHaveURL(/\/app$/);
      await expectHeading(page, HEADINGS.dashboard);
    });
  },
);

test('a reload on the code step keeps the sign-up: the code verifies, then the password alone signs in', async ({
  page,
  request,
  suite,
}) => {
  const email = `recarga.${Date.now().toString(36)}@facturador.test`;
  await page.goto('/register');
  await expectHeading(page, HEADINGS.register);
  await page.getByLabel('Nombre completo').fill('Luis Ramos Ccori');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[autocomplete="new-password"]').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expectHeading(page, 'Verifica tu email');

  await page.reload();
  await expectHeading(page, 'Verifica tu email');
  await expect(page.getByText(`Enviamos un código de 6 dígitos a ${email}`, { exact: false })).toBeVisible();
  const [, code] = await mailMatching(request, suite.apiUrl, email, /\b(\d{6})\b/);
  await page.getByLabel('Código de verificación').fill(code!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Email verificado. Ya puedes iniciar sesión.')).toBeVisible();

  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expectHeading(page, HEADINGS.login);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel(/^Contraseña/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/app$/);
});
