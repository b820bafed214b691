import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { xmlsecVerify } from '../../packages/einvoice/test/fixtures/xmlsec.ts';
import { qrFieldsOfXml, readPdf } from '../../packages/server/test/support/printed.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading } from '../support/headings.ts';
import { COLOR_SCHEMES, expectNoAxeViolations } from '../support/page-checks.ts';
import { issueFactura, ownCompanyId } from '../support/documents.ts';

// A document's life after it is issued, as the demo customer follows it on a desktop: what SUNAT
// rejected in the seeded history, the printed PDF and the signed XML checked by tools that are
// not ours, a credit note and a void, each seen by a second tab without reloading.

const LIST_GRID = 'Comprobantes emitidos';

/** The A4 PDF from its button; the XML, the accountant's, from behind «Más». */
async function download(page: Page, name: 'PDF A4' | 'XML'): Promise<Buffer> {
  const actions = page.getByRole('region', { name: 'Acciones' });
  if (name === 'XML') await actions.getByRole('button', { name: /^Más: XML/ }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    name === 'XML'
      ? page.getByRole('menuitem', { name: 'XML', exact: true }).click()
      : actions.getByRole('button', { name, exact: true }).click(),
  ]);
  return readFile(await file.path());
}

const rowOf = (page: Page, fullNumber: string) =>
  page
    .getByRole('grid', { name: LIST_GRID })
    .getByRole('row')
    .filter({
      has: page.getByRole('link', { name: fullNumber, exact: true }),
    });

test(
  'a document the seeded history saw rejected shows SUNAT’s code, its text and what to do',
  {
    annotation: {
      type: 'journey',
      description:
        'Comprobantes filtered by “Rechazado” finds the factura SUNAT refused as late (2108), whose detail says why and what to do; list and detail pass axe in both themes',
    },
  },
  async ({ page, signIn }) => {
    await signIn('customer');
    await page.goto('/app/comprobantes');
    await expectHeading(page, 'Comprobantes');
    // The Listado comes painted by the server and its app starts at the first sign of a person
    // (decision 39): as a person does, to the filter first (selectOption alone focuses nothing).
    await page.getByRole('combobox', { name: 'Estado' }).focus();
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('rejected');
    const links = page.getByRole('grid', { name: LIST_GRID }).getByRole('link', { name: /^F001-\d+$/ });
    await expect(links).toHaveCount(1);
    // The whole list, its state badges (the seeded month has every state) in both themes.
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('');
    await expect(page.getByRole('grid', { name: LIST_GRID }).getByText('Anulado').first()).toBeVisible();
    for (const colorScheme of COLOR_SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `/app/comprobantes (${colorScheme}): `);
    }
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('rejected');
    await expect(links).toHaveCount(1);
    await links.first().click();
    const verdict = page.getByRole('alert').filter({ hasText: 'rechazado por SUNAT' });
    // SUNAT's own words for 2108 (its CódigosRetorno), as the double answers them.
    await expect(verdict).toContainText('2108: Presentacion fuera de fecha');
    await expect(verdict).toContainText('emite un comprobante nuevo');
    for (const colorScheme of COLOR_SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `a rejected document's detail (${colorScheme}): `);
    }
  },
);

test(
  'the printed PDF and the signed XML agree and verify; a credit note and a void reach a second tab',
  {
    annotation: [
      {
        type: 'journey',
        description:
          'the detail’s PDF carries SUNAT’s QR, decoded by zbarimg, field by field equal to the downloaded XML',
      },
      { type: 'journey', description: 'the downloaded XML’s signature verifies with xmlsec1' },
      {
        type: 'journey',
        description:
          'a credit note issued from the detail is accepted, opens linked to its factura, and appears in another tab’s list',
      },
      {
        type: 'journey',
        description:
          'the owner voids a factura with a reason; another tab’s list shows it “Anulado” once SUNAT accepts the baja',
      },
    ],
  },
  async ({ page, context, signIn, suite, playwright }) => {
    const session = await signIn('customer');
    const request = await playwright.request.newContext();
    const companyId = await ownCompanyId(request, suite.apiUrl, session);
    const noted = await issueFactura(request, suite.apiUrl, session, companyId, 'Servicio de instalación');
    const voided = await issueFactura(request, suite.apiUrl, session, companyId, 'Venta por error');
    await request.dispose();

    const other = await context.newPage();
    await other.goto('/app/comprobantes');
    await expectHeading(other, 'Comprobantes');
    await expect(rowOf(other, voided.fullNumber)).toContainText('Aceptado');

    await page.goto(`/app/comprobantes/${companyId}/${noted.id}`);
    await expectHeading(page, `Factura ${noted.fullNumber}`);

    await test.step('the PDF’s QR says what the signed XML says, and xmlsec1 verifies the XML', async () => {
      const xml = (await download(page, 'XML')).toString('utf8');
      const { qr, text } = await readPdf(await download(page, 'PDF A4'));
      const fields = qrFieldsOfXml(xml);
      expect(qr).toBe(
        [
          fields.ruc,
          fields.documentType,
          fields.series,
          fields.number,
          fields.igv,
          fields.total,
          fields.issueDate,
          fields.customerDocumentType,
          fields.customerDocumentNumber,
          fields.hash,
          '',
        ].join('|'),
      );
      expect(text).toContain('FACTURA ELECTRÓNICA');
      const verified = xmlsecVerify(xml);
      expect(verified.output).toContain('OK');
      expect(verified.ok).toBe(true);
    });

    await test.step('a credit note from the detail, seen by the other tab', async () => {
      await page.getByRole('button', { name: 'Emitir nota de crédito' }).click();
      const dialog = page.getByRole('dialog', { name: `Nota de crédito de ${noted.fullNumber}` });
      await dialog.getByRole('textbox', { name: 'Sustento' }).fill('Descuento acordado con el cliente');
      await dialog.getByRole('button', { name: 'Emitir nota de crédito' }).click();
      await expect(dialog).toBeHidden();
      // The note's own detail opens, linked to the factura it modifies.
      const heading = page.getByRole('heading', { level: 1, name: /^Nota de crédito FC01-\d+$/ });
      await expect(heading).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Datos' }).getByRole('link', { name: noted.fullNumber }),
      ).toBeVisible();
      const noteNumber = (await heading.textContent())!.replace('Nota de crédito ', '');
      await expect(rowOf(other, noteNumber)).toContainText('Aceptado');
    });

    await test.step('the owner voids a factura; the other tab sees it annulled', async () => {
      await page.goto(`/app/comprobantes/${companyId}/${voided.id}`);
      await expectHeading(page, `Factura ${voided.fullNumber}`);
      await page.getByRole('button', { name: 'Anular' }).click();
      const dialog = page.getByRole('dialog', { name: `Anular ${voided.fullNumber}` });
      await expect(dialog).toContainText('comunicación de baja (RA)');
      await dialog.getByRole('textbox', { name: 'Motivo de la baja' }).fill('Venta registrada por error');
      await dialog.getByRole('button', { name: 'Anular comprobante' }).click();
      await expect(dialog).toBeHidden();
      // SUNAT answers the baja's ticket after a few polls of the document job.
      await expect(rowOf(other, voided.fullNumber)).toContainText('Anulado', { timeout: 60_000 });
      await expect(page.getByText('Anulado', { exact: true }).first()).toBeVisible();
    });
  },
);
