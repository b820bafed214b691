import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHeading } from '../support/headings.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from '../support/page-checks.ts';
import { apiCall } from '../support/sign-in.ts';

// Issue 39: at the counter, on a phone, the document leaves in one tap: the 80 mm ticket to the
// printer, the Consulta link to the buyer's WhatsApp, an e-mail to whatever address they give.

// A phone, touch and all: its browser has no PDF viewer inside a page, so the ticket opens in a
// tab of its own (headless Chromium's renderer also dies printing a PDF from a frame).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A boleta of S/ 25.50 to a DNI through Emitir; answers its number once SUNAT accepted it. */
async function issueBoleta(page: Page): Promise<string> {
  await page.goto('/app/comprobantes/emitir');
  await expectHeading(page, 'Emitir comprobante');
  // The page may come drawn by the server, its app started at the first touch (decision 39).
  await page.getByRole('combobox', { name: 'Tipo de comprobante' }).focus();
  await expect(page.locator('#root[data-prerendered-path]')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Tipo de comprobante' }).selectOption('03');
  await expect(page.getByRole('combobox', { name: 'Serie' })).toHaveValue('B001');
  await page.getByRole('combobox', { name: 'Número de documento' }).fill('45678912');
  await page.getByRole('textbox', { name: 'Nombre o razón social' }).fill('Juan Pérez');
  const line = page.getByRole('group', { name: 'Ítem 1' });
  await line.getByRole('combobox', { name: 'Descripción' }).fill('Arroz 5 kg');
  await line.getByRole('textbox', { name: 'Precio unitario' }).fill('25.50');
  await page.getByRole('button', { name: /^Emitir (y enviar a SUNAT|S\/)/ }).click();
  const verdict = page.getByText(/^B001-\d+ aceptado por SUNAT$/);
  await expect(verdict).toBeVisible();
  return (await verdict.textContent())!.replace(' aceptado por SUNAT', '');
}

/**
 * Axe in the theme the page has, then in the other one, switched with the app bar's toggle: a
 * screen reached by issuing has no address to load again in another colour scheme.
 */
async function expectNoAxeViolationsInBothThemes(page: Page, where: string): Promise<void> {
  const html = page.locator('html');
  const first = (await html.getAttribute('data-theme'))!;
  await expectNoAxeViolations(page, `${where} (${first}): `);
  await page.getByRole('button', { name: /^Cambiar a tema/ }).click();
  const second = first === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-theme', second);
  // The toggle's tooltip, open while the pointer rests on it, stands outside the landmarks.
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expectNoAxeViolations(page, `${where} (${second}): `);
}

test(
  'after a boleta on a phone: the ticket prints, WhatsApp carries the Consulta, an e-mail goes anywhere and is in the history',
  {
    annotation: [
      {
        type: 'journey',
        description:
          'after issuing a boleta on a 390 px phone, «Imprimir ticket» asks for the 80 mm PDF and «Enviar por WhatsApp» carries the number, the total and the Consulta link',
      },
      {
        type: 'journey',
        description:
          'a company that prints tickets gets «Imprimir ticket» as the first button of an open result, as soon as an administrator chooses it',
      },
      {
        type: 'journey',
        description:
          '«Copiar enlace» copies the Consulta link, and «Enviar por correo» sends to any address, which the detail’s history then names',
      },
      {
        type: 'journey',
        description:
          'the result and the detail with their sending buttons fit 390 px with no axe violations in either theme',
      },
    ],
  },
  async ({ page, context, signIn, suite, playwright }) => {
    const session = await signIn('customer');
    const number = await issueBoleta(page);
    const result = page.getByRole('region', { name: number, exact: true });
    const detailPath = (await result.getByRole('link', { name: 'Ver detalle' }).getAttribute('href'))!;
    const companyId = detailPath.split('/').at(-2)!;
    const request = await playwright.request.newContext();
    const printFormat = (format: 'a4' | 'ticket') =>
      apiCall(request, suite.apiUrl, session, 'PATCH', `/companies/${companyId}`, { printFormat: format });

    try {
      await test.step('the company chooses the ticket: the open result leads with it', async () => {
        await expect(result.getByRole('button', { name: 'PDF A4' })).toHaveClass(/MuiButton-contained/);
        await printFormat('ticket');
        await expect(result.getByRole('button', { name: 'Imprimir ticket' })).toHaveClass(
          /MuiButton-contained/,
        );
        await expect(result.getByRole('button', { name: 'PDF A4' })).toHaveClass(/MuiButton-outlined/);
      });

      await test.step('«Imprimir ticket» asks the API for the 80 mm PDF and opens it in a tab', async () => {
        // A print dialog cannot be seen headless: the ticket's answer and its tab are asserted.
        const [ticket, tab] = await Promise.all([
          page.waitForResponse((response) => /\/documents\/[^/]+\/pdf\?format=ticket$/.test(response.url())),
          page.waitForEvent('popup'),
          result.getByRole('button', { name: 'Imprimir ticket' }).click(),
        ]);
        expect(ticket.status()).toBe(200);
        expect(ticket.headers()['content-type']).toBe('application/pdf');
        await expect.poll(() => tab.url()).toMatch(/^blob:/);
        await tab.close();
        await expect(result.getByRole('button', { name: 'Imprimir ticket' })).toBeEnabled();
      });

      const consulta = `${new URL(page.url()).origin}/consulta?`;
      await test.step('«Enviar por WhatsApp» carries the number, the total and the Consulta link', async () => {
        const whatsapp = result.getByRole('link', { name: 'Enviar por WhatsApp' });
        const href = (await whatsapp.getAttribute('href'))!;
        expect(href).toContain('https://wa.me/?text=');
        const text = new URL(href).searchParams.get('text')!;
        expect(text).toContain(`Boleta de venta ${number} por S/ 25.50`);
        expect(text).toContain(consulta);
        const link = new URL(text.slice(text.indexOf(consulta)).split(' ')[0]!);
        expect(Object.fromEntries(link.searchParams)).toMatchObject({
          documentType: '03',
          series: 'B001',
          number: number.split('-')[1],
          total: '25.50',
        });
        await expect(whatsapp).toHaveAttribute('target', '_blank');
      });

      await test.step('«Copiar enlace» copies the same Consulta link', async () => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await result.getByRole('button', { name: 'Copiar enlace' }).click();
        await expect(page.getByText('Enlace copiado')).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(consulta);
      });

      await expectNoAxeViolationsInBothThemes(page, 'the issue result');
      await expectNoSidewaysScroll(page);

      await test.step('«Enviar por correo» to any address; the detail’s history names it', async () => {
        await result.getByRole('button', { name: 'Enviar por correo' }).click();
        const dialog = page.getByRole('dialog', { name: `Enviar ${number} por correo` });
        const address = dialog.getByRole('textbox', { name: 'Email del cliente' });
        await address.fill('caja@');
        await dialog.getByRole('button', { name: 'Enviar' }).click();
        await expect(dialog.getByText('Ingresa un email válido')).toBeVisible();
        await address.fill('compras@bodega-lucia.example');
        await dialog.getByRole('button', { name: 'Enviar' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText('Comprobante enviado')).toBeVisible();

        await result.getByRole('link', { name: 'Ver detalle' }).click();
        await expectHeading(page, `Boleta de venta ${number}`);
        const history = page.getByRole('region', { name: 'Historial' });
        await expect(history).toContainText('Enviado por email a compras@bodega-lucia.example');
        const actions = page.getByRole('region', { name: 'Acciones' });
        await expect(actions.getByRole('button', { name: 'Imprimir ticket' })).toHaveClass(
          /MuiButton-contained/,
        );
        await expect(actions.getByRole('link', { name: 'Enviar por WhatsApp' })).toHaveAttribute(
          'href',
          /^https:\/\/wa\.me\/\?text=/,
        );
      });

      await expectNoAxeViolationsInBothThemes(page, 'the detail');
      await expectNoSidewaysScroll(page);
    } finally {
      // The demo company is every spec's: it prints A4 again.
      await printFormat('a4');
      await request.dispose();
    }
  },
);
