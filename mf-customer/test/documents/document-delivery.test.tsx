import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { clearToasts, toastStore } from '@facturador/auth-api';
import type { DocumentDetail, PrintedFormat } from '@facturador/contracts';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi, validationError } from '@facturador/test-support/signed-in-api';
import { companiesQueryOptions } from '../../src/shared/api/companies-query.ts';
import { DocumentDelivery } from '../../src/features/documents/shared/document-delivery.tsx';
import { companyFixture } from '../company-fixture.ts';
import { COMPANY_ID, documentFixture } from './document-fixtures.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
const saved: { blob?: Blob; name?: string } = {};
beforeEach(() => {
  // jsdom has no Blob URLs and cannot follow a download: both stand in for the browser's.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      saved.blob = blob;
      return 'blob:document';
    },
    revokeObjectURL: () => {},
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
});
afterEach(async () => {
  cleanup();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  Reflect.deleteProperty(navigator, 'pdfViewerEnabled');
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(window, 'matchMedia');
  delete saved.blob;
  delete saved.name;
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
  clearToasts();
  await api?.stop();
  api = null;
});

const DOCUMENT = `/companies/${COMPANY_ID}/documents/d1`;

/** A boleta of S/ 25.50 to a DNI, accepted: what a counter sells. */
const boleta = (overrides: Partial<DocumentDetail> = {}) =>
  documentFixture({
    documentType: '03',
    series: 'B001',
    number: 3,
    fullNumber: 'B001-3',
    fileName: '20512333797-03-B001-3',
    customer: { documentType: '1', documentNumber: '45678912', name: 'Juan Pérez' },
    igv: '3.89',
    total: '25.50',
    ...overrides,
  });

const PDF: Handler = (request) =>
  request.path.startsWith(`${DOCUMENT}/pdf`)
    ? { body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } }
    : notFound;

async function renderDelivery(
  document: DocumentDetail,
  { printFormat = 'a4', handler = PDF }: { printFormat?: PrintedFormat; handler?: Handler } = {},
) {
  api = await startSignedInApi((request) =>
    request.method === 'GET' && request.path === '/companies'
      ? { body: { success: true, data: [companyFixture({ publicId: COMPANY_ID, printFormat })] } }
      : handler(request),
  );
  render(
    <QueryClientProvider client={api.queryClient}>
      <DocumentDelivery companyId={COMPANY_ID} document={document} />
    </QueryClientProvider>,
  );
  // The company (its choice, its RUC and name for the links) has arrived.
  const companies = companiesQueryOptions().queryKey;
  await waitFor(() => expect(api!.queryClient.getQueryState(companies)?.status).toBe('success'));
  return api.server;
}

const lastToast = () => toastStore.getState().toasts[0];

/** The public Consulta of the boleta on this site, with the six fields it asks for. */
const CONSULTA = `${window.location.origin}/consulta?ruc=20512333797&documentType=03&series=B001&number=3&issueDate=2026-11-26&total=25.50`;

describe('Comprobantes: how a document leaves (issue 39)', () => {
  it('leads with the ticket when the company prints tickets, and A4 beside it', async () => {
    await renderDelivery(boleta(), { printFormat: 'ticket' });
    const ticket = screen.getByRole('button', { name: 'Imprimir ticket' });
    const a4 = screen.getByRole('button', { name: 'PDF A4' });
    expect(ticket.className).toContain('MuiButton-contained');
    expect(a4.className).toContain('MuiButton-outlined');
    expect(ticket.compareDocumentPosition(a4) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leads with the A4 PDF by default, and downloads it', async () => {
    const server = await renderDelivery(boleta());
    expect(screen.getByRole('button', { name: 'PDF A4' }).className).toContain('MuiButton-contained');
    fireEvent.click(screen.getByRole('button', { name: 'PDF A4' }));
    await waitFor(() => expect(saved.name).toBe('20512333797-03-B001-3.pdf'));
    expect(server.calls().map((call) => call.path)).toContain(`${DOCUMENT}/pdf?format=a4`);
    expect(saved.blob!.type).toBe('application/pdf');
  });

  it('writes the WhatsApp message with the document, its total and the Consulta where the buyer downloads it', async () => {
    await renderDelivery(boleta());
    const link = screen.getByRole('link', { name: 'Enviar por WhatsApp' });
    const href = link.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = new URL(href).searchParams.get('text');
    expect(text).toBe(
      `Hola, Comercial Andina S.A.C. le envía su Boleta de venta B001-3 por S/ 25.50, emitida el 26/11/2026. ` +
        `Puede descargarla en ${CONSULTA} (RUC del emisor 20512333797).`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('copies the Consulta link and says so', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderDelivery(boleta());
    fireEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Enlace copiado'));
    expect(writeText).toHaveBeenCalledWith(CONSULTA);
  });

  it('says so when the browser does not let the link be copied', async () => {
    await renderDelivery(boleta());
    fireEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    await waitFor(() => expect(lastToast()?.type).toBe('error'));
    expect(lastToast()?.message).toBe('No se pudo copiar el enlace: cópialo desde «Enviar por WhatsApp».');
  });

  it('prints the 80 mm ticket from a hidden frame where the browser prints an embedded PDF', async () => {
    Object.defineProperty(navigator, 'pdfViewerEnabled', { value: true, configurable: true });
    Object.defineProperty(window, 'matchMedia', {
      value: (query: string) => ({ matches: query.includes('pointer: fine'), media: query }),
      configurable: true,
    });
    const server = await renderDelivery(boleta(), { printFormat: 'ticket' });
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir ticket' }));
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(server.calls().map((call) => call.path)).toContain(`${DOCUMENT}/pdf?format=ticket`);
    const frame = document.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', 'blob:document');
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(saved.blob!.type).toBe('application/pdf');
    const print = jest.spyOn(frame.contentWindow!, 'print').mockImplementation(() => {});
    fireEvent.load(frame);
    expect(print).toHaveBeenCalledTimes(1);
    // Printed, not downloaded.
    expect(saved.name).toBeUndefined();
  });

  it('opens the ticket in a tab on a phone, the tab opened at the tap, before the PDF arrives', async () => {
    const tab = {
      document: document.implementation.createHTMLDocument(''),
      location: { href: '' },
      close: jest.fn(),
    };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const server = await renderDelivery(boleta(), { printFormat: 'ticket' });
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir ticket' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.document.title).toBe('Preparando el ticket…');
    await waitFor(() => expect(tab.location.href).toBe('blob:document'));
    expect(server.calls().map((call) => call.path)).toContain(`${DOCUMENT}/pdf?format=ticket`);
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the tab and tells of the failure when the ticket cannot be had', async () => {
    const tab = {
      document: document.implementation.createHTMLDocument(''),
      location: { href: '' },
      close: jest.fn(),
    };
    jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    await renderDelivery(boleta(), {
      printFormat: 'ticket',
      handler: () => notFound,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir ticket' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(lastToast()?.type).toBe('error');
    expect(screen.getByRole('button', { name: 'Imprimir ticket' })).toBeEnabled();
  });

  it('keeps the XML and the CDR for the accountant behind «Más»', async () => {
    const server = await renderDelivery(boleta(), {
      handler: (request) =>
        request.path === `${DOCUMENT}/xml`
          ? { body: '<Invoice/>', headers: { 'Content-Type': 'application/xml' } }
          : notFound,
    });
    expect(screen.queryByRole('button', { name: 'XML' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Más: XML y CDR' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['XML', 'CDR']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'XML' }));
    await waitFor(() => expect(saved.name).toBe('20512333797-03-B001-3.xml'));
    expect(server.calls().map((call) => call.path)).toContain(`${DOCUMENT}/xml`);
  });

  it('sends it by e-mail to any address: a wrong one is refused in Spanish and nothing goes; a right one goes', async () => {
    const server = await renderDelivery(boleta(), {
      handler: (request) =>
        request.method === 'POST' && request.path === `${DOCUMENT}/email`
          ? {
              body: {
                success: true,
                message: 'El comprobante fue enviado por email',
                data: { to: (request.body as { to: string }).to },
              },
            }
          : notFound,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar por correo' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar B001-3 por correo' });
    const address = within(dialog).getByRole('textbox', { name: 'Email del cliente' });
    fireEvent.change(address, { target: { value: 'caja@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Ingresa un email válido')).toBeVisible();
    expect(server.calls().filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(address, { target: { value: 'Caja.Dos@Otra-Empresa.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [post] = server.calls().filter((call) => call.method === 'POST');
    expect(post!.body).toEqual({ to: 'caja.dos@otra-empresa.example' });
    expect(lastToast()).toMatchObject({
      type: 'success',
      title: 'Comprobante enviado',
      message: 'El comprobante fue enviado por email',
    });
  });

  it('starts the e-mail with the buyer’s address, and puts the server’s refusal under the field', async () => {
    await renderDelivery(boleta({ input: { customer: { email: 'juan@correo.example' } } }), {
      handler: (request) =>
        request.method === 'POST' && request.path === `${DOCUMENT}/email`
          ? validationError([{ field: 'to', message: 'Ingresa un email válido' }])
          : notFound,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar por correo' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar B001-3 por correo' });
    expect(within(dialog).getByRole('textbox', { name: 'Email del cliente' })).toHaveValue(
      'juan@correo.example',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Ingresa un email válido')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('prints a document still on its way to SUNAT, and sends it to the buyer only once accepted', async () => {
    await renderDelivery(boleta({ status: 'sent', cdr: null }));
    expect(screen.getByRole('button', { name: 'PDF A4' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Imprimir ticket' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Enviar por WhatsApp' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar por correo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copiar enlace' })).toBeNull();
    expect(screen.getByText('Podrás enviarlo a tu cliente cuando SUNAT lo acepte.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Más: XML' })).toBeEnabled();
  });
});
