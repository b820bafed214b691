import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ownCompanyId } from '../support/documents.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading } from '../support/headings.ts';
import { waitForLivePage } from '../support/live-page.ts';
import { COLOR_SCHEMES, expectNoAxeViolations, expectNoSidewaysScroll } from '../support/page-checks.ts';

// Retenciones y percepciones (issue 41 item 3) as the demo customer uses them on a phone, against
// the built suite, the real server and the SUNAT double's other-CPE service.

test.use({ viewport: { width: 390, height: 844 } });

/**
 * The app's own theme switch (the shell reads the system preference only when it loads, so an
 * emulated preference would need a reload, which loses a form being filled).
 */
async function switchScheme(page: Page, scheme: 'light' | 'dark') {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) !== scheme) {
    await page
      .getByRole('button', { name: scheme === 'dark' ? 'Cambiar a tema oscuro' : 'Cambiar a tema claro' })
      .click();
    await expect(html).toHaveAttribute('data-theme', scheme);
  }
  // The switch's tooltip is not part of the page being checked.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

/** Axe over the page in both themes, back to light after. */
async function axeInBothThemes(page: Page, where: string) {
  for (const colorScheme of COLOR_SCHEMES) {
    await switchScheme(page, colorScheme);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page, `${where} (${colorScheme}): `);
  }
  await switchScheme(page, 'light');
}

/**
 * E2E_SCREENSHOTS=<dir>: the pages as a person sees them, on a phone in light and on a laptop in
 * dark, for a look after a change of their layout. Nothing is written otherwise.
 */
async function screenshots(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const phone = page.viewportSize()!;
  await page.screenshot({ path: `${dir}/${name}-390-light.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await switchScheme(page, 'dark');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: `${dir}/${name}-1366-dark.png`, fullPage: true });
  await page.setViewportSize(phone);
  await switchScheme(page, 'light');
}

test(
  'on a phone the owner makes the company an agente de retención, issues a retención SUNAT accepts and downloads its PDF',
  {
    annotation: [
      {
        type: 'journey',
        description:
          'the company’s Facturación electrónica makes it an agente de retención, and Comprobantes then offers «Retenciones y percepciones»',
      },
      {
        type: 'journey',
        description:
          'a retención of a factura is issued on a 390 px phone with its 3 % previewed, accepted by SUNAT, listed, and its PDF downloaded',
      },
      {
        type: 'journey',
        description:
          'Retenciones y percepciones, its Emitir and a retención’s detail fit a 390 px screen and have no axe violations in either theme',
      },
      {
        type: 'journey',
        description:
          'the Comprobantes Listado filtered by «Comprobante de retención» lists the retención beside the facturas and opens its own page',
      },
    ],
  },
  async ({ page, signIn, request, suite }) => {
    test.slow();
    const session = await signIn('customer');
    const companyId = await ownCompanyId(request, suite.apiUrl, session);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Lima' });

    await test.step('the settings: agente de retención', async () => {
      await page.goto(`/app/mis-empresas/${companyId}/facturacion`);
      const section = page.getByRole('region', { name: 'Retenciones y percepciones' });
      await expect(
        section.getByRole('heading', { level: 2, name: 'Retenciones y percepciones' }),
      ).toBeVisible();
      const retention = section.getByRole('checkbox', { name: /^Agente de retención/ });
      await retention.check();
      await section.getByRole('button', { name: 'Guardar condición de agente' }).click();
      await expect(page.getByText('Se guardó la condición de agente de la empresa')).toBeVisible();
      await expect(retention).toBeChecked();
    });

    await test.step('Comprobantes offers Retenciones y percepciones', async () => {
      await page.goto('/app/comprobantes');
      await expectHeading(page, 'Comprobantes');
      // The Listado comes painted by the server and its app starts at the first sign of a person
      // (decision 39); the button, which asks whether the company is an agent, comes with the app.
      await waitForLivePage(page);
      await page.getByRole('link', { name: 'Retenciones y percepciones' }).click();
      await expectHeading(page, 'Retenciones y percepciones');
      await page.getByRole('link', { name: 'Emitir retención o percepción' }).click();
      await expectHeading(page, 'Emitir retención o percepción');
    });

    const number = await test.step('a retención of a factura, 3 % of S/ 1180.00', async () => {
      await page.getByRole('textbox', { name: 'Número de documento' }).fill('20100070970');
      await page.getByRole('textbox', { name: 'Nombre o razón social' }).fill('Muebles del Norte S.A.C.');
      const related = page.getByRole('group', { name: 'Comprobante relacionado 1' });
      await related.getByRole('textbox', { name: 'Número', exact: true }).fill('321');
      await related.getByLabel('Fecha de emisión').fill(today);
      await related.getByRole('textbox', { name: 'Importe total del comprobante' }).fill('1180');
      await related.getByRole('textbox', { name: 'Importe pagado' }).fill('1180');
      await expect(related.getByText('Retenido: S/ 35.40 · Neto pagado: S/ 1,144.60')).toBeVisible();
      await expect(page.getByTestId('total-amount')).toHaveText('S/ 35.40');
      await expectNoSidewaysScroll(page);
      await axeInBothThemes(page, 'Emitir retención o percepción');
      await screenshots(page, 'emitir');
      await page.getByRole('button', { name: 'Emitir', exact: true }).click();
      const verdict = page.getByText(/^R001-\d+ aceptado por SUNAT$/);
      await expect(verdict).toBeVisible();
      return (await verdict.textContent())!.replace(' aceptado por SUNAT', '');
    });

    await test.step('its detail, and the PDF', async () => {
      await page.getByRole('link', { name: 'Ver comprobante' }).click();
      await expectHeading(page, `Retención ${number}`);
      await expect(page.getByText('Aceptado', { exact: true }).first()).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'PDF', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`-20-${number}\\.pdf$`));
      expect(
        readFileSync((await download.path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await expect(page.getByRole('button', { name: 'Enviar por correo' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await axeInBothThemes(page, 'the retención’s detail');
      await screenshots(page, 'detalle');
    });

    await test.step('the list shows it', async () => {
      await page.getByRole('link', { name: /Volver a Retenciones y percepciones/ }).click();
      await expectHeading(page, 'Retenciones y percepciones');
      await expect(page.getByRole('link', { name: `Retención ${number}` })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await axeInBothThemes(page, 'Retenciones y percepciones');
      await screenshots(page, 'lista');
    });

    await test.step('the Comprobantes Listado shows it too, filtered by its type, and opens its page', async () => {
      await page.goto('/app/comprobantes?type=20');
      await expectHeading(page, 'Comprobantes');
      await page.getByRole('link', { name: number, exact: true }).click();
      await expectHeading(page, `Retención ${number}`);
    });
  },
);
