import { rucCheckDigit } from '../../packages/contracts/src/validation/ruc.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  COLOR_SCHEMES,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  PHONE,
} from '../support/page-checks.ts';
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
    // Issue 40 item 1: Facturador signs for a new company, so no certificate is asked for.
    await expect(
      steps.getByRole('link', { name: /Registra y prueba el usuario SOL secundario de Andina/ }),
    ).toHaveAttribute('href', `${company}/facturacion`);
    await expect(steps.getByRole('link', { name: /certificado/ })).toHaveCount(0);
    // Issue 40: a company in test issues test documents already; the steps are what production needs.
    await expect(steps.getByText(/^Tus comprobantes de prueba ya se emiten/)).toBeVisible();
    await expect(steps.getByText('Esto falta para que puedas emitir comprobantes electrónicos:')).toHaveCount(
      0,
    );
    // Issue 40 item 6: the series come with the company, so they are not a step.
    await expect(steps.getByRole('link', { name: /series/ })).toHaveCount(0);
    // A new company issues in test (issue 40): the dashboard says so, with the way out.
    const inTest = page.getByRole('region', { name: 'Andina emite en el ambiente de pruebas' });
    await expect(inTest.getByRole('link', { name: 'Pasar a producción' })).toHaveAttribute(
      'href',
      `${company}/produccion`,
    );
    const plan = page.getByRole('region', { name: 'Mi plan' });
    await expect(plan.getByRole('progressbar', { name: 'Tokens del periodo usados' })).toBeVisible();
    await expect(plan.getByRole('link', { name: 'Ver Mis Planes y Tokens' })).toHaveAttribute(
      'href',
      '/app/mis-planes',
    );
    const card = page.getByRole('region', { name: 'Mis empresas' }).getByRole('link', { name: /Andina/ });
    await expect(card).toHaveAttribute('href', company);
    // Issue 40 item 7: a RUC the padrón lacks was typed by hand, and the card says so.
    await expect(card.getByText('No verificado en el padrón')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    await expectNoAxeViolations(page, `${colorScheme}: `);
  }
});

// Issue 40 item 5: «Pasar a producción» is what the product verifies, not what the person says.
// SUNAT (the double) refuses the SOL user with 0111: the checklist explains it and refuses the
// switch; once SUNAT takes the user, every check holds and the company switches.
test('«Pasar a producción» refuses while a check fails and passes once every check holds', async ({
  page,
  context,
  request,
  suite,
  demoSession,
}) => {
  const owner = await demoSession('owner');
  const customer = await apiLogin(request, suite.apiUrl, await createCustomer(request, suite.apiUrl, owner));
  // In the demo padrón as ACTIVO and HABIDO; no other test registers it.
  const ruc = '20644556671';
  const created = (await apiCall(request, suite.apiUrl, customer, 'POST', '/companies', {
    ruc,
    businessName: 'SOLUCIONES ELÉCTRICAS HUANCAYO E.I.R.L.',
    tradeName: 'Huancayo',
    fiscalAddress: 'Jr. Real 123, Huancayo',
    ubigeo: '150101',
  })) as { data: { publicId: string } };
  const path = `/companies/${created.data.publicId}`;
  await apiCall(request, suite.apiUrl, customer, 'PUT', `${path}/signing`, {
    mode: 'pse',
    pseDesignationConfirmed: true,
  });
  await apiCall(request, suite.apiUrl, customer, 'PUT', `${path}/credentials/sol`, {
    solUser: 'FACTURA1',
    solPassword: 'ClaveSol1',
  });
  const control = new URL('/__control', suite.sunatUrl).href;
  const refuse = (entries: unknown[]) => request.post(control, { data: { action: 'solRefusals', entries } });
  await refuse([{ ruc, code: '0111' }]);
  await useSessionIn(context, suite.shellUrl, customer);

  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Huancayo emite en el ambiente de pruebas' })
    .getByRole('link', { name: 'Pasar a producción' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/mis-empresas/${created.data.publicId}/produccion$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Pasar a producción' })).toBeVisible();
  const sol = page.getByRole('listitem', { name: 'Usuario SOL probado en producción' });
  const switchButton = page.getByRole('button', { name: 'Pasar a producción' });
  try {
    await expect(sol).toContainText('Falta');
    await expect(switchButton).toBeDisabled();
    await sol.getByRole('button', { name: 'Probar conexión' }).click();
    await expect(
      sol.getByRole('alert', {
        name: /no tiene el perfil para enviar comprobantes electrónicos \(código 0111\)/,
      }),
    ).toContainText('Asignar perfiles');
    await expect(switchButton).toBeDisabled();
    // The checklist with its refusal shown fits a phone and reads in both themes.
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    for (const colorScheme of COLOR_SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `Pasar a producción, ${colorScheme}: `);
    }
  } finally {
    // SUNAT gives the user its profile.
    await refuse([]);
  }
  await sol.getByRole('button', { name: 'Probar conexión' }).click();
  await expect(sol).toContainText('Conexión correcta: SUNAT (producción) aceptó tu usuario SOL');
  await expect(sol).toContainText('Listo');
  await page
    .getByRole('checkbox', { name: 'Entiendo que los comprobantes de prueba no pasan a producción' })
    .check();
  await switchButton.click();
  await expect(page.getByText(/^Huancayo emite en producción desde el /)).toBeVisible();

  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Mis empresas' }).getByRole('link', { name: /Huancayo/ }),
  ).toContainText('Producción');
  await expect(page.getByRole('region', { name: 'Huancayo emite en el ambiente de pruebas' })).toHaveCount(0);
});
