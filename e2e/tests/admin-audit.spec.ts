import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { HEADINGS } from '../support/headings.ts';
import {
  COLOR_SCHEMES,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  PHONE,
} from '../support/page-checks.ts';
import { apiCall, createCustomer, DEMO } from '../support/sign-in.ts';

/**
 * Visits Auditoría and waits for its heading: the page's chunk carries the Data Grid, and on a
 * loaded 2-core machine its first load has taken longer than the default 15 s.
 */
async function openAudit(page: Page, path = '/app/admin/auditoria') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS.audit, exact: true })).toBeVisible({
    timeout: 60_000,
  });
}

/** Types into the grid's quick search (a button opens it, as MUI X draws it). */
async function searchGrid(page: Page, text: string) {
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
}

// The owner renames a customer through the API; Auditoría finds the change by search, shows
// only what changed, by Spanish field names, and exports it in the CSV.
test('the owner finds a change by search, sees its before and after, and exports it', async ({
  page,
  request,
  suite,
  signIn,
}) => {
  const owner = await signIn('owner');
  const customer = await createCustomer(request, suite.apiUrl, owner);
  const newName = `Rosa Auditada ${Date.now().toString(36)}`;
  await apiCall(request, suite.apiUrl, owner, 'PATCH', `/users/${customer.publicId}`, { fullName: newName });

  await openAudit(page);
  await searchGrid(page, newName);
  await expect(page).toHaveURL(/search=Rosa\+Auditada/);
  const grid = page.getByRole('grid', { name: 'Registro de auditoría' });
  // The record by its name: no id a person cannot read (issue 28, item 8).
  const row = grid.getByRole('row').filter({ hasText: `Usuario ${newName}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Usuario actualizado');
  await expect(row).toContainText(DEMO.owner.email);
  await expect(row).not.toContainText(customer.publicId);

  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Detalle del cambio' });
  // Only what changed, by its Spanish name, in words: the name, and the update's time.
  const fullName = dialog
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Nombre completo', exact: true }) });
  await expect(fullName).toContainText('Rosa Prueba Mamani');
  await expect(fullName).toContainText(newName);
  await expect(dialog.getByRole('rowheader', { name: 'Email', exact: true })).toHaveCount(0);
  await expect(dialog).not.toContainText('fullName');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('auditoria.csv');
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.startsWith('\ufeffFecha,Usuario,Acción')).toBe(true);
  // Only what the search matched: the rename, not the account's creation.
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Usuario actualizado');
  expect(lines[1]).toContain(customer.publicId);
  expect(lines[1]).toContain(newName);
});

test('a date range that ends before it starts is refused in Spanish, in the URL it came from', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await openAudit(page, '/app/admin/auditoria?desde=2026-11-20&hasta=2026-11-01');
  await expect(page.getByText('La fecha inicial no puede ser posterior a la final').first()).toBeVisible();
  await page.getByLabel('Acción', { exact: true }).click();
  await page.getByRole('option', { name: 'Voucher aprobado' }).click();
  await expect(page).toHaveURL(/accion=order\.approve/);
  await expect(page).toHaveURL(/desde=2026-11-20/);
});

// One browser, one fresh load per check (the layout and the theme are chosen on load): the
// phone width, then both themes with axe over the grid and an entry's detail.
test(
  "Auditoría at 360 px and in both themes: the grid scrolls inside itself; no axe violations, an entry's detail included",
  {
    annotation: [
      {
        type: 'journey',
        description: "Auditoría and an entry's detail have no axe violations in either theme",
      },
      { type: 'journey', description: 'Auditoría fits a 360 px screen; its grid scrolls inside itself' },
    ],
  },
  async ({ page, request, suite, signIn }) => {
    // Four axe passes over a Data Grid: on a loaded machine they outlast the default minute.
    test.slow();
    const owner = await signIn('owner');
    const customer = await createCustomer(request, suite.apiUrl, owner);
    await apiCall(request, suite.apiUrl, owner, 'PATCH', `/users/${customer.publicId}`, { isActive: false });

    const desktop = page.viewportSize()!;
    await page.setViewportSize(PHONE);
    await openAudit(page);
    await expect(
      page.getByRole('grid', { name: 'Registro de auditoría' }).getByRole('row').nth(1),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.setViewportSize(desktop);

    for (const colorScheme of COLOR_SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await openAudit(page, `/app/admin/auditoria?search=${customer.publicId}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const row = page.getByRole('row').filter({ hasText: 'Usuario desactivado' });
      await expect(row).toHaveCount(1);
      await expectNoAxeViolations(page, `${colorScheme}, Auditoría: `);

      await row.click();
      await expect(
        page.getByRole('dialog', { name: 'Detalle del cambio' }).getByRole('rowheader', { name: 'Activo' }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `${colorScheme}, detail: `);
    }
  },
);
