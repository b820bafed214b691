import { expect, test } from '../support/fixtures.ts';
import { apiLogin, DEMO, useSessionIn } from '../support/sign-in.ts';

// Server state reaches the dashboard through the shell's one QueryClient: while it loads the
// page shows placeholders, a failed load says so with a way to try again, never a blank area.
test('the dashboard shows placeholders while companies load, and a failed load can be retried', async ({
  page,
  context,
  request,
  suite,
}) => {
  await useSessionIn(context, suite.shellUrl, await apiLogin(request, suite.apiUrl, DEMO.customer));
  let releaseCompanies: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    releaseCompanies = resolve;
  });
  await page.route('**/companies', async (route) => {
    await held;
    await route.abort('connectionrefused');
  });

  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByLabel('Cargando tus empresas')).toBeVisible();
  releaseCompanies();

  const failure = page.getByRole('alert').filter({ hasText: 'No se pudieron cargar tus empresas.' });
  await expect(failure).toBeVisible();
  await page.unroute('**/companies');
  await failure.getByRole('button', { name: 'Reintentar' }).click();
  await expect(failure).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Mis empresas' })).toBeVisible();
  await expect(page.getByLabel('Cargando tus empresas')).toBeHidden();
});
