import type { Page } from '@playwright/test';
import { expect, test } from '../support/google-fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { apiCall, apiLogin, createCustomer, DEMO } from '../support/sign-in.ts';

/**
 * The Firebase JS SDK's popup flow loads https://apis.google.com/js/api.js (the gapi iframe)
 * even when connected to the Auth emulator; this machine has no route to it, so the popup never
 * opens and firebase answers auth/internal-error (net::ERR_NAME_NOT_RESOLVED in the page).
 * The emulator itself starts offline. Remove fixme where apis.google.com is reachable.
 */
test.fixme(true, 'Firebase popup needs apis.google.com (gapi), unreachable offline');

/** Signs in through the Firebase Auth emulator's popup as a Google account with this e-mail. */
async function signInWithGoogle(page: Page, email: string) {
  await page.goto('/login');
  await expectHeading(page, HEADINGS.login);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  const popup = await popupOpened;
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Rosa Google');
  await popup.locator('#sign-in').click();
}

test('Google sign-in through the emulator lands on /app (fixme: the Firebase popup needs apis.google.com, unreachable offline)', async ({
  page,
}) => {
  await signInWithGoogle(page, `google.${Date.now().toString(36)}@facturador.test`);
  await expect(page).toHaveURL(/\/app$/);
  await expectHeading(page, HEADINGS.dashboard);
});

test('Google sign-in of a disabled account lands on /account-disabled (fixme: the Firebase popup needs apis.google.com, unreachable offline)', async ({
  page,
  request,
  googleSuite,
}) => {
  const owner = await apiLogin(request, googleSuite.apiUrl, DEMO.owner);
  const customer = await createCustomer(request, googleSuite.apiUrl, owner);
  await apiCall(request, googleSuite.apiUrl, owner, 'PATCH', `/users/${customer.publicId}`, {
    isActive: false,
  });

  await signInWithGoogle(page, customer.email);
  await expect(page).toHaveURL(/\/account-disabled\?.*reason=account_inactive/);
  await expectHeading(page, HEADINGS.accountDisabled);
  await expect(page.getByText(customer.email)).toBeVisible();
});
