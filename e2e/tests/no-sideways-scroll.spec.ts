import { expect, test } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, PHONE } from '../support/page-checks.ts';
import { apiLogin, DEMO, useSessionIn } from '../support/sign-in.ts';

const GUEST_PAGES: [path: string, heading: string][] = [
  ['/', HEADINGS.home],
  ['/modulos', HEADINGS.modules],
  ['/planes', HEADINGS.plans],
  ['/precios', HEADINGS.plans],
  ['/faq', HEADINGS.faq],
  ['/contacto', HEADINGS.contact],
  ['/cookies', HEADINGS.cookies],
  ['/terminos', HEADINGS.terms],
  ['/privacidad', HEADINGS.privacy],
  ['/login', HEADINGS.login],
  ['/register', HEADINGS.register],
  ['/forgot-password', HEADINGS.forgotPassword],
  ['/reset-password?token=prueba', HEADINGS.resetPassword],
  ['/account-disabled', HEADINGS.accountDisabled],
];

test.use({ viewport: PHONE });

for (const [path, heading] of GUEST_PAGES) {
  test(`${path} fits a 360 px screen`, async ({ page }) => {
    await page.goto(path);
    await expectHeading(page, heading);
    await expectNoSidewaysScroll(page);
  });
}

test('/register fits a 1366 px window, its password checklist included', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/register');
  await expectHeading(page, HEADINGS.register);
  // The checklist's hidden "(pendiente)" labels were what widened the page.
  await expect(page.getByText('Una letra mayúscula')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

// One browser per account, a fresh load per page: what a phone user opening each page sees.
for (const [who, visits] of [
  [
    'customer',
    [
      ['/app', HEADINGS.dashboard],
      ['/app/mi-perfil', HEADINGS.profile],
      ['/app/mi-perfil/seguridad', HEADINGS.profile],
      ['/app/mis-planes', HEADINGS.myPlans],
    ],
  ],
  ['admin', [['/app/admin', HEADINGS.admin]]],
] as const) {
  test(`${visits.map(([path]) => path).join(', ')} fit a 360 px screen with no axe violations, signed in as ${who}`, async ({
    page,
    context,
    request,
    suite,
  }) => {
    await useSessionIn(context, suite.shellUrl, await apiLogin(request, suite.apiUrl, DEMO[who]));
    for (const [path, heading] of visits) {
      await page.goto(path);
      await expectHeading(page, heading);
      await expectNoSidewaysScroll(page);
      // What a phone changes (tables that scroll in place, stacked lists) is checked there.
      await expectNoAxeViolations(page, `${path} at 360 px: `);
    }
  });
}
