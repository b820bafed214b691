import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { clearToasts } from '@facturador/auth-api';
import type { DocumentListItem } from '@facturador/contracts';
import { notFound, type RecordedRequest } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import DocumentsPage from '../../src/features/documents/list/documents-page.tsx';
import { COMPANY_ID, documentFixture, documentsApi } from './document-fixtures.ts';

jest.setTimeout(30_000);

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  cleanup();
  clearToasts();
  await api?.stop();
  api = null;
});

const url = (request: RecordedRequest) => new URL(request.path, 'http://api.test');
const item = (overrides: Partial<DocumentListItem>): DocumentListItem => {
  const {
    id,
    documentType,
    series,
    number,
    fullNumber,
    issueDate,
    customer,
    currency,
    igv,
    total,
    status,
    sunatCode,
    createdAt,
  } = documentFixture(overrides);
  return {
    id,
    documentType,
    series,
    number,
    fullNumber,
    issueDate,
    customer,
    currency,
    igv,
    total,
    status,
    sunatCode,
    createdAt,
  };
};
const ROWS = [
  item({}),
  item({
    id: 'd2',
    documentType: '03',
    series: 'B001',
    number: 3,
    fullNumber: 'B001-3',
    customer: { documentType: '1', documentNumber: '45678912', name: 'Rosa Quispe' },
    total: '59.00',
    status: 'rejected',
  }),
];

describe('Comprobantes: the list', () => {
  it('asks the server for one page with the filters, shows the states in Spanish and links each detail', async () => {
    api = await startSignedInApi(
      documentsApi((request) =>
        url(request).pathname === `/companies/${COMPANY_ID}/documents`
          ? { body: { success: true, data: ROWS, meta: { page: 1, limit: 20, total: 45, totalPages: 3 } } }
          : notFound,
      ),
    );
    render(
      <QueryClientProvider client={api.queryClient}>
        <MemoryRouter>
          <DocumentsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Comprobantes' })).toBeVisible();
    const grid = await screen.findByRole('grid', { name: 'Comprobantes emitidos' });
    expect(await within(grid).findByRole('link', { name: 'F001-8' })).toHaveAttribute(
      'href',
      `/app/comprobantes/${COMPANY_ID}/d1`,
    );
    expect(within(grid).getByRole('link', { name: 'B001-3' })).toHaveAttribute(
      'href',
      `/app/comprobantes/${COMPANY_ID}/d2`,
    );
    expect(within(grid).getByText('Aceptado')).toBeVisible();
    expect(within(grid).getByText('Rechazado')).toBeVisible();
    expect(within(grid).getByText('45678912 · Rosa Quispe')).toBeVisible();
    expect(within(grid).getByText('S/ 59.00')).toBeVisible();
    const lists = () =>
      api!.server.calls().filter((call) => url(call).pathname === `/companies/${COMPANY_ID}/documents`);
    expect(Object.fromEntries(url(lists()[0]!).searchParams)).toEqual({ page: '1', limit: '20' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'rejected' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo' }), { target: { value: '03' } });
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(Object.fromEntries(url(lists().at(-1)!).searchParams)).toEqual({
        page: '1',
        limit: '20',
        status: 'rejected',
        documentType: '03',
        from: '2026-11-01',
      }),
    );

    // The server pages: the next page is asked for, not cut from what is loaded.
    fireEvent.click(screen.getByRole('button', { name: /siguiente/i }));
    await waitFor(() => expect(url(lists().at(-1)!).searchParams.get('page')).toBe('2'));
  });
});
