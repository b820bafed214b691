import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createStaticServer } from '@facturador/static-server';
import { buildNewPublicRemote, deployOver } from '../support/redeploy.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';

const buildOf = (page: Page) => page.locator('[data-remote="mf_public"]').getAttribute('data-build');

test.describe('independent deployment of a remote', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a redeployed remote is picked up by a fresh load, and config.json can point at another build', async ({
    page,
    request,
    suite,
  }) => {
    const { id: newBuildId, dir: newBuildDir } = buildNewPublicRemote(suite, 'deploy');

    await page.goto('/');
    await expectHeading(page, HEADINGS.home);
    const firstBuild = await buildOf(page);
    expect(firstBuild).toBeTruthy();
    expect(firstBuild).not.toBe(newBuildId);
    const shellFiles = readdirSync(join(suite.deployDirs.shell!, 'static', 'js')).sort();

    // 1. Roll forward by config: serve the new build elsewhere and point config.json at it.
    const port = suite.apps.get('mf_public')!.port + 5;
    const otherServer = createStaticServer({ root: newBuildDir, allowedOrigins: [suite.shellUrl] });
    await new Promise<void>((resolve) => otherServer.listen(port, '127.0.0.1', resolve));
    const originalConfig = readFileSync(suite.configFile, 'utf8');
    try {
      const config = JSON.parse(originalConfig) as { remotes: Record<string, string> };
      config.remotes.mf_public = `http://localhost:${port}/mf-manifest.json`;
      writeFileSync(suite.configFile, JSON.stringify(config));
      await page.reload();
      await expectHeading(page, HEADINGS.home);
      await expect(page.locator('[data-remote="mf_public"]')).toHaveAttribute('data-build', newBuildId);

      // Rolling back is pointing config.json at the previous build again.
      writeFileSync(suite.configFile, originalConfig);
      await page.reload();
      await expectHeading(page, HEADINGS.home);
      await expect(page.locator('[data-remote="mf_public"]')).toHaveAttribute('data-build', firstBuild!);
    } finally {
      writeFileSync(suite.configFile, originalConfig);
      await new Promise((resolve) => otherServer.close(resolve));
    }

    // 2. Redeploy in place: new files over the old ones, same config.json, shell untouched.
    deployOver(suite, 'mf_public', newBuildDir);
    await page.reload();
    await expectHeading(page, HEADINGS.home);
    await expect(page.locator('[data-remote="mf_public"]')).toHaveAttribute('data-build', newBuildId);
    // The prerendered HTML the shell's server sends first is the new build's too.
    const document = await (await request.get(suite.shellUrl + '/')).text();
    expect(document).toContain(`data-build="${newBuildId}"`);
    // So is a live page, rendered per request by the new build's own render module. The first
    // request after a deploy may get the fallback (no data) while the server loads that module
    // and the API answers, each within 1.5 s, which a busy machine can miss: the next one renders.
    const livePlans = async () => (await request.get(suite.shellUrl + '/precios')).text();
    await expect.poll(livePlans).toContain('data-live-answer="/plans"');
    expect(await livePlans()).toContain(`data-build="${newBuildId}"`);
    expect(readdirSync(join(suite.deployDirs.shell!, 'static', 'js')).sort()).toEqual(shellFiles);
  });
});

test.describe('caching, compression and CORS', () => {
  test('names that stay the same are no-cache; hashed assets are immutable and precompressed', async ({
    request,
    suite,
  }) => {
    const remote = suite.apps.get('mf_public')!.url;
    for (const url of [
      `${remote}/mf-manifest.json`,
      `${remote}/remoteEntry.js`,
      `${remote}/builds/latest.json`,
      `${suite.shellUrl}/config.json`,
      `${suite.shellUrl}/builds/latest.json`,
      `${suite.shellUrl}/`,
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
    }

    const latest = (await (await request.get(`${remote}/builds/latest.json`)).json()) as { id: string };
    const meta = await request.get(`${remote}/builds/meta/${latest.id}.json`);
    expect(meta.headers()['cache-control']).toBe('no-cache');
    expect(await meta.json()).toMatchObject({ id: latest.id, redirects: {} });

    const manifest = (await (await request.get(`${remote}/mf-manifest.json`)).json()) as {
      exposes: { assets: { js: { sync: string[] } } }[];
    };
    const asset = manifest.exposes[0]!.assets.js.sync[0]!;
    expect(asset).toMatch(/^static\/js\/.+\.[0-9a-f]{10}\.js$/);

    const brotli = await request.get(`${remote}/${asset}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers()['content-encoding']).toBe('br');
    const gzip = await request.get(`${remote}/${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toBe(await brotli.text());
  });

  test("remotes answer CORS for the shell's origin only", async ({ request, suite }) => {
    const manifestUrl = `${suite.apps.get('mf_admin')!.url}/mf-manifest.json`;
    const fromShell = await request.get(manifestUrl, { headers: { Origin: suite.shellUrl } });
    expect(fromShell.headers()['access-control-allow-origin']).toBe(suite.shellUrl);
    const fromElsewhere = await request.get(manifestUrl, {
      headers: { Origin: 'https://otro-sitio.example' },
    });
    expect(fromElsewhere.headers()['access-control-allow-origin']).toBeUndefined();
  });
});
