import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_PATHS } from '@facturador/contracts';
import { expect, test } from '../support/fixtures.ts';

/**
 * SPEC.md §2 "Route rules may redirect a route": the rules of the builds running now
 * (`builds/meta/{id}.json`) apply on every navigation, not only after a new build.
 */
test('the running build’s route rules redirect on the page load and on every navigation', async ({
  page,
  suite,
}) => {
  const builds = join(suite.deployDirs.shell!, 'builds');
  const { id } = JSON.parse(readFileSync(join(builds, 'latest.json'), 'utf8')) as { id: string };
  const metaFile = join(builds, 'meta', `${id}.json`);
  const original = readFileSync(metaFile, 'utf8');
  writeFileSync(
    metaFile,
    JSON.stringify({
      id,
      redirects: { '/ingresar': ROUTE_PATHS.login, [ROUTE_PATHS.forgotPassword]: ROUTE_PATHS.register },
    }),
  );
  try {
    // A page opened on a ruled path lands on its target.
    await page.goto('/ingresar');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // A client-side navigation to a ruled path goes to the rule's target, in the same document.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  } finally {
    writeFileSync(metaFile, original);
  }
});
