import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { clearToasts } from '@facturador/auth-api';
import type { BulkJob, BulkPreview, BulkPreviewDocument, BulkRow } from '@facturador/contracts';
import { notFound } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import DocumentsPage from '../../src/features/documents/list/documents-page.tsx';
import { COMPANY_ID, documentsApi } from './document-fixtures.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
const saved: { name?: string } = {};
beforeEach(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:bulk', revokeObjectURL: () => {} });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
});
afterEach(async () => {
  cleanup();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  delete saved.name;
  clearToasts();
  await api?.stop();
  api = null;
});

const row = (overrides: Partial<BulkRow>): BulkRow => ({
  row: 1,
  reference: 'F-1',
  status: 'pending',
  document: null,
  error: null,
  ...overrides,
});
const job = (overrides: Partial<BulkJob>): BulkJob => ({
  id: 'job1',
  status: 'pending',
  source: 'csv',
  total: 3,
  done: 0,
  issued: 0,
  failed: 0,
  createdAt: '2026-11-20T15:00:00.000Z',
  finishedAt: null,
  rows: [],
  ...overrides,
});

const previewed = (overrides: Partial<BulkPreviewDocument>): BulkPreviewDocument => ({
  row: 1,
  reference: 'F-1',
  documentType: '01',
  series: 'F001',
  currency: 'PEN',
  customer: {
    documentType: '6',
    documentNumber: '20512333797',
    name: 'CLIENTE EJEMPLO S.A.C.',
    nameFromPadron: false,
  },
  lines: 1,
  total: '118.00',
  problems: [],
  ...overrides,
});
const preview = (documents: BulkPreviewDocument[]): BulkPreview => {
  const invalid = documents.filter((document) => document.problems.length > 0).length;
  return { documents, valid: documents.length - invalid, invalid };
};
const BULK_PATH = `/companies/${COMPANY_ID}/documents/bulk`;
const pathOf = (request: { path: string }) => new URL(request.path, 'http://api.test').pathname;

function renderPage() {
  render(
    <QueryClientProvider client={api!.queryClient}>
      <MemoryRouter>
        <DocumentsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function chooseCsv(csv: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Emisión masiva' }));
  const dialog = screen.getByRole('dialog', { name: 'Emisión masiva desde un CSV' });
  // The columns a CSV must hold, before any file.
  expect(within(dialog).getByText('documento')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Elegir CSV'), {
    target: { files: [new File([csv], 'lote.csv', { type: 'text/csv' })] },
  });
  return dialog;
}

describe('Comprobantes: Emisión masiva', () => {
  it('shows the CSV’s documents first, issues them at «Emitir», then the batch’s progress and result file', async () => {
    const running = job({
      done: 1,
      failed: 1,
      rows: [
        row({
          status: 'failed',
          reference: 'F-1',
          error: 'Cliente — nombre o razón social: Ingresa el nombre o la razón social del cliente',
        }),
        row({ row: 2, reference: 'B-1' }),
        row({ row: 3, reference: 'B-2' }),
      ],
    });
    const finished = job({
      status: 'done',
      done: 3,
      issued: 2,
      failed: 1,
      finishedAt: '2026-11-20T15:00:09.000Z',
      rows: [
        running.rows[0]!,
        row({
          row: 2,
          reference: 'B-1',
          status: 'issued',
          document: { id: 'd1', fullNumber: 'B001-7', status: 'accepted' },
        }),
        row({
          row: 3,
          reference: 'B-2',
          status: 'issued',
          document: { id: 'd2', fullNumber: 'B001-8', status: 'accepted' },
        }),
      ],
    });
    let reads = 0;
    api = await startSignedInApi(
      documentsApi((request) => {
        const path = new URL(request.path, 'http://api.test').pathname;
        if (path === `/companies/${COMPANY_ID}/documents`)
          return { body: { success: true, data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 0 } } };
        if (path === `${BULK_PATH}/preview` && request.method === 'POST')
          return {
            body: {
              success: true,
              data: preview([
                previewed({
                  lines: 2,
                  total: '154.58',
                  customer: {
                    documentType: '6',
                    documentNumber: '20512333797',
                    name: 'COMERCIAL ANDINA S.A.C.',
                    nameFromPadron: true,
                  },
                }),
                previewed({
                  row: 2,
                  reference: 'B-1',
                  documentType: '03',
                  series: 'B001',
                  customer: {
                    documentType: '-',
                    documentNumber: '-',
                    name: 'Clientes varios',
                    nameFromPadron: false,
                  },
                  total: '11.80',
                }),
                previewed({ row: 3, reference: 'B-2', documentType: '03', series: 'B001', total: '35.40' }),
              ]),
            },
          };
        if (path === BULK_PATH && request.method === 'POST')
          return { status: 202, body: { success: true, message: 'Emisión masiva iniciada.', data: job({}) } };
        if (path === `/companies/${COMPANY_ID}/bulk/job1`) {
          reads += 1;
          return { body: { success: true, data: reads === 1 ? running : finished } };
        }
        if (path === `/companies/${COMPANY_ID}/bulk/job1/result.csv`)
          return { headers: { 'content-type': 'text/csv' }, body: 'fila,documento\r\n' };
        return notFound;
      }),
    );
    renderPage();
    const csv = 'documento;tipo;serie\nF-1;01;F001\n';
    const dialog = await chooseCsv(csv);

    // The file's documents, judged: nothing is issued until «Emitir».
    expect(await within(dialog).findByText('3 comprobantes listos para emitir')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Comprobantes del CSV' });
    const factura = within(table).getByRole('row', { name: /F-1/ });
    expect(within(factura).getByText('Factura')).toBeInTheDocument();
    expect(within(factura).getByText('RUC 20512333797 · COMERCIAL ANDINA S.A.C.')).toBeInTheDocument();
    expect(within(factura).getByText('Razón social tomada del padrón de SUNAT')).toBeInTheDocument();
    expect(within(factura).getByText('S/ 154.58')).toBeInTheDocument();
    expect(within(table).getByText('Sin documento · Clientes varios')).toBeInTheDocument();
    expect(api.server.calls().map((call) => `${call.method} ${pathOf(call)}`)).not.toContain(
      `POST ${BULK_PATH}`,
    );
    expect(api.server.calls().find((call) => pathOf(call) === `${BULK_PATH}/preview`)?.body).toEqual({ csv });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Emitir 3 comprobantes' }));
    expect(await within(dialog).findByText('1 de 3 procesados · 1 con error')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Cliente — nombre o razón social: Ingresa el nombre o la razón social del cliente',
      ),
    ).toBeInTheDocument();
    // Read again every few seconds until the batch is done.
    expect(await within(dialog).findByText('Lote terminado: 2 emitidos, 1 con error.')).toBeInTheDocument();
    expect(within(dialog).getByText('B001-7 · Aceptado')).toBeInTheDocument();
    const upload = api.server.calls().find((call) => call.method === 'POST' && pathOf(call) === BULK_PATH);
    expect(upload?.body).toEqual({ csv });
    expect(upload?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Descargar resultado' }));
    await waitFor(() => expect(saved.name).toBe('lote-job1.csv'));
  });

  it('names each document’s errors in Spanish and issues nothing while any remains', async () => {
    api = await startSignedInApi(
      documentsApi((request) => {
        const path = pathOf(request);
        if (path === `/companies/${COMPANY_ID}/documents`)
          return { body: { success: true, data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 0 } } };
        if (path === `${BULK_PATH}/preview`)
          return {
            body: {
              success: true,
              data: preview([
                previewed({}),
                previewed({
                  row: 2,
                  reference: 'F-2',
                  total: null,
                  problems: [
                    'Cliente — número de documento: Ingresa el número de documento del cliente',
                    'Ítem 2 — cantidad: La cantidad debe ser un número mayor que cero con hasta 10 decimales',
                  ],
                }),
              ]),
            },
          };
        return notFound;
      }),
    );
    renderPage();
    const dialog = await chooseCsv('documento;tipo\nF-1;01\nF-2;01\n');
    expect(
      await within(dialog).findByText(
        '1 comprobante listo, 1 con errores: corrige el CSV y vuelve a elegirlo',
      ),
    ).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row');
    // Header, then the document to fix first, then the one ready.
    expect(rows[1]).toHaveTextContent('F-2');
    expect(
      within(rows[1]!).getByText('Cliente — número de documento: Ingresa el número de documento del cliente'),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^Ítem 2 — cantidad: /)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Listo para emitir')).toBeInTheDocument();
    expect(within(dialog).queryByText(/customer\.|lines[.:]/)).not.toBeInTheDocument();
    const issue = within(dialog).getByRole('button', { name: 'Emitir 2 comprobantes' });
    expect(issue).toBeDisabled();
    fireEvent.click(issue);
    expect(within(dialog).getByText(/Corrige los errores en el CSV y vuelve a elegirlo/)).toBeInTheDocument();
    expect(api.server.calls().filter((call) => pathOf(call) === BULK_PATH)).toEqual([]);
  });
});
