import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading } from '../support/headings.ts';

// Exports and advances (issue 41) as the demo customer issues them on a desktop, against the
// built suite, the real server and the SUNAT double (which checks SUNAT's anticipo rows itself).

const issueButton = (page: Page) => page.getByRole('button', { name: /^Emitir S\/ / });

async function fillFactura(page: Page, buyer: { number: string; name: string }, line: string, price: string) {
  await page.getByRole('combobox', { name: 'Número de documento' }).fill(buyer.number);
  await page.getByRole('textbox', { name: 'Nombre o razón social' }).fill(buyer.name);
  const item = page.getByRole('group', { name: 'Ítem 1' });
  await item.getByRole('combobox', { name: 'Descripción' }).fill(line);
  await item.getByRole('textbox', { name: 'Precio unitario' }).fill(price);
}

async function issueAndExpectAccepted(page: Page): Promise<string> {
  await issueButton(page).click();
  const verdict = page.getByText(/^F001-\d+ aceptado por SUNAT$/);
  await expect(verdict).toBeVisible();
  return (await verdict.textContent())!.replace(' aceptado por SUNAT', '');
}

test(
  'an advance factura, the factura that deducts it, and an export FOB: all accepted by SUNAT',
  {
    annotation: [
      {
        type: 'journey',
        description:
          'a factura marked «Es un anticipo» is accepted, and the next factura to that buyer deducts it from «Deducir anticipo», showing what is left, and is accepted for the rest',
      },
      {
        type: 'journey',
        description:
          'an «Exportación de bienes» FOB to a buyer abroad is issued with its lines at afectación 40 and accepted',
      },
    ],
  },
  async ({ page, signIn }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn('customer');
    await page.goto('/app/comprobantes/emitir');
    await expectHeading(page, 'Emitir comprobante');
    await expect(page.getByRole('combobox', { name: 'Serie' })).toHaveValue('F001');
    // A buyer of its own, so other journeys' advances never show here.
    const buyer = { number: '20100070970', name: 'Muebles del Norte S.A.C.' };

    const advance = await test.step('the advance: 30 % of the order, 708.00 with IGV', async () => {
      await fillFactura(page, buyer, 'Anticipo del 30 % del pedido', '708');
      await page.getByRole('checkbox', { name: /^Es un anticipo/ }).check();
      return issueAndExpectAccepted(page);
    });

    await test.step('the final factura deducts it: 2360.00 less 708.00', async () => {
      await page.getByRole('button', { name: 'Emitir otro' }).click();
      await fillFactura(page, buyer, 'Escritorios de melamina', '2360');
      const deduct = page.getByRole('combobox', { name: 'Deducir anticipo' });
      await expect(deduct.getByRole('option', { name: `${advance} · quedan S/ 708.00` })).toBeAttached();
      await deduct.selectOption({ label: `${advance} · quedan S/ 708.00` });
      await expect(page.getByRole('textbox', { name: 'Importe a deducir (con IGV)' })).toHaveValue('708.00');
      await expect(page.getByTestId('total-payable')).toHaveText('S/ 1,652.00');
      await issueAndExpectAccepted(page);
    });

    await test.step('an export of goods, FOB, to a buyer abroad', async () => {
      await page.getByRole('button', { name: 'Emitir otro' }).click();
      await page
        .getByRole('combobox', { name: 'Tipo de operación' })
        .selectOption({ label: 'Exportación de bienes' });
      await expect(page.getByRole('combobox', { name: 'Tipo de documento' })).toHaveValue('0');
      await page.getByRole('combobox', { name: 'Incoterm' }).selectOption('FOB');
      await fillFactura(
        page,
        { number: '98-7654321', name: 'Andes Trading LLC' },
        'Café en grano 60 kg',
        '310.50',
      );
      await issueAndExpectAccepted(page);
    });
  },
);
