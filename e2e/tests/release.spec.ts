import { liveReleaseId, releaseApp, rollback } from '../../packages/deployment/src/index.ts';
import { buildApp } from '../support/build-remote.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';

// One mf-admin build (about 15 s here, far more on a busy machine) and two reloads.
test.describe.configure({ timeout: 300_000 });

test('a release of mf-admin reaches an open tab on its next navigation with one reload, and a rollback brings the old build back', async ({
  page,
  suite,
  signIn,
}) => {
  await signIn('owner');
  const firstBuild = liveReleaseId(suite.deployDir, 'mf_admin')!;
  const adminPage = page.locator('[data-remote="mf_admin"]');
  const menu = page.getByRole('list', { name: 'Administración' });
  const adminRow = page.getByRole('table', { name: 'Aplicaciones' }).locator('tr[data-app="mf_admin"]');
  const deployedBuild = adminRow.locator('td[data-build]');
  let loads = 0;
  page.on('load', () => (loads += 1));

  // The Sistema page: the live build of each app, and this very tab running it.
  await page.goto('/app/admin/sistema');
  await expectHeading(page, HEADINGS.adminSystem);
  await expect(adminPage).toHaveAttribute('data-build', firstBuild);
  await expect(deployedBuild).toHaveAttribute('data-build', firstBuild);
  await expect(adminRow.locator('[data-tabs="current"]')).toBeVisible();
  await expect(page.getByText('Base de datos: Disponible')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Instancias de la API' }).getByRole('row')).toHaveCount(2);

  /** Releases or rolls back, waits for the tab to notice, navigates, and expects one full load. */
  async function nextNavigationLoads(publish: () => Promise<string>, via: string, heading: string) {
    const id = await publish();
    // The Sistema page follows by itself: the new build is live, this tab still runs the old one.
    await expect(deployedBuild).toHaveAttribute('data-build', id);
    await expect(adminRow.locator('[data-tabs="behind"]')).toBeVisible();
    // Focus is one of the moments the shell looks for new builds.
    const noticed = page.waitForResponse((response) => response.url().includes(`/builds/meta/${id}.json`));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await noticed;

    const loadsBefore = loads;
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await menu.getByRole('link', { name: via, exact: true }).click();
    await expectHeading(page, heading);
    await expect(adminPage).toHaveAttribute('data-build', id);
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false);
    expect(loads - loadsBefore).toBe(1);
    return id;
  }

  const released = await nextNavigationLoads(
    async () =>
      (
        await releaseApp({
          deployDir: suite.deployDir,
          app: 'mf_admin',
          // Its jest project is what `pnpm release` runs as the test step; here it has run already.
          steps: {
            build: async (outDir, id) => buildApp('mf-admin', outDir, id),
            test: async () => undefined,
          },
        })
      ).id,
    'Resumen',
    HEADINGS.admin,
  );
  expect(released).not.toBe(firstBuild);

  // Once loaded, navigation is client-side again: no second reload, and the tab is on the new build.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await menu.getByRole('link', { name: 'Sistema', exact: true }).click();
  await expectHeading(page, HEADINGS.adminSystem);
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  await expect(adminRow.locator('[data-tabs="current"]')).toBeVisible();
  await expect(adminRow.locator('[data-tabs="behind"]')).toHaveCount(0);

  // Rollback: the previous build is live again, and reaches the tab the same way (through
  // another page: the reload guard allows one reload per path per 10 s, decision 0007).
  await nextNavigationLoads(
    async () => rollback(suite.deployDir, 'mf_admin').id,
    'Auditoría',
    HEADINGS.audit,
  );
  await menu.getByRole('link', { name: 'Sistema', exact: true }).click();
  await expectHeading(page, HEADINGS.adminSystem);
  const history = page.getByRole('table', { name: 'Historial de publicaciones' });
  await expect(history.getByRole('row').nth(1)).toContainText('Reversión');
  await expect(history.getByRole('row').nth(2)).toContainText('Publicación');
});
