import { buildNewPublicRemote, deployOver } from '../support/redeploy.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { waitForLivePage } from '../support/live-page.ts';

test.describe.configure({ timeout: 120_000 });

test('a redeployed remote triggers one full reload on the next navigation, and no loop', async ({
  page,
  suite,
}) => {
  const publicBuilds = `${suite.apps.get('mf_public')!.url}/builds/latest.json`;
  const baseline = page.waitForResponse((response) => response.url().startsWith(publicBuilds));
  await page.goto('/');
  await waitForLivePage(page);
  await expectHeading(page, HEADINGS.home);
  await baseline;

  const next = buildNewPublicRemote(suite, 'reload');
  deployOver(suite, 'mf_public', next.dir);

  // Focus is one of the moments the shell looks for new builds.
  const noticed = page.waitForResponse((response) => response.url().includes(`/builds/meta/${next.id}.json`));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await noticed;

  // The next navigation is a full load: a value kept on window does not survive it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
  await reloaded;
  await expect(page).toHaveURL(/\/login$/);
  await expectHeading(page, HEADINGS.login);
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false);

  // After it (once the prerendered sign-in page is live), navigation is client-side again and
  // shows the new build.
  await waitForLivePage(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('link', { name: 'Facturador' }).click();
  await expectHeading(page, HEADINGS.home);
  await expect(page.locator('[data-remote="mf_public"]')).toHaveAttribute('data-build', next.id);
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
});
