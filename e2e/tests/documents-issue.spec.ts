import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading } from '../support/headings.ts';
import { expectNoSidewaysScroll } from '../support/page-checks.ts';

// Comprobantes as the demo customer uses it on a phone, against the built suite, the real server
// and the SUNAT double: the demo company signs with the TEST certificate the seed gives it.

test.use({ viewport: { width: 390, height: 844 } });

const ISSUE_HEADING = 'Emitir comprobante';

async function fillLine(page: Page, description: string, price: string) {
  const line = page.getByRole('group', { name: 'Ítem 1' });
  await line.getByRole('combobox', { name: 'Descripción' }).fill(description);
  await line.getByRole('textbox', { name: 'Precio unitario' }).fill(price);
}

/** Sends the form and waits for SUNAT's verdict; answers the document's number. */
async function issueAndExpectAccepted(page: Page, series: string): Promise<string> {
  await page.getByRole('button', { name: 'Emitir y enviar a SUNAT' }).click();
  const verdict = page.getByText(new RegExp(`^${series}-\\d+ aceptado por SUNAT$`));
  await expect(verdict).toBeVisible();
  return (await verdict.textContent())!.replace(' aceptado por SUNAT', '');
}

test(
  'on a phone the customer issues a factura to a RUC and a boleta to a DNI, both accepted, and the list shows both',
  {
    annotation: [
      {
        type: 'journey',
        description:
          'a factura to a RUC is refused with a wrong check digit, then issued and accepted, on a 390 px phone',
      },
      {
        type: 'journey',
        description: 'a boleta to a DNI is issued with “Emitir otro” and accepted, on a 390 px phone',
      },
      {
        type: 'journey',
        description:
          'a factura with a global discount and a detracción (catálogo 54, its account) is issued and accepted, on a 390 px phone',
      },
      {
        type: 'journey',
        description: 'Comprobantes lists both documents, each a link to its detail with SUNAT’s answer',
      },
    ],
  },
  async ({ page, signIn }) => {
    await signIn('customer');
    await page.goto('/app/comprobantes/emitir');
    await expectHeading(page, ISSUE_HEADING);
    await expect(page.getByRole('combobox', { name: 'Serie' })).toHaveValue('F001');
    await expectNoSidewaysScroll(page);

    const factura =
      await test.step('a factura to a RUC: the check digit first, then SUNAT accepts it', async () => {
        await page.getByRole('combobox', { name: 'Número de documento' }).fill('20607854240');
        await page.getByRole('textbox', { name: 'Nombre o razón social' }).fill('Distribuidora Norte S.A.C.');
        await fillLine(page, 'Servicio de mantenimiento', '118');
        await expect(page.getByTestId('total-payable')).toHaveText('S/ 118.00');
        await page.getByRole('button', { name: 'Emitir y enviar a SUNAT' }).click();
        await expect(page.getByRole('alert').filter({ hasText: 'Corrige lo indicado' })).toContainText(
          'El RUC del cliente no es válido: revisa sus 11 dígitos',
        );
        await page.getByRole('combobox', { name: 'Número de documento' }).fill('20607854247');
        return issueAndExpectAccepted(page, 'F001');
      });

    const boleta = await test.step('“Emitir otro”: a boleta to a DNI, accepted', async () => {
      await page.getByRole('button', { name: 'Emitir otro' }).click();
      await page.getByRole('combobox', { name: 'Tipo de comprobante' }).selectOption('03');
      await expect(page.getByRole('combobox', { name: 'Serie' })).toHaveValue('B001');
      await expect(page.getByRole('combobox', { name: 'Tipo de documento' })).toHaveValue('1');
      await page.getByRole('combobox', { name: 'Número de documento' }).fill('45678912');
      await page.getByRole('textbox', { name: 'Nombre o razón social' }).fill('Juan Pérez');
      await fillLine(page, 'Arroz 5 kg', '25.50');
      await expect(page.getByTestId('total-payable')).toHaveText('S/ 25.50');
      await expectNoSidewaysScroll(page);
      return issueAndExpectAccepted(page, 'B001');
    });

    await test.step('“Emitir otro”: a factura with a discount and a detracción, accepted', async () => {
      await page.getByRole('button', { name: 'Emitir otro' }).click();
      await expect(page.getByRole('combobox', { name: 'Serie' })).toHaveValue('F001');
      await page.getByRole('combobox', { name: 'Número de documento' }).fill('20512333797');
      await page.getByRole('textbox', { name: 'Nombre o razón social' }).fill('Comercial Andina S.A.C.');
      await fillLine(page, 'Mantenimiento de maquinaria', '1416');
      await page.getByRole('textbox', { name: 'Descuento global (sin IGV)' }).fill('100');
      await page.getByRole('checkbox', { name: 'Operación sujeta a detracción (SPOT)' }).check();
      const detraction = page.getByRole('group', { name: 'Operación sujeta a detracción (SPOT)' });
      await detraction.getByRole('combobox', { name: 'Bien o servicio (catálogo 54)' }).selectOption('020');
      await detraction
        .getByRole('textbox', { name: 'Cuenta de detracciones (Banco de la Nación)' })
        .fill('00-123-456789');
      // 1,200 − 100 of base and 18 % IGV.
      await expect(page.getByTestId('total-payable')).toHaveText('S/ 1298.00');
      await expectNoSidewaysScroll(page);
      await issueAndExpectAccepted(page, 'F001');
    });

    await test.step('the list shows both, and a detail shows SUNAT’s answer', async () => {
      await page.goto('/app/comprobantes');
      await expectHeading(page, 'Comprobantes');
      const grid = page.getByRole('grid', { name: 'Comprobantes emitidos' });
      await expect(grid.getByRole('link', { name: factura })).toBeVisible();
      await expect(grid.getByRole('link', { name: boleta })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await grid.getByRole('link', { name: factura }).click();
      await expectHeading(page, `Factura ${factura}`);
      await expect(page.getByText(`${factura} aceptado por SUNAT`, { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  },
);
