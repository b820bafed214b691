import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { holdRemote, waitForLivePage } from '../support/live-page.ts';
import { COLOR_SCHEMES, expectNoAxeViolations } from '../support/page-checks.ts';
import { DEMO } from '../support/sign-in.ts';

/**
 * The sign-in pages arrive rendered like the public site (docs/decisions/0010, issue 17): the
 * form is on screen and takes typing before any script runs, and nothing typed is lost when
 * the app takes the page over.
 */
const pages = [
  { path: '/login', title: 'Iniciar sesión', fields: ['login-email', 'login-password'] },
  { path: '/register', title: 'Crear cuenta', fields: ['register-full-name', 'register-email'] },
  { path: '/forgot-password', title: 'Recuperar contraseña', fields: ['forgot-email'] },
  { path: '/reset-password', title: 'Nueva contraseña', fields: ['reset-password', 'reset-confirm'] },
];

for (const { path, title, fields } of pages) {
  test(`${path} is sent rendered, in the sign-in card, with its form`, async ({ request, suite }) => {
    const response = await request.get(suite.shellUrl + path);
    const html = await response.text();
    expect(html).toContain(`<title>${title} · Facturador</title>`);
    expect(html).toContain('data-remote="mf_auth"');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    for (const id of fields) expect(html).toContain(`id="${id}"`);
    // The shell's scripts wait for the first sign of a person.
    expect(html).not.toMatch(/<script defer[^>]*src=/);
  });
}

// Both themes in one browser: the theme is chosen on load, so each is a fresh load.
test('the prerendered sign-in pages have no axe violations in either theme', async ({ page }) => {
  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    for (const { path, title } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expectNoAxeViolations(page, `${colorScheme}, ${path} `);
    }
  }
});

async function signInCardBox(page: Page, path: string) {
  await page.goto(path);
  const card = page.getByRole('main').locator('.MuiCard-root');
  await expect(card.getByRole('heading', { level: 1 })).toBeVisible();
  const box = await card.boundingBox();
  if (!box) throw new Error(`no sign-in card on ${path}`);
  return box;
}

// The browser paints a prerendered page while still parsing it: a card whose place depended on
// its height (centred) moved up as each line arrived, a layout shift Lighthouse measured.
test('the sign-in card stands in one place whatever its height', async ({ page }) => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    const short = await signInCardBox(page, '/forgot-password');
    const tall = await signInCardBox(page, '/register');
    expect(tall.height).toBeGreaterThan(short.height + 100);
    expect(tall.y).toBe(short.y);
  }
});

test('no script runs on /login until a person acts', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/login');
  await expectHeading(page, HEADINGS.login);
  // The browser focuses the e-mail field (autofocus): that is not a person yet.
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
});

test('a person who signs in before the app has arrived is signed in, typing nothing twice', async ({
  page,
  suite,
}) => {
  // Hold mf-auth's pages back: everything below happens on the prerendered form.
  const release = await holdRemote(page, suite.apps.get('mf_auth')!.url);
  await page.goto('/login');
  await expectHeading(page, HEADINGS.login);
  // On a busy machine the browser may autofocus the field before the page's recorder listens
  // for focus: nothing then says where the person is typing but the typing itself.
  await page.evaluate(() => {
    (window as unknown as Record<string, { focus: string | null }>).__facturadorPrerender!.focus = null;
  });
  const [user, domain] = DEMO.customer.email.split('@');
  await page.keyboard.type(`${user}@`);
  // The app takes the page over (its copy of the form) while the person keeps typing.
  await expect(page.locator('[data-prerendered-copy]')).toBeAttached();
  await page.keyboard.type(domain!);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO.customer.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  // The copy shows what was typed, until mf-auth is here.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.customer.email);
  await expect(page).toHaveURL(/\/login$/);

  release();
  await expect(page).toHaveURL(/\/app$/);
  await expectHeading(page, HEADINGS.dashboard);
});

// A press that starts on the copy of the form and ends on the live one (the app took the page
// over while the button was held down) is one click: the browser itself sends none, as the
// element pressed is gone.
test('a button held down while the app takes the page over still submits when released', async ({
  page,
  suite,
}) => {
  const release = await holdRemote(page, suite.apps.get('mf_auth')!.url);
  await page.goto('/register');
  await expectHeading(page, HEADINGS.register);
  await page.getByLabel('Nombre completo').fill('Rosa Quispe Mamani');
  await page.getByLabel('Email').fill(`al.soltar.${Date.now().toString(36)}@facturador.test`);
  await page.locator('input[autocomplete="new-password"]').fill('Factura2030');
  await page.getByRole('checkbox').check();
  await expect(page.locator('[data-prerendered-copy]')).toBeAttached();
  const button = await page.getByRole('button', { name: 'Crear cuenta' }).boundingBox();
  await page.mouse.move(button!.x + button!.width / 2, button!.y + button!.height / 2);
  await page.mouse.down();
  release();
  await expect(page.locator('[data-prerendered-copy]')).not.toBeAttached();
  await page.mouse.up();
  await expectHeading(page, 'Verifica tu email');
});

test('a box ticked before the app is live stays ticked', async ({ page }) => {
  await page.goto('/register');
  await expectHeading(page, HEADINGS.register);
  const terms = page.getByRole('checkbox', { name: /Acepto los/ });
  await terms.check();
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Rosa Quispe');
  await waitForLivePage(page);
  await expect(terms).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Rosa Quispe');
});

test('a signed-in browser opening /login is sent to its dashboard, not shown the form', async ({
  page,
  context,
  suite,
  signIn,
}) => {
  await signIn('customer');
  // The context's own request client sends its cookies, as the browser would.
  const document = await context.request.get(suite.shellUrl + '/login');
  expect(await document.text()).not.toContain('data-prerendered-path');

  await page.goto('/login');
  await expect(page).toHaveURL(/\/app$/);
  await expectHeading(page, HEADINGS.dashboard);
});
