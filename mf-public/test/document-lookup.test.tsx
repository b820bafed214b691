import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { documentDeliveryMessages } from '@facturador/contracts';
import { guestTokens, startSignedInApi } from '@facturador/test-support/signed-in-api';
import type { Handler } from '@facturador/test-support/http-server';
import DocumentLookupPage from '../src/features/document-lookup/document-lookup-page.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  await api?.stop();
  api = null;
});

async function renderOver(handler: Handler) {
  api = await startSignedInApi(handler, { tokens: guestTokens() });
  render(
    <QueryClientProvider client={api.queryClient}>
      <DocumentLookupPage />
    </QueryClientProvider>,
  );
  return api.server;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input' }), { target: { value } });

function fillPrinted() {
  fill('RUC del emisor', '20512345678');
  fill('Serie', 'f001');
  fill('Número', '123');
  fill('Fecha de emisión', '2026-11-20');
  fill('Importe total', '118.00');
}

describe('Consulta de comprobantes (issue 29)', () => {
  it('asks with the six printed fields and gives the PDF, ticket and XML links', async () => {
    const server = await renderOver((request) =>
      request.path === '/public/documents/lookup'
        ? {
            body: {
              success: true,
              data: {
                fullNumber: 'F001-123',
                environment: 'production',
                pdfUrl: '/public/documents/files/tok/pdf',
                ticketPdfUrl: '/public/documents/files/tok/pdf?format=ticket',
                xmlUrl: '/public/documents/files/tok/xml',
                expiresAt: '2026-11-20T15:15:00.000Z',
              },
            },
          }
        : { status: 404, body: {} },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Consulta tu comprobante electrónico' }),
    ).toBeVisible();
    fillPrinted();
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));

    const found = await screen.findByText(/Encontramos el comprobante F001-123/);
    const alert = found.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Descargar PDF (A4)' })).toHaveAttribute(
      'href',
      '/public/documents/files/tok/pdf',
    );
    expect(within(alert).getByRole('link', { name: 'Descargar XML' })).toHaveAttribute(
      'href',
      '/public/documents/files/tok/xml',
    );
    const asked = server.calls().find((call) => call.path === '/public/documents/lookup');
    expect(asked?.body).toEqual({
      ruc: '20512345678',
      documentType: '01',
      series: 'F001',
      number: 123,
      issueDate: '2026-11-20',
      total: '118.00',
    });
  });

  it('says a document issued in test is a test without tax value, never «Encontramos», and still gives its marked PDF (issue 40)', async () => {
    await renderOver((request) =>
      request.path === '/public/documents/lookup'
        ? {
            body: {
              success: true,
              message: documentDeliveryMessages.lookupTest,
              data: {
                fullNumber: 'F001-123',
                environment: 'test',
                pdfUrl: '/public/documents/files/tok/pdf',
                ticketPdfUrl: '/public/documents/files/tok/pdf?format=ticket',
                xmlUrl: '/public/documents/files/tok/xml',
                expiresAt: '2026-11-20T15:15:00.000Z',
              },
            },
          }
        : { status: 404, body: {} },
    );
    fillPrinted();
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));

    const title = await screen.findByText('Comprobante de prueba F001-123');
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('es un comprobante de prueba, sin valor tributario');
    expect(screen.queryByText(/Encontramos/)).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Descargar PDF (A4)' })).toHaveAttribute(
      'href',
      '/public/documents/files/tok/pdf',
    );
  });

  it("shows the server's one answer for a document that is not there", async () => {
    await renderOver(() => ({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: documentDeliveryMessages.lookupNotFound },
    }));
    fillPrinted();
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText(documentDeliveryMessages.lookupNotFound)).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Descargar/ })).toBeNull();
  });

  it('refuses an incomplete form in Spanish before asking', async () => {
    const server = await renderOver(() => ({ status: 404, body: {} }));
    fill('RUC del emisor', '2051');
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText(documentDeliveryMessages.lookupRuc)).toBeVisible();
    expect(server.calls().some((call) => call.path === '/public/documents/lookup')).toBe(false);
  });

  it('asks at once with the six fields of a link a seller shared, without typing', async () => {
    window.history.pushState(
      {},
      '',
      '/consulta?ruc=20512345678&documentType=03&series=B001&number=7&issueDate=2026-11-20&total=10.00',
    );
    try {
      let asked: unknown;
      await renderOver((request) => {
        if (request.path !== '/public/documents/lookup') return { status: 404, body: {} };
        asked = request.body;
        return {
          body: {
            success: true,
            data: {
              fullNumber: 'B001-7',
              environment: 'production',
              pdfUrl: '/public/documents/files/tok/pdf',
              ticketPdfUrl: '/public/documents/files/tok/pdf?format=ticket',
              xmlUrl: '/public/documents/files/tok/xml',
              expiresAt: '2026-11-20T15:15:00.000Z',
            },
          },
        };
      });
      expect(await screen.findByText(/Encontramos el comprobante B001-7/)).toBeVisible();
      expect(asked).toMatchObject({ ruc: '20512345678', documentType: '03', series: 'B001', total: '10.00' });
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
