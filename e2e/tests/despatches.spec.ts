import { mkdir, readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { readPdf } from '../../packages/server/test/support/printed.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading } from '../support/headings.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from '../support/page-checks.ts';
import { issueFactura, ownCompanyId } from '../support/documents.ts';
import { apiCall, type ApiSession } from '../support/sign-in.ts';

// Issue 42 item 4: guías de remisión from the screens, as the demo customer issues them.

/** The first guía's driver is picked from Conductores by the second: they run in order. */
test.describe.configure({ mode: 'serial' });

/** The company's T001 and V001 series, made once (a second run finds them). */
async function guiaSeries(
  request: APIRequestContext,
  apiUrl: string,
  session: ApiSession,
  companyId: string,
) {
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const series = (await (
    await request.get(`${apiUrl}/companies/${companyId}/series`, { headers })
  ).json()) as {
    data: { series: string }[];
  };
  const establishments = (await (
    await request.get(`${apiUrl}/companies/${companyId}/establishments`, { headers })
  ).json()) as { data: { publicId: string }[] };
  for (const [documentType, name] of [
    ['09', 'T001'],
    ['31', 'V001'],
  ] as const)
    if (!series.data.some((item) => item.series === name))
      await apiCall(request, apiUrl, session, 'POST', `/companies/${companyId}/series`, {
        establishmentId: establishments.data[0]!.publicId,
        documentType,
        series: name,
      });
}

/**
 * axe's verdict on a page and no sideways scroll; with E2E_SCREENSHOTS=<dir>, also what it looks
 * like, for a person to look at after a change of its layout (nothing is written otherwise).
 */
async function shotAndAxe(page: Page, name: string) {
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, `${name}: `);
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const fill = (page: Page, label: string | RegExp, value: string) =>
  page.getByRole('textbox', { name: label, exact: typeof label === 'string' }).fill(value);

/** The plate and the driver's document also offer the company's Vehículos and Conductores. */
const comboFill = (page: Page, label: string, value: string) =>
  page.getByRole('combobox', { name: label, exact: true }).fill(value);

async function vehicleAndDriver(page: Page) {
  await comboFill(page, 'Placa', 'ABC123');
  await comboFill(page, 'DNI del conductor', '44556677');
  await fill(page, 'Licencia de conducir', 'Q44556677');
  await fill(page, 'Nombres', 'JUAN CARLOS');
  await fill(page, 'Apellidos', 'QUISPE MAMANI');
}

/** The first guía left «Guardar en Conductores» ticked: its driver is picked, and fills the rest. */
async function storedDriver(page: Page) {
  await comboFill(page, 'Placa', 'ABC123');
  await comboFill(page, 'DNI del conductor', '4455');
  await page.getByRole('option', { name: 'DNI 44556677 · JUAN CARLOS QUISPE MAMANI' }).click();
  await expect(page.getByRole('textbox', { name: 'Licencia de conducir' })).toHaveValue('Q44556677');
}

async function places(page: Page) {
  await fill(page, 'Dirección (punto de partida)', 'AV. LOS OLIVOS 123, LIMA');
  await fill(page, 'Dirección (punto de llegada)', 'AV. JAVIER PRADO ESTE 4200, LIMA');
}

/** Waits on the detail for SUNAT's answer to the ticket (despatch_updated refreshes it). */
async function accepted(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Aceptada' })).toBeVisible({ timeout: 30_000 });
}

test(
  'a guía 09 from an accepted factura with one tap at 390 px, accepted, its PDF’s QR decoded',
  {
    annotation: {
      type: 'journey',
      description:
        'on a 390 px phone «Emitir guía» on an accepted factura opens the guía remitente with its buyer and lines; issued, its ticket turns «Aceptada» on the detail, and the PDF’s QR (zbarimg) is the link SUNAT’s CDR gave',
    },
  },
  async ({ page, signIn, suite, playwright }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    const session = await signIn('customer');
    const request = await playwright.request.newContext();
    const companyId = await ownCompanyId(request, suite.apiUrl, session);
    await guiaSeries(request, suite.apiUrl, session, companyId);
    const factura = await issueFactura(request, suite.apiUrl, session, companyId, 'Arroz extra costal 50 kg');
    await request.dispose();

    await test.step('one tap on the factura, the transport typed, the guía accepted', async () => {
      await page.goto(`/app/comprobantes/${companyId}/${factura.id}`);
      await expectHeading(page, `Factura ${factura.fullNumber}`);
      await page.getByRole('link', { name: 'Emitir guía' }).click();
      await expectHeading(page, 'Emitir guía de remisión remitente');
      await expect(page.getByRole('textbox', { name: 'Descripción' })).toHaveValue(
        'Arroz extra costal 50 kg',
      );
      await shotAndAxe(page, 'form-09-390-light');
      await fill(page, 'Peso bruto total', '100');
      await places(page);
      await vehicleAndDriver(page);
      await page.getByRole('button', { name: 'Emitir guía', exact: true }).click();
      // Its number is SUNAT's next one: the detail's own h1, by pattern.
      await expect(page.getByRole('heading', { level: 1, name: /^Guía remitente T001-\d+$/ })).toBeVisible();
      await accepted(page);
      await shotAndAxe(page, 'detail-09-390-light');
    });

    await test.step('the PDF carries the QR SUNAT’s CDR links to', async () => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'PDF', exact: true }).click(),
      ]);
      const name = file.suggestedFilename();
      expect(name).toMatch(/^\d{11}-09-T001-\d+\.pdf$/);
      const { qr, text } = await readPdf(await readFile(await file.path()));
      const link = new URL(qr);
      expect(`${link.origin}${link.pathname}`).toBe(
        'https://e-factura.sunat.gob.pe/v1/contribuyente/gre/comprobantes/descargaqr',
      );
      expect(Buffer.from(link.searchParams.get('hashqr')!, 'base64url').toString()).toBe(
        name.replace(/\.pdf$/, ''),
      );
      expect(text).toContain('GUÍA DE REMISIÓN REMITENTE ELECTRÓNICA');
      expect(text).toContain(factura.fullNumber);
    });

    await page.goto('/app/comprobantes/guias');
    await expectHeading(page, 'Guías de remisión');
    await shotAndAxe(page, 'list-390-light');
  },
);

test(
  'a guía 31 at 1366 px in the dark theme, its driver picked from Conductores',
  {
    annotation: {
      type: 'journey',
      description:
        'at 1366 px in the dark theme a guía transportista (31) is issued from «Guías de remisión», its driver picked from Conductores (saved by the first guía), and accepted; list, forms and detail pass axe',
    },
  },
  async ({ page, signIn, suite, playwright }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.emulateMedia({ colorScheme: 'dark' });
    const session = await signIn('customer');
    const request = await playwright.request.newContext();
    const companyId = await ownCompanyId(request, suite.apiUrl, session);
    await request.dispose();

    await test.step('at 1366 px, dark: a guía transportista', async () => {
      await page.goto('/app/comprobantes/guias');
      await expectHeading(page, 'Guías de remisión');
      await expect(page.getByRole('grid', { name: 'Guías de remisión' })).toBeVisible();
      await shotAndAxe(page, 'list-1366-dark');
      await page.getByRole('link', { name: 'Emitir guía transportista' }).click();
      await expectHeading(page, 'Emitir guía de remisión transportista');
      const shipper = page.getByRole('region', { name: 'Remitente (dueño de los bienes)' });
      await shipper.getByRole('textbox', { name: 'Número de documento' }).fill('20512345678');
      await shipper
        .getByRole('textbox', { name: 'Nombre o razón social' })
        .fill('DISTRIBUIDORA DEL NORTE S.A.');
      const recipient = page.getByRole('region', { name: 'Destinatario' });
      await recipient.getByRole('textbox', { name: 'Número de documento' }).fill('20100070970');
      await recipient
        .getByRole('textbox', { name: 'Nombre o razón social' })
        .fill('SUPERMERCADOS PERUANOS S.A.');
      await places(page);
      await fill(page, 'Registro MTC de tu empresa', '0025874CNG');
      await storedDriver(page);
      await fill(page, 'Descripción', 'Cajas de conservas de pescado');
      await fill(page, 'Peso bruto total', '350');
      await shotAndAxe(page, 'form-31-1366-dark');
      await page.getByRole('button', { name: 'Emitir guía', exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: /^Guía transportista V001-\d+$/ }),
      ).toBeVisible();
      await accepted(page);
      await shotAndAxe(page, 'detail-31-1366-dark');
      await page.goto(`/app/mis-empresas/${companyId}/facturacion`);
      await expect(
        page.getByRole('heading', { name: 'Credenciales de API SUNAT (guías de remisión)' }),
      ).toBeVisible();
      await shotAndAxe(page, 'gre-credentials-1366-dark');
    });
  },
);
