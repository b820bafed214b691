import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading } from '../support/headings.ts';

// The catalogues a shop fills once and issues from every day, and what the accountant takes
// away, as the demo customer does it on a desktop against the built suite and the SUNAT double.

const CLIENTS_CSV = [
  'tipo_documento;numero_documento;nombre;direccion;email',
  'RUC;20609123452;TECNOLOGÍA Y SISTEMAS CUSCO S.A.C.;Av. El Sol 815, Cusco;compras@tecsis.pe',
  'DNI;1234;PERSONA CON DNI CORTO;;',
].join('\r\n');

async function pickSuggestion(page: Page, field: string, typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: field }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

test(
  'clients imported from a CSV and a product saved once fill Emitir; the Listado exports what was issued',
  {
    annotation: [
      {
        type: 'journey',
        description:
          'Clientes imports a “;” CSV from Excel: the good row is created, the bad one says its row and why',
      },
      { type: 'journey', description: 'Productos y servicios saves a service with its price including IGV' },
      {
        type: 'journey',
        description:
          'Emitir picks the buyer and the line from the catalogues as they are typed, and SUNAT accepts the factura',
      },
      {
        type: 'journey',
        description: 'the Listado exports its filtered documents as a CSV an accountant opens in Excel',
      },
    ],
  },
  async ({ page, signIn }) => {
    await signIn('customer');

    await test.step('Clientes: a CSV with a good row and a bad one', async () => {
      await page.goto('/app/comprobantes/clientes');
      await expectHeading(page, 'Clientes');
      await page.getByRole('button', { name: 'Importar CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Importar clientes desde CSV' });
      await dialog.getByLabel('Elegir archivo CSV').setInputFiles({
        name: 'clientes.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${CLIENTS_CSV}`, 'utf8'),
      });
      const results = dialog.getByRole('table', { name: 'Resultado por fila' });
      await expect(results.getByRole('row').filter({ hasText: 'Con error' })).toContainText('3');
      await expect(results.getByRole('row').filter({ hasText: 'Creado' })).toContainText('20609123452');
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(page.getByRole('grid', { name: 'Clientes de la empresa' })).toContainText(
        'TECNOLOGÍA Y SISTEMAS CUSCO S.A.C.',
      );
    });

    await test.step('Productos y servicios: a service priced with IGV', async () => {
      await page.goto('/app/comprobantes/productos');
      await expectHeading(page, 'Productos y servicios');
      await page.getByRole('button', { name: 'Nuevo producto o servicio' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuevo producto o servicio' });
      await dialog.getByRole('textbox', { name: 'Código' }).fill('INST-01');
      await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Instalación de software contable');
      await dialog.getByRole('combobox', { name: 'Unidad' }).selectOption('ZZ');
      await dialog.getByRole('textbox', { name: 'Precio unitario' }).fill('236');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('grid', { name: 'Productos y servicios de la empresa' })).toContainText(
        'INST-01',
      );
    });

    const issued = await test.step('Emitir: the buyer and the line picked as they are typed', async () => {
      await page.goto('/app/comprobantes/emitir');
      await expectHeading(page, 'Emitir comprobante');
      await pickSuggestion(page, 'Número de documento', '2060912', /TECNOLOGÍA Y SISTEMAS CUSCO/);
      await expect(page.getByRole('textbox', { name: 'Nombre o razón social' })).toHaveValue(
        'TECNOLOGÍA Y SISTEMAS CUSCO S.A.C.',
      );
      await pickSuggestion(page, 'Descripción', 'Instalación', /^INST-01 · /);
      await expect(page.getByTestId('total-payable')).toHaveText('S/ 236.00');
      await page.getByRole('button', { name: 'Emitir S/ 236.00' }).click();
      const verdict = page.getByText(/^F001-\d+ aceptado por SUNAT$/);
      await expect(verdict).toBeVisible();
      return (await verdict.textContent())!.replace(' aceptado por SUNAT', '');
    });

    await test.step('the Listado exports the filtered documents as CSV', async () => {
      await page.goto('/app/comprobantes');
      await expectHeading(page, 'Comprobantes');
      await page.getByRole('textbox', { name: 'Cliente o número' }).fill(issued);
      await expect(page.getByRole('grid', { name: 'Comprobantes emitidos' }).getByRole('link')).toHaveText([
        issued,
      ]);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^\d{11}-comprobantes-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = (await readFile(await download.path())).toString('utf8');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const rows = csv.trim().split(/\r?\n/);
      expect(rows).toHaveLength(2);
      expect(rows[1]).toContain(issued);
      expect(rows[1]).toContain('TECNOLOGÍA Y SISTEMAS CUSCO S.A.C.');
      expect(rows[1]).toContain('236.00');
    });
  },
);

test('«Nuevo cliente» fills the buyer of a RUC typed from SUNAT’s padrón and warns about a NO HABIDO one', async ({
  page,
  signIn,
}) => {
  await signIn('customer');
  await page.goto('/app/comprobantes/clientes');
  await expectHeading(page, 'Clientes');
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
  const name = dialog.getByRole('textbox', { name: 'Nombre o razón social' });
  const address = dialog.getByRole('textbox', { name: 'Dirección (opcional)' });

  // A taxpayer of the demo padrón that is ACTIVO but NO HABIDO: filled, warned, still saved.
  await dialog.getByRole('textbox', { name: 'Número de documento' }).fill('20488677218');
  await expect(name).toHaveValue('AGROEXPORTADORA VALLE DE ICA S.A.');
  await expect(address).toHaveValue(/PANAMERICANA SUR/);
  await expect(dialog.getByRole('alert')).toContainText('figura como NO HABIDO');
  await address.fill('Panamericana Sur km 300, Ica');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('grid', { name: 'Clientes de la empresa' })).toContainText(
    'AGROEXPORTADORA VALLE DE ICA S.A.',
  );
});
