import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { apiLogin, DEMO, useSessionIn } from '../support/sign-in.ts';

const BANNER = 'Sin conexión con el servidor. Reintentando…';

// Issue 17: an API that does not answer while a page loads (a deploy, a restart) is an
// outage, not a failed sign-in: the tokens stay and the page recovers by itself.
test('an API outage around a reload keeps the user signed in, and everything recovers by itself', async ({
  page,
  context,
  request,
  suite,
}) => {
  test.slow();
  await useSessionIn(context, suite.shellUrl, await apiLogin(request, suite.apiUrl, DEMO.customer));
  await page.goto('/app');
  await expectHeading(page, HEADINGS.dashboard);

  const signIns: string[] = [];
  page.on('request', (sent) => {
    if (/\/auth\/(login|google)/.test(sent.url())) signIns.push(sent.url());
  });
  let failedCalls = 0;
  page.on('requestfailed', (failed) => {
    if (failed.url().startsWith(suite.apiUrl)) failedCalls += 1;
  });

  await suite.stopApi();
  try {
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
    // The API stays down for the first back-off attempts (1 s, 2 s, 4 s…): about ten seconds.
    await expect.poll(() => failedCalls, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    await expect(page).not.toHaveURL(/\/login/);
    expect(await context.cookies()).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'refresh_token' })]),
    );
  } finally {
    await suite.startApi();
  }

  // Back by itself at the next probe (at most 30 s away): the banner goes, the page renders,
  // the socket reconnects — no second login.
  await expect(page.getByText(BANNER)).toHaveCount(0, { timeout: 40_000 });
  await expectHeading(page, HEADINGS.dashboard);
  await expect(page.locator('header[data-realtime]')).toHaveAttribute('data-realtime', 'connected');
  expect(signIns).toEqual([]);
});

test('while the API does not answer, actions that need it are disabled and say why', async ({
  page,
  context,
  request,
  suite,
}) => {
  await useSessionIn(context, suite.shellUrl, await apiLogin(request, suite.apiUrl, DEMO.customer));
  await page.goto('/app/mi-perfil');
  await expectHeading(page, HEADINGS.profile);
  const save = page.getByRole('button', { name: 'Guardar cambios' }).first();
  await expect(save).toBeEnabled();

  await suite.stopApi();
  try {
    // Any call now fails: the next one the page makes (a refetch on focus, the 300 s check)
    // is forced here through the profile check the security tab runs on open.
    await page.getByRole('tab', { name: 'Seguridad' }).click();
    await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();
    await page.getByRole('tab', { name: 'Perfil' }).click();
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('title', 'Disponible cuando vuelva la conexión con el servidor.');
  } finally {
    await suite.startApi();
  }
  await expect(save).toBeEnabled({ timeout: 40_000 });
  await expect(page.getByText(BANNER)).toHaveCount(0);
});
