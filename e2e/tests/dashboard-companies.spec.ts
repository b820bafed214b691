import { rucCheckDigit } from '../../packages/contracts/src/validation/ruc.ts';
import { expect, test } from '../support/fixtures.ts';
import { COLOR_SCHEMES, expectNoAxeViolations } from '../support/page-checks.ts';
import { apiCall, apiLogin, createCustomer, useSessionIn } from '../support/sign-in.ts';

// Server state reaches the dashboard through the shell's one QueryClient: while it loads the
// page shows placeholders, a failed load says so with a way to try again, never a blank area.
test('the dashboard shows placeholders while companies load, and a failed load can be retried', async ({
  page,
  signIn,
}) => {
  await signIn('customer');
  let releaseCompanies: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    releaseCompanies = resolve;
  });
  await page.route('**/companies', async (route) => {
    await held;
    await route.abort('connectionrefused');
  });

  // A document of /app arrives with its companies (decision 39): the browser loads them when
  // the dashboard is reached inside the app, from another page.
  await page.goto('/app/mi-perfil');
  await page
    .getByRole('navigation', { name: 'Navegación de la cuenta' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
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

/** A valid RUC of a company (20…) no other test uses. */
function freshRuc(): string {
  const firstTen = `20${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  return `${firstTen}${rucCheckDigit(firstTen)}`;
}

// A new customer with a fresh company: the dashboard lists what blocks issuing, each step a
// link to where it is done, and its plan and companies — readable (axe, AA contrast) in both
// themes. The theme is chosen on load: one browser, a fresh load per theme.
test('the dashboard shows the next steps, the plan and the companies, with no axe violations in either theme', async ({
  page,
  context,
  request,
  suite,
  demoSession,
}) => {
  const owner = await demoSession('owner');
  const customer = await apiLogin(request, suite.apiUrl, await createCustomer(request, suite.apiUrl, owner));
  const created = (await apiCall(request, suite.apiUrl, customer, 'POST', '/companies', {
    ruc: freshRuc(),
    businessName: 'Comercial Andina S.A.C.',
    tradeName: 'Andina',
    fiscalAddress: 'Av. Arequipa 123, Lima',
    ubigeo: '150101',
  })) as { data: { publicId: string } };
  const company = `/app/mis-empresas/${created.data.publicId}`;
  await useSessionIn(context, suite.shellUrl, customer);

  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const steps = page.getByRole('region', { name: 'Próximos pasos' });
    await expect(steps.getByRole('link', { name: /Sube el certificado digital de Andina/ })).toHaveAttribute(
      'href',
      `${company}/facturacion`,
    );
    await expect(steps.getByRole('link', { name: /Crea las series de Andina/ })).toHaveAttribute(
      'href',
      `${company}/series`,
    );
    const plan = page.getByRole('region', { name: 'Mi plan' });
    await expect(plan.getByRole('progressbar', { name: 'Tokens del periodo usados' })).toBeVisible();
    await expect(plan.getByRole('link', { name: 'Ver Mis Planes y Tokens' })).toHaveAttribute(
      'href',
      '/app/mis-planes',
    );
    await expect(
      page.getByRole('region', { name: 'Mis empresas' }).getByRole('link', { name: /Andina/ }),
    ).toHaveAttribute('href', company);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    await expectNoAxeViolations(page, `${colorScheme}: `);
  }
});
