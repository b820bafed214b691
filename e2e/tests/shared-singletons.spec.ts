import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { waitForLivePage } from '../support/live-page.ts';

/**
 * React DOM announces itself to the DevTools hook once per copy: a fake hook installed
 * before any script runs counts the copies that reached the browser.
 */
const countReactRenderers = () => {
  const renderers = new Map<number, unknown>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    },
  });
};

interface Diagnostics {
  instances: Record<string, unknown[]>;
  consumers: Record<string, unknown>;
}

test('the browser loads exactly one React DOM across the shell and remotes', async ({ page }) => {
  await page.addInitScript(countReactRenderers);
  // The live app, so that the link below navigates inside one document (on the prerendered
  // page it is a plain link, and /login would arrive prerendered too, with no React at all).
  await page.goto('/');
  await waitForLivePage(page);
  await expectHeading(page, HEADINGS.home);
  await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
  await expectHeading(page, HEADINGS.login);
  await expect(page.locator('[data-remote="mf_auth"]')).toBeAttached();

  const renderers = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(renderers).toBe(1);
});

test('the session store of @facturador/auth-api is one object in the shell and every remote', async ({
  page,
  signIn,
}) => {
  // The owner reaches a page of every remote (mf-auth's /account-disabled is open to all).
  await signIn('owner');
  for (const [path, remote, heading] of [
    ['/', 'mf_public', HEADINGS.home],
    ['/account-disabled', 'mf_auth', HEADINGS.accountDisabled],
    ['/app', 'mf_customer', HEADINGS.dashboard],
    ['/app/admin', 'mf_admin', HEADINGS.admin],
  ] as const) {
    // Client-side navigation keeps one page, so every remote joins the same runtime.
    if (path === '/') {
      await page.goto(path);
      await waitForLivePage(page);
    } else
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
    await expectHeading(page, heading);
  }

  const result = await page.evaluate(() => {
    const diagnostics = (globalThis as unknown as { __FACTURADOR_FEDERATION__: Diagnostics })
      .__FACTURADOR_FEDERATION__;
    const shellStore = diagnostics.consumers.shell;
    return {
      created: diagnostics.instances.sessionStore?.length ?? 0,
      // config.json as the shell loaded it: the one copy every remote reads.
      runtimeConfigs: diagnostics.instances.runtimeConfigStore?.length ?? 0,
      sameAsShell: Object.fromEntries(
        Object.entries(diagnostics.consumers).map(([app, store]) => [app, store === shellStore]),
      ),
    };
  });
  expect(result.created).toBe(1);
  expect(result.runtimeConfigs).toBe(1);
  expect(result.sameAsShell).toEqual({
    shell: true,
    mf_public: true,
    mf_auth: true,
    mf_customer: true,
    mf_admin: true,
  });
});
