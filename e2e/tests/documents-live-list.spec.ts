import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { ownCompanyId } from '../support/documents.ts';
import { expectHeading } from '../support/headings.ts';
import {
  COLOR_SCHEMES,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  PHONE,
} from '../support/page-checks.ts';
import { apiCall, type ApiSession } from '../support/sign-in.ts';

// Issue 39: the Listado while an ERP issues documents as fast as the API takes them, and the
// Listado on a phone. A person only watching must never read an error.

const LIST = 'Comprobantes emitidos';
/** A series of the test's own, so the Listado filtered by it holds exactly what the ERP issued. */
const SERIES = 'F060';
const DOCUMENTS = 60;
/** What the page must never show to a person who is only watching. */
const ERROR_TEXTS = ['Demasiadas peticiones', 'No se pudieron cargar'];

/** An API key of the customer's company, as its owner creates one for an ERP in Integraciones. */
async function erpKey(request: APIRequestContext, apiUrl: string, session: ApiSession, companyId: string) {
  const { data: establishments } = (await (
    await request.get(`${apiUrl}/companies/${companyId}/establishments`, {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    })
  ).json()) as { data: { publicId: string; isFiscalAddress: boolean }[] };
  await apiCall(request, apiUrl, session, 'POST', `/companies/${companyId}/series`, {
    establishmentId: establishments.find((establishment) => establishment.isFiscalAddress)!.publicId,
    documentType: '01',
    series: SERIES,
  });
  const created = (await apiCall(request, apiUrl, session, 'POST', `/companies/${companyId}/api-keys`, {
    name: 'ERP de la tienda',
    scopes: ['issue'],
  })) as { data: { secret: string } };
  return created.data.secret;
}

/** `count` facturas through /v1, a few at a time, as fast as the API answers: their numbers. */
async function issueThroughV1(request: APIRequestContext, apiUrl: string, key: string, count: number) {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Lima' });
  const run = Date.now().toString(36);
  const numbers: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const response = await request.post(`${apiUrl}/v1/documents`, {
        headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': `listado-${run}-${index}` },
        data: {
          documentType: '01',
          series: SERIES,
          issueDate: today,
          currency: 'PEN',
          customer: { documentType: '6', documentNumber: '20512333797', name: 'COMERCIAL ANDINA S.A.C.' },
          lines: [
            {
              description: `Pedido ${index + 1}`,
              quantity: '1',
              unitCode: 'NIU',
              unitValue: '10',
              affectation: '10',
            },
          ],
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      numbers.push(((await response.json()) as { data: { fullNumber: string } }).data.fullNumber);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return numbers;
}

/** Records, from the page's first paint, every error text it ever shows, even for a moment. */
async function watchForErrorTexts(page: Page) {
  await page.addInitScript((texts: string[]) => {
    const seen: string[] = [];
    (window as unknown as { errorTextsSeen: string[] }).errorTextsSeen = seen;
    new MutationObserver(() => {
      const shown = document.body?.textContent ?? '';
      for (const text of texts) if (shown.includes(text) && !seen.includes(text)) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, ERROR_TEXTS);
  return () => page.evaluate(() => (window as unknown as { errorTextsSeen: string[] }).errorTextsSeen);
}

/** The most calls of one list in any 60 s, from the times they were sent. */
const mostInAMinute = (times: number[]) =>
  Math.max(0, ...times.map((at) => times.filter((time) => time > at - 60_000 && time <= at).length));

test(
  'an ERP issues 60 documents in a minute through /v1 and the open Listado shows every one, with no error',
  {
    annotation: {
      type: 'journey',
      description:
        'the Listado open while an ERP issues 60 facturas through /v1 shows all 60 as they arrive, never an error, refreshing at most 7 times a minute',
    },
  },
  async ({ page, playwright, suite, signIn }) => {
    test.setTimeout(180_000);
    const session = await signIn('customer');
    const request = await playwright.request.newContext();
    const companyId = await ownCompanyId(request, suite.apiUrl, session);
    const key = await erpKey(request, suite.apiUrl, session, companyId);

    const listReads: number[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (sent.method() === 'GET' && pathname === `/companies/${companyId}/documents`)
        listReads.push(Date.now());
    });
    const errorTextsSeen = await watchForErrorTexts(page);
    // The view in the URL: the ERP's series, up to 100 a page.
    await page.goto(`/app/comprobantes?series=${SERIES}&limit=100`);
    await expectHeading(page, 'Comprobantes');
    // The app takes over from the page the server sent at a person's first sign (decision 39).
    await page.getByRole('combobox', { name: 'Estado' }).focus();
    await expect(page.locator('#root[data-prerendered-path]')).toHaveCount(0);
    await expect(page.getByLabel('Serie', { exact: true })).toHaveValue(SERIES);
    const grid = page.getByRole('grid', { name: LIST });
    await expect(grid.getByText('No hay comprobantes con estos filtros.')).toBeVisible();
    await expect(page.locator('header[data-realtime]')).toHaveAttribute('data-realtime', 'connected');

    const started = Date.now();
    const issued = await issueThroughV1(request, suite.apiUrl, key, DOCUMENTS);
    expect(Date.now() - started, 'the 60 documents took longer than a minute to issue').toBeLessThan(60_000);
    await request.dispose();

    // Every one reaches the page by itself: nobody reloads or touches it.
    const links = grid.getByRole('link', { name: new RegExp(`^${SERIES}-\\d+$`) });
    await expect(links).toHaveCount(DOCUMENTS, { timeout: 30_000 });
    expect((await links.allTextContents()).sort()).toEqual([...issued].sort());
    await expect(grid.getByText('Aceptado')).toHaveCount(DOCUMENTS);
    expect(await errorTextsSeen()).toEqual([]);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The live events were gathered: the first read and at most 6 refreshes in any minute.
    expect(mostInAMinute(listReads)).toBeLessThanOrEqual(7);
  },
);

test(
  'on a phone the Listado is a list of cards whose filters, behind «Filtros», live in the URL',
  {
    annotation: [
      {
        type: 'journey',
        description:
          'at 390 px the Listado shows a card per document (number, state, customer, total) instead of the grid',
      },
      {
        type: 'journey',
        description:
          'on a phone the filters open from «Filtros», are kept in the URL so Back from a document restores them, and «Limpiar filtros» clears them',
      },
      {
        type: 'journey',
        description:
          'the Listado’s cards and open filters fit a 360 px screen with no axe violations in either theme',
      },
    ],
  },
  async ({ browser, suite, signIn }) => {
    const context = await browser.newContext({
      baseURL: suite.shellUrl,
      viewport: { width: 390, height: 844 },
    });
    await signIn('customer', context);
    const page = await context.newPage();
    const errorTextsSeen = await watchForErrorTexts(page);
    await page.goto('/app/comprobantes');
    await expectHeading(page, 'Comprobantes');
    const list = page.getByRole('list', { name: LIST });
    const card = list.getByRole('listitem').first();
    await expect(card.getByRole('link', { name: /^[FB]\d{3}-\d+$/ })).toBeVisible();
    await expect(card.getByText('Cliente')).toBeVisible();
    await expect(card.getByText(/^(S\/|US\$) [\d,]+\.\d{2}$/)).toBeVisible();
    await expect(page.getByRole('grid', { name: LIST })).toHaveCount(0);

    const filters = page.getByRole('button', { name: 'Filtros', exact: true });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('combobox', { name: 'Estado' })).toBeHidden();
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('combobox', { name: 'Estado' }).selectOption('rejected');
    await expect(page).toHaveURL(/\/app\/comprobantes\?status=rejected$/);
    await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
    await expect(list.getByRole('listitem')).not.toHaveCount(0);
    await expect(list.getByRole('listitem').filter({ hasNotText: 'Rechazado' })).toHaveCount(0);

    // To a document and Back: the same filter, read from the URL.
    const first = list.getByRole('link').first();
    const number = (await first.textContent())!;
    await first.click();
    await expectHeading(page, `${number.startsWith('F') ? 'Factura' : 'Boleta de venta'} ${number}`);
    await page.goBack();
    await expectHeading(page, 'Comprobantes');
    await expect(page).toHaveURL(/\?status=rejected$/);
    await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
    await expect(list.getByRole('link', { name: number, exact: true })).toBeVisible();

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Filtros (1)' }).click();
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('rejected');
    for (const colorScheme of COLOR_SCHEMES) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `/app/comprobantes at 360 px (${colorScheme}): `);
    }
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page).toHaveURL(/\/app\/comprobantes$/);
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasNotText: 'Rechazado' }).first()).toBeVisible();
    expect(await errorTextsSeen()).toEqual([]);
    await context.close();
  },
);
