import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, type DeployedSuite } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { mailMatching } from '../support/outbox.ts';
import { COLOR_SCHEMES, expectNoAxeViolations } from '../support/page-checks.ts';
import { apiLogin, createCustomer, useSessionIn, type ApiSession } from '../support/sign-in.ts';

// Mi Perfil and its Seguridad tab, as a person uses them: with the same account open in two
// browsers (two contexts), against the built suite and the real server.

type Account = { email: string; password: string };

async function newCustomer(
  request: Parameters<typeof createCustomer>[0],
  apiUrl: string,
  owner: ApiSession,
): Promise<Account> {
  return createCustomer(request, apiUrl, owner);
}

/** Signs in with the form, as a person does: where the sign-in itself is what a test proves. */
async function signInWithTheForm(page: Page, account: Account) {
  await page.goto('/login');
  await expectHeading(page, HEADINGS.login);
  await page.getByLabel('Email').fill(account.email);
  await page.locator('input[autocomplete="current-password"]').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expectHeading(page, HEADINGS.dashboard);
}

/**
 * Signs a browser in through the API (a session of its own, in the cookies the shell keeps):
 * these tests are about the profile; the form is proven in first-run-journey.spec.ts and below.
 */
async function signInAs(
  context: BrowserContext,
  request: APIRequestContext,
  suite: DeployedSuite,
  account: Account,
) {
  await useSessionIn(context, suite.shellUrl, await apiLogin(request, suite.apiUrl, account));
}

/** A second browser with its own cookies and session, on its dashboard: another device of the same person. */
async function secondBrowser(
  browser: Browser,
  request: APIRequestContext,
  suite: DeployedSuite,
  account: Account,
) {
  const context = await browser.newContext({ baseURL: suite.shellUrl, locale: 'es-PE' });
  await signInAs(context, request, suite, account);
  const page = await context.newPage();
  await page.goto('/app');
  await expectHeading(page, HEADINGS.dashboard);
  return { context, page };
}

/** A toast as the shell shows it: «title: message». */
const toast = (page: Page, title: string, message: string | RegExp = /.*/) =>
  page.getByText(
    typeof message === 'string' ? `${title}: ${message}` : new RegExp(`^${title}: ${message.source}`),
  );
const sessionsList = (page: Page) =>
  page.getByRole('region', { name: 'Sesiones activas' }).getByRole('listitem');
const otherSession = (page: Page) =>
  sessionsList(page).filter({ hasNot: page.getByText('Este dispositivo') });

test('Mi Perfil: names and phone are saved with the spec toast, shown after reload and in the other browser', async ({
  page,
  context,
  browser,
  request,
  suite,
  demoSession,
}) => {
  const account = await newCustomer(request, suite.apiUrl, await demoSession('owner'));
  await signInAs(context, request, suite, account);
  const other = await secondBrowser(browser, request, suite, account);
  await other.page.goto('/app/mi-perfil');
  await expectHeading(other.page, HEADINGS.profile);

  await page.goto('/app/mi-perfil');
  await expectHeading(page, HEADINGS.profile);
  await expect(page.getByRole('heading', { level: 2, name: 'Datos personales' })).toBeVisible();

  await test.step('a phone that is not Peruvian is refused under its field, nothing saved', async () => {
    await page.getByLabel('Teléfono', { exact: true }).fill('1234567');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByLabel('Teléfono', { exact: true })).toHaveAccessibleDescription(
      'Ingresa un teléfono válido para el país elegido',
    );
    await page.reload();
    await expectHeading(page, HEADINGS.profile);
    await expect(page.getByLabel('Teléfono', { exact: true })).toHaveValue('');
  });

  await test.step('a valid name and phone: «Perfil actualizado», kept after reload', async () => {
    await page.getByLabel('Nombres').fill('Rosa María');
    await page.getByLabel('Apellidos').fill('Quispe Mamani');
    await page.getByLabel('País').selectOption({ label: 'Perú (+51)' });
    await page.getByLabel('Teléfono', { exact: true }).fill('987654321');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, 'Perfil actualizado', 'El perfil fue actualizado exitosamente')).toBeVisible();
    await page.reload();
    await expectHeading(page, HEADINGS.profile);
    await expect(page.getByLabel('Nombres')).toHaveValue('Rosa María');
    await expect(page.getByLabel('Teléfono', { exact: true })).toHaveValue('987654321');
    await expect(page.getByRole('heading', { level: 2, name: 'Rosa María Quispe Mamani' })).toBeVisible();
  });

  await test.step('the other browser shows the change without a reload (profile_updated)', async () => {
    await expect(
      other.page.getByRole('heading', { level: 2, name: 'Rosa María Quispe Mamani' }),
    ).toBeVisible();
    await expect(other.page.getByLabel('Teléfono', { exact: true })).toHaveValue('987654321');
  });
  await other.context.close();
});

test('Seguridad: both browsers listed; rename persists; secure sign-out refuses a wrong code and works with the mailed one; plain sign-out', async ({
  page,
  context,
  browser,
  request,
  suite,
  demoSession,
}) => {
  const account = await newCustomer(request, suite.apiUrl, await demoSession('owner'));
  await signInAs(context, request, suite, account);
  let other = await secondBrowser(browser, request, suite, account);

  await page.goto('/app/mi-perfil/seguridad');
  await expectHeading(page, HEADINGS.profile);
  await expect(page.getByRole('heading', { level: 2, name: 'Sesiones activas' })).toBeVisible();
  await expect(sessionsList(page).filter({ hasText: 'Este dispositivo' })).toHaveCount(1);
  await expect(otherSession(page)).toHaveCount(1);

  await test.step('rename the other session; the name stays after a reload', async () => {
    await otherSession(page).getByRole('button', { name: 'Renombrar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Renombrar sesión' });
    await dialog.getByLabel('Nombre de la sesión').fill('Laptop de la oficina');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expectHeading(page, HEADINGS.profile);
    await expect(otherSession(page).getByRole('heading', { name: 'Laptop de la oficina' })).toBeVisible();
  });

  await test.step('secure sign-out: a wrong code ends nothing, the mailed code ends the session', async () => {
    await otherSession(page).getByRole('button', { name: 'Cierre seguro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cierre seguro de sesión' });
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    const [, code] = await mailMatching(request, suite.apiUrl, account.email, /es: (\d{6})/);
    const wrong = `${code!.slice(0, 5)}${(Number(code!.at(-1)) + 1) % 10}`;
    await dialog.getByLabel('Código de verificación').fill(wrong);
    await dialog.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('El código es incorrecto');
    await expect(other.page).toHaveURL(/\/app$/);

    await dialog.getByLabel('Código de verificación').fill(code!);
    await dialog.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(dialog).toBeHidden();
    await expect(other.page).toHaveURL(/\/login/);
    await expectHeading(other.page, HEADINGS.login);
    await expect(otherSession(page)).toHaveCount(0);
  });
  await other.context.close();

  await test.step('plain sign-out of another session sends that browser to /login', async () => {
    other = await secondBrowser(browser, request, suite, account);
    await page.reload();
    await expectHeading(page, HEADINGS.profile);
    await otherSession(page).getByRole('button', { name: 'Cerrar sesión' }).click();
    await page
      .getByRole('dialog', { name: '¿Cerrar esta sesión?' })
      .getByRole('button', { name: 'Cerrar sesión' })
      .click();
    await expect(other.page).toHaveURL(/\/login/);
    await expectHeading(other.page, HEADINGS.login);
    await expect(page.getByRole('heading', { level: 2, name: 'Actividad reciente' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Actividad reciente' })
        .getByText(/^Sesión cerrada/)
        .first(),
    ).toBeVisible();
  });
  await other.context.close();
});

test('change password: the other browser is signed out, the old password fails and the new one works', async ({
  page,
  context,
  browser,
  request,
  suite,
  demoSession,
}) => {
  const account = await newCustomer(request, suite.apiUrl, await demoSession('owner'));
  await signInAs(context, request, suite, account);
  const other = await secondBrowser(browser, request, suite, account);

  await page.goto('/app/mi-perfil');
  await expectHeading(page, HEADINGS.profile);
  await page.getByLabel('Contraseña actual').fill(account.password);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('NuevaClave123');
  await page.getByLabel('Repite la nueva contraseña').fill('NuevaClave123');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(toast(page, 'Contraseña actualizada')).toBeVisible();
  await expect(other.page).toHaveURL(/\/login/);
  await expectHeading(other.page, HEADINGS.login);

  await other.page.getByLabel('Email').fill(account.email);
  await other.page.locator('input[autocomplete="current-password"]').fill(account.password);
  await other.page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(other.page.getByRole('form', { name: 'Iniciar sesión' }).getByRole('alert')).toHaveText(
    /^Email o contraseña incorrectos/,
  );
  await signInWithTheForm(other.page, { ...account, password: 'NuevaClave123' });
  await other.context.close();
});

test('delete my account: the account-deleted page, and a later login answers as SPEC.md §8 says', async ({
  page,
  context,
  request,
  suite,
  demoSession,
}) => {
  const account = await newCustomer(request, suite.apiUrl, await demoSession('owner'));
  await signInAs(context, request, suite, account);
  await page.goto('/app/mi-perfil');
  await expectHeading(page, HEADINGS.profile);
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  await dialog.getByLabel(/Escribe tu email/).fill('otra@facturador.test');
  await dialog.getByLabel('Tu contraseña').fill(account.password);
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(dialog.getByLabel(/Escribe tu email/)).toHaveAccessibleDescription(
    'El email no coincide con el de tu cuenta',
  );

  await dialog.getByLabel(/Escribe tu email/).fill(account.email);
  await dialog.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page).toHaveURL(/\/account-disabled\?reason=account_deleted/);
  await expectHeading(page, 'Cuenta eliminada');
  await expect(
    page.getByText('Tu cuenta ha sido eliminada. Contacta al soporte para recuperarla.'),
  ).toBeVisible();

  await page.goto('/login');
  await expectHeading(page, HEADINGS.login);
  await page.getByLabel('Email').fill(account.email);
  await page.locator('input[autocomplete="current-password"]').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/account-disabled\?.*reason=account_deleted/);
  await expectHeading(page, 'Cuenta eliminada');
});

// Both themes in one browser: the theme is chosen on load, so each is a fresh load.
test('Mi Perfil and Seguridad: no axe violations in either theme', async ({ page, signIn }) => {
  await signIn('customer');
  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    for (const path of ['/app/mi-perfil', '/app/mi-perfil/seguridad']) {
      await page.goto(path);
      await expectHeading(page, HEADINGS.profile);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(
        path.endsWith('seguridad') ? 'Seguridad' : 'Perfil',
      );
      await expectNoAxeViolations(page, `${colorScheme}, ${path} `);
    }
  }
});
