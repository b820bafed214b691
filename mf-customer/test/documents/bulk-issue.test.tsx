import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { clearToasts } from '@facturador/auth-api';
import type { BulkJob, BulkRow } from '@facturador/contracts';
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

describe('Comprobantes: Emisión masiva', () => {
  it('uploads a CSV, shows the batch’s progress live, each row’s result and the result file', async () => {
    const running = job({
      done: 1,
      failed: 1,
      rows: [
        row({ status: 'failed', reference: 'F-1', error: 'customer.name: Ingresa el nombre del cliente' }),
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
        if (path === `/companies/${COMPANY_ID}/documents/bulk` && request.method === 'POST')
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
    render(
      <QueryClientProvider client={api.queryClient}>
        <MemoryRouter>
          <DocumentsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Emisión masiva' }));
    const dialog = screen.getByRole('dialog', { name: 'Emisión masiva desde un CSV' });
    expect(within(dialog).getByText('documento')).toBeInTheDocument();
    const csv = 'documento;tipo;serie\nF-1;01;F001\n';
    fireEvent.change(within(dialog).getByLabelText('Elegir CSV y emitir'), {
      target: { files: [new File([csv], 'lote.csv', { type: 'text/csv' })] },
    });
    expect(await within(dialog).findByText('1 de 3 procesados · 1 con error')).toBeInTheDocument();
    expect(within(dialog).getByText('customer.name: Ingresa el nombre del cliente')).toBeInTheDocument();
    // Read again every few seconds until the batch is done.
    expect(await within(dialog).findByText('Lote terminado: 2 emitidos, 1 con error.')).toBeInTheDocument();
    expect(within(dialog).getByText('B001-7 · Aceptado')).toBeInTheDocument();
    const upload = api.server.calls().find((call) => call.method === 'POST');
    expect(upload?.body).toEqual({ csv });
    expect(upload?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Descargar resultado' }));
    await waitFor(() => expect(saved.name).toBe('lote-job1.csv'));
  });
});
