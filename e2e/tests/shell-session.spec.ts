import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { waitForLivePage } from '../support/live-page.ts';
import { apiLogin, DEMO, useSessionIn } from '../support/sign-in.ts';

test('the customer sees the personal menu and no Administración; /app/admin is a 403 for them', async ({
  page,
  signIn,
}) => {
  await signIn('customer');
  await page.goto('/app');
  await expectHeading(page, HEADINGS.dashboard);
  const navigation = page.getByRole('navigation', { name: 'Navegación de la cuenta' });
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Mis Empresas', 'Mi Perfil', 'Mis Planes y Tokens']) {
    await expect(navigation.getByRole('link', { name })).toBeVisible();
  }
  await expect(navigation.getByText('Administración')).toHaveCount(0);
  await expect(page.getByTestId('account-status')).toHaveText('Cuenta completa');

  await page.goto('/app/admin');
  await expectHeading(page, HEADINGS.forbidden);
  await expect(page).toHaveURL(/\/app\/admin$/);
  await page.getByRole('link', { name: 'Ir al Dashboard' }).click();
  await expectHeading(page, HEADINGS.dashboard);
});

test('the administrator signs in to the admin Resumen and sees Administración without Pasarelas de Pago; the owner sees both', async ({
  browser,
  request,
  suite,
}) => {
  for (const [account, seesGateways] of [
    [DEMO.admin, false],
    [DEMO.owner, true],
  ] as const) {
    const context = await browser.newContext({ baseURL: suite.shellUrl });
    const page = await context.newPage();
    if (seesGateways) {
      await useSessionIn(context, suite.shellUrl, await apiLogin(request, suite.apiUrl, account));
      await page.goto('/app/admin');
    } else {
      // Staff sign in to their work: the admin Resumen, not the customer dashboard (issue 28).
      await page.goto('/login');
      await expectHeading(page, HEADINGS.login);
      await page.getByLabel('Email').fill(account.email);
      await page.locator('input[autocomplete="current-password"]').fill(account.password);
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page).toHaveURL(/\/app\/admin$/);
    }
    await expectHeading(page, HEADINGS.admin);
    const admin = page.getByRole('list', { name: 'Administración' });
    for (const name of [
      'Usuarios',
      'Planes',
      'Suscripciones',
      'Reportes',
      'Proveedores',
      'Configuración Sistema',
      'Auditoría',
      'Sistema',
    ]) {
      await expect(admin.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(admin.getByRole('link', { name: 'Pasarelas de Pago' })).toHaveCount(seesGateways ? 1 : 0);
    // The owner's visit is covered by the Pasarelas de Pago page's own spec.
    if (!seesGateways) {
      await page.goto('/app/admin/pasarelas-pago');
      await expectHeading(page, HEADINGS.forbidden);
      await expect(page.getByRole('navigation', { name: 'Navegación de la cuenta' })).toBeVisible();
      await page.getByRole('link', { name: 'Ir al Resumen' }).click();
      await expectHeading(page, HEADINGS.admin);
    }
    await context.close();
  }
});

test('the theme toggle survives a reload through the cookie', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await waitForLivePage(page);
  await expectHeading(page, HEADINGS.home);
  await page.getByRole('button', { name: 'Cambiar a tema oscuro' }).click();
  await page.reload();
  await expectHeading(page, HEADINGS.home);
  await expect(page.getByRole('button', { name: 'Cambiar a tema claro' })).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).toContain('theme=dark');
});

test('a guest opening /app is sent to /login', async ({ page }) => {
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login$/);
  await expectHeading(page, HEADINGS.login);
});
