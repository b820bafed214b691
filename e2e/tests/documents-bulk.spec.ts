import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading } from '../support/headings.ts';
import { COLOR_SCHEMES, expectNoAxeViolations } from '../support/page-checks.ts';

// Emisión masiva as the demo customer does it on a desktop (issue 39): the CSV is read and judged
// by the server, shown, and issued only at «Emitir», against the built suite and the SUNAT double.

const HEADER =
  'documento;tipo;serie;fecha;cliente_tipo_documento;cliente_numero_documento;cliente_nombre;descripcion;cantidad;unidad;valor_unitario';

/** A factura to a RUC whose name the CSV leaves to the padrón, a boleta «sin documento», a boleta to a DNI. */
function bulkCsv(today: string, boletaQuantity: string): string {
  return [
    HEADER,
    `F-1;01;F001;${today};6;20512333797;;Servicio de instalación;1;ZZ;100`,
    `F-1;01;F001;${today};6;20512333797;;Cable UTP;2;NIU;15.50`,
    `B-1;03;B001;${today};;;;Arroz 5 kg;1;NIU;21.61`,
    `B-2;03;B001;${today};1;45678912;JUAN PEREZ;Aceite 1 L;${boletaQuantity};NIU;8.05`,
  ].join('\r\n');
}

async function choose(dialog: Locator, csv: string) {
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'emision-masiva.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
}

test(
  'Emisión masiva: a CSV seen before anything is issued, then issued whole',
  {
    annotation: [
      {
        type: 'journey',
        description:
          'Emisión masiva shows a CSV’s documents before issuing any: the total, the padrón’s razón social, each error in Spanish at its field, «Emitir» disabled until the file is fixed',
      },
      {
        type: 'journey',
        description:
          'the fixed CSV is issued at «Emitir», a boleta without the buyer’s document to «Clientes varios», and the batch ends with every document accepted',
      },
      { type: 'journey', description: 'the preview of Emisión masiva has no axe violations in either theme' },
    ],
  },
  async ({ page, signIn }) => {
    test.setTimeout(180_000);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Lima' });
    await signIn('customer');
    await page.goto('/app/comprobantes');
    await expectHeading(page, 'Comprobantes');
    await page.getByRole('button', { name: 'Emisión masiva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emisión masiva desde un CSV' });

    await test.step('the file with an error: shown, judged, nothing issued', async () => {
      await choose(dialog, bulkCsv(today, '0'));
      await expect(dialog.getByRole('status')).toHaveText(
        '2 comprobantes listos, 1 con errores: corrige el CSV y vuelve a elegirlo',
      );
      const table = dialog.getByRole('table', { name: 'Comprobantes del CSV' });
      const factura = table.getByRole('row').filter({ hasText: 'F-1' });
      await expect(factura).toContainText('RUC 20512333797 · COMERCIAL ANDINA S.A.C.');
      await expect(factura).toContainText('Razón social tomada del padrón de SUNAT');
      await expect(factura).toContainText('S/ 154.58');
      await expect(table.getByRole('row').filter({ hasText: 'B-1' })).toContainText(
        'Sin documento · Clientes varios',
      );
      await expect(table.getByRole('row').filter({ hasText: 'B-2' })).toContainText(
        'Ítem 1 — cantidad: La cantidad debe ser un número mayor que cero con hasta 10 decimales',
      );
      await expect(dialog.getByRole('button', { name: 'Emitir 3 comprobantes' })).toBeDisabled();
      for (const colorScheme of COLOR_SCHEMES) {
        await page.emulateMedia({ colorScheme });
        await expectNoAxeViolations(page, `Emisión masiva's preview (${colorScheme}): `);
      }
      await page.emulateMedia({ colorScheme: 'light' });
    });

    await test.step('the fixed file, issued at «Emitir»', async () => {
      await choose(dialog, bulkCsv(today, '2'));
      await expect(dialog.getByRole('status')).toHaveText('3 comprobantes listos para emitir');
      await dialog.getByRole('button', { name: 'Emitir 3 comprobantes' }).click();
      // Read every few seconds (8 a minute) until the job is done.
      await expect(dialog.getByText('Lote terminado: 3 emitidos.')).toBeVisible({ timeout: 60_000 });
      const results = dialog.getByRole('table', { name: 'Resultado por comprobante' });
      await expect(results.getByRole('row').filter({ hasText: 'B-1' })).toContainText(/B001-\d+ · Aceptado/);
      await expect(results.getByRole('row').filter({ hasText: 'F-1' })).toContainText(/F001-\d+ · Aceptado/);
    });
  },
);
