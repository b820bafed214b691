import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AdminOverview } from '../../packages/contracts/src/api/admin-insights.ts';
import { formatSoles } from '../../packages/contracts/src/api/billing.ts';
import { expect, test, type DeployedSuite } from '../support/fixtures.ts';
import { expectHeading, HEADINGS } from '../support/headings.ts';
import {
  COLOR_SCHEMES,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  PHONE,
} from '../support/page-checks.ts';
import { type ApiSession } from '../support/sign-in.ts';

const count = (value: number) => new Intl.NumberFormat('es-PE').format(value);

/** Today in Lima and the first of its month, as Reportes' "este mes" reads them. */
function thisMonthInLima() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

type Fixtures = { request: APIRequestContext; suite: DeployedSuite };

async function apiOverview({ request, suite }: Fixtures, session: ApiSession): Promise<AdminOverview> {
  const answer = await request.get(`${suite.apiUrl}/admin/overview`, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: AdminOverview }).data;
}

/** Opens an admin page (signed in already) and waits for its data to be on it. */
async function openWithData(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expectHeading(page, heading);
  await expect(page.locator('[data-figure], [data-csv-row]').first()).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const figure = (page: Page, id: string) => page.locator(`[data-figure="${id}"]`);

/** What the data table under a chart holds, cell by cell, as its CSV writes them. */
async function tableRows(section: Locator): Promise<string[]> {
  await section.getByRole('button', { name: 'Ver los datos en una tabla' }).click();
  const table = section.getByRole('table');
  await expect(table).toBeVisible();
  return table
    .locator('[data-csv-row]')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('[data-csv]')].map((cell) => cell.getAttribute('data-csv') ?? '').join(','),
      ),
    );
}

/** Clicks "Descargar CSV" and reads the file the browser saved. */
async function downloadCsv(page: Page, section: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Descargar CSV' }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

test('Resumen shows the figures the API gives, each a link to its page', async ({
  page,
  request,
  suite,
  signIn,
}) => {
  const fixtures = { request, suite };
  const session = await signIn('admin');
  await page.goto('/app/admin');
  await expectHeading(page, HEADINGS.admin);
  await expect(figure(page, 'users')).toBeVisible();
  const overview = await apiOverview(fixtures, session);

  await expect(figure(page, 'users').locator('[data-value]')).toHaveText(count(overview.users.total));
  await expect(figure(page, 'users')).toHaveAttribute('href', '/app/admin/usuarios');
  const { from, to } = thisMonthInLima();
  const newUsers = figure(page, 'new-users');
  await expect(newUsers).toHaveText(`${count(overview.users.newThisMonth)} nuevos este mes`);
  await expect(newUsers).toHaveAttribute(
    'href',
    `/app/admin/reportes?from=${from}&to=${to}&groupBy=day#usuarios-nuevos`,
  );

  await expect(figure(page, 'subscriptions').locator('[data-value]')).toHaveText(
    count(overview.activeSubscriptions.total),
  );
  await expect(figure(page, 'subscriptions')).toHaveAttribute(
    'href',
    '/app/admin/suscripciones?state=active',
  );
  for (const plan of overview.activeSubscriptions.byPlan) {
    const link = page.locator(`[data-plan="${plan.planName}"]`);
    await expect(link).toHaveText(`${plan.planName}: ${count(plan.subscriptions)}`);
    await expect(link).toHaveAttribute('href', `/app/admin/suscripciones?state=active&plan=${plan.planId}`);
  }
  await expect(figure(page, 'revenue').locator('[data-value]')).toHaveText(
    formatSoles(overview.monthlyRecurringRevenueCents),
  );
  await expect(figure(page, 'orders').locator('[data-value]')).toHaveText(
    count(overview.ordersAwaitingApproval),
  );
  await expect(figure(page, 'orders')).toHaveAttribute(
    'href',
    '/app/admin/suscripciones?orders=pending_approval',
  );
  await expect(figure(page, 'tokens').locator('[data-value]')).toHaveText(
    count(overview.tokensSpentThisMonth),
  );
  await expect(figure(page, 'documents').locator('[data-value]')).toHaveText(
    count(overview.documentsThisMonth.issued),
  );
  await expect(page.locator('[data-figure="rejected"]')).toHaveText(
    `${count(overview.documentsThisMonth.rejected)} rechazados por SUNAT`,
  );

  // The demo data has a voucher awaiting approval and customers on paid plans.
  expect(overview.ordersAwaitingApproval).toBeGreaterThan(0);
  expect(overview.monthlyRecurringRevenueCents).toBeGreaterThan(0);

  await figure(page, 'tokens').click();
  await expectHeading(page, HEADINGS.adminReports);
  await expect(page).toHaveURL(`/app/admin/reportes?from=${from}&to=${to}&groupBy=day#tokens`);
  await expect(page.getByRole('button', { name: 'Este mes' })).toHaveAttribute('aria-pressed', 'true');
});

test("each report's CSV has the rows its chart and table show", async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/app/admin/reportes');
  await expectHeading(page, HEADINGS.adminReports);
  await page.getByRole('button', { name: 'Últimos 12 meses' }).click();
  await expect(page.getByRole('button', { name: 'Últimos 12 meses' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/groupBy=month/);
  const from = new URL(page.url()).searchParams.get('from')!;
  const to = new URL(page.url()).searchParams.get('to')!;

  const reports = [
    { id: 'usuarios-nuevos', file: 'usuarios-nuevos', header: 'Periodo,Usuarios nuevos', months: true },
    { id: 'suscripciones', file: 'suscripciones', header: 'Plan,Estado,Suscripciones', months: false },
    { id: 'ingresos', file: 'ingresos', header: 'Mes,Órdenes pagadas,Ingresos (S/)', months: true },
    { id: 'tokens', file: 'tokens-gastados', header: 'Mes,Tokens gastados', months: true },
  ];
  for (const report of reports) {
    const section = page.locator(`section#${report.id}`);
    // The chart is drawn from the rows the table lists.
    await expect(section.locator('.MuiBarChart-element').first()).toBeAttached();
    const rows = await tableRows(section);
    // Twelve whole months, this one included, whatever their figures.
    if (report.months) expect(rows).toHaveLength(12);
    else expect(rows.length).toBeGreaterThan(0);

    const csv = await downloadCsv(page, section);
    expect(csv.name).toBe(`reporte-${report.file}-${from}-${to}.csv`);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([report.header, ...rows]);
  }
  // The demo data has paid orders: revenue is not all zeros.
  const revenue = await page
    .locator('section#ingresos [data-csv-row]')
    .evaluateAll((rows) =>
      rows.map((row) => Number(row.querySelectorAll('[data-csv]')[2]?.getAttribute('data-csv'))),
    );
  expect(revenue.some((amount) => amount > 0)).toBe(true);
});

test('Reportes refuses an inverted range in Spanish and keeps the URL', async ({ page, signIn }) => {
  const path = '/app/admin/reportes?from=2026-01-01&to=2026-03-31&groupBy=month';
  await signIn('admin');
  await openWithData(page, path, HEADINGS.adminReports);
  await expect(page.locator('section#ingresos [data-csv-row]')).toHaveCount(3);
  await page.getByLabel('Desde').fill('2026-04-01');
  await page.getByRole('button', { name: 'Ver reportes' }).click();
  await expect(page.getByText('La fecha inicial no puede ser posterior a la fecha final.')).toBeVisible();
  await expect(page).toHaveURL(path);

  await page.goto('/app/admin/reportes?from=2020-01-01&to=2026-03-31&groupBy=month');
  await expectHeading(page, HEADINGS.adminReports);
  await expect(page.getByRole('alert')).toContainText('El rango no puede superar 731 días (dos años).');
});

// One test per page: both themes and the phone width, each a fresh load (the theme and the
// layout are chosen on load) in one signed-in browser, whose cache keeps the admin chunks.
for (const [path, heading, phonePath] of [
  ['/app/admin', HEADINGS.admin, '/app/admin'],
  [
    '/app/admin/reportes',
    HEADINGS.adminReports,
    '/app/admin/reportes?from=2026-01-01&to=2026-01-31&groupBy=day',
  ],
] as const) {
  test(`${path} fits a 360 px screen and has no axe violations in either theme`, async ({ page, signIn }) => {
    await signIn('admin');
    const desktop = page.viewportSize()!;
    await page.setViewportSize(PHONE);
    await openWithData(page, phonePath, heading);
    await expectNoSidewaysScroll(page);

    await page.setViewportSize(desktop);
    for (const colorScheme of COLOR_SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await openWithData(page, path, heading);
      if (path.endsWith('reportes')) {
        await page.getByRole('button', { name: 'Ver los datos en una tabla' }).first().click();
        await expect(page.getByRole('table').first()).toBeVisible();
      }
      await expectNoAxeViolations(page, `${colorScheme}: `);
    }
  });
}
