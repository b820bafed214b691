import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test, type DeployedSuite } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import {
  apiCall,
  apiLogin,
  createCustomer,
  DEMO,
  useSessionIn,
  type ApiSession,
} from '../support/sign-in.ts';

/** A value on window survives client-side changes and disappears with a page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => '__sameDocument' in window);

/** Live updates can only arrive once the socket is connected. */
const realtimeConnected = (page: Page) =>
  expect(page.locator('header[data-realtime]')).toHaveAttribute('data-realtime', 'connected');

/**
 * A customer of its own, signed in on /app with live updates flowing, and the owner who
 * will act on them.
 */
async function customerOnDashboard(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  suite: DeployedSuite,
  owner: ApiSession,
) {
  const customer = await createCustomer(request, suite.apiUrl, owner);
  await useSessionIn(context, suite.shellUrl, await apiLogin(request, suite.apiUrl, customer));
  await page.goto('/app');
  await expectHeading(page, HEADINGS.dashboard);
  await expect(page.getByTestId('account-status')).toHaveText('Cuenta completa');
  await realtimeConnected(page);
  return { owner, customer };
}

test.describe('what an administrator does reaches a signed-in customer at once', () => {
  test('a role change updates the menu without a reload', async ({
    page,
    context,
    request,
    suite,
    demoSession,
  }) => {
    const { owner, customer } = await customerOnDashboard(
      page,
      context,
      request,
      suite,
      await demoSession('owner'),
    );
    const navigation = page.getByRole('navigation', { name: 'Navegación de la cuenta' });
    await expect(navigation.getByRole('link', { name: 'Mi Perfil' })).toBeVisible();
    await expect(navigation.getByText('Administración')).toHaveCount(0);
    await markDocument(page);

    await apiCall(request, suite.apiUrl, owner, 'PATCH', `/users/${customer.publicId}/roles`, {
      roles: ['CUSTOMER_SYSTEM', 'ADMINISTRATOR_SYSTEM'],
    });
    await expect(navigation.getByRole('link', { name: 'Usuarios' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test('deactivating the account moves the tab to the account-disabled state', async ({
    page,
    context,
    request,
    suite,
    demoSession,
  }) => {
    const { owner, customer } = await customerOnDashboard(
      page,
      context,
      request,
      suite,
      await demoSession('owner'),
    );

    await apiCall(request, suite.apiUrl, owner, 'PATCH', `/users/${customer.publicId}`, { isActive: false });
    // Still signed in, but only to be told why: the account-disabled state and its support options.
    await expect(page).toHaveURL(/\/auth\/account-disabled$/);
    await expectHeading(page, HEADINGS.accountDisabled, { underModal: true });
    const dialog = page.getByRole('dialog', { name: 'Cuenta desactivada' });
    await expect(dialog.getByText('Tu cuenta está desactivada. Contacta al soporte.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
      'href',
      /wa\.me\/51987654321/,
    );
  });

  test('deleting the account signs the customer out onto the account-deleted page', async ({
    page,
    context,
    request,
    suite,
    demoSession,
  }) => {
    const { owner, customer } = await customerOnDashboard(
      page,
      context,
      request,
      suite,
      await demoSession('owner'),
    );

    await apiCall(request, suite.apiUrl, owner, 'DELETE', `/users/${customer.publicId}`);
    // SPEC.md §4: a deleted account's place is the account-deleted page (event account_deleted).
    await expect(page).toHaveURL(/\/account-disabled\?reason=account_deleted$/);
    await expectHeading(page, HEADINGS.accountDeleted);
    await expect(
      page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: 'Tu cuenta ha sido eliminada. Contacta al soporte para recuperarla.' }),
    ).toBeVisible();
    expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'access_token' }));
  });
});

// Signing out ends the session: a session of its own, not the worker's stored one.
test('logout in one tab logs out the other', async ({ context, request, suite }) => {
  await useSessionIn(context, suite.shellUrl, await apiLogin(request, suite.apiUrl, DEMO.customer));
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/app');
  await expectHeading(first, HEADINGS.dashboard);
  await second.goto('/app');
  await expectHeading(second, HEADINGS.dashboard);
  await expect(second.getByRole('navigation', { name: 'Navegación de la cuenta' })).toBeVisible();

  await first.getByRole('button', { name: 'Menú de la cuenta' }).click();
  await first.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(first).toHaveURL(/\/login$/);
  await expectHeading(first, HEADINGS.login);
  await expect(second).toHaveURL(/\/login$/);
  await expectHeading(second, HEADINGS.login);
});
