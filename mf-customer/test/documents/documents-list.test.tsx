import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { clearToasts } from '@facturador/auth-api';
import type { DocumentListItem, ListadoItem } from '@facturador/contracts';
import { notFound, type RecordedRequest } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import DocumentsPage from '../../src/features/documents/list/documents-page.tsx';
import { DocumentsTotals } from '../../src/features/documents/list/documents-totals.tsx';
import { COMPANY_ID, documentFixture, documentsApi } from './document-fixtures.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
function blobText(this: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(this);
  });
}
const saved: { blob?: Blob; name?: string } = {};
beforeEach(() => {
  // jsdom has no Blob URLs and cannot follow a download: both stand in for the browser's.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      saved.blob = blob;
      return 'blob:export';
    },
    revokeObjectURL: () => {},
  });
  // jsdom's Blob cannot be read back as text (a browser's can): the client reads a refused
  // file's JSON error that way, and the test reads what was saved.
  Object.defineProperty(Blob.prototype, 'text', { configurable: true, value: blobText });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
});
afterEach(async () => {
  cleanup();
  Reflect.deleteProperty(Blob.prototype, 'text');
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  delete saved.blob;
  delete saved.name;
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
    environment,
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
    environment,
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
    environment: 'test',
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
    // Issue 40: «Prueba» on the document issued in test, and on no other.
    const [testChip, ...others] = within(grid).getAllByText('Prueba');
    expect(others).toEqual([]);
    expect(testChip!.closest('[role="row"]')).toHaveTextContent('B001-3');
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

  it('lists retenciones and percepciones beside the facturas, each linking to its own page, and filters by them (issue 41)', async () => {
    const retention: ListadoItem = {
      ...item({}),
      id: 'o1',
      documentType: '20',
      series: 'R001',
      number: 1,
      fullNumber: 'R001-1',
      customer: { documentType: '6', documentNumber: '20512333797', name: 'PROVEEDOR EJEMPLO S.A.C.' },
      igv: '0.00',
      total: '35.40',
      status: 'reverted',
    };
    api = await startSignedInApi(
      documentsApi((request) =>
        url(request).pathname === `/companies/${COMPANY_ID}/documents`
          ? {
              body: {
                success: true,
                data: [retention, ...ROWS],
                meta: { page: 1, limit: 20, total: 3, totalPages: 1 },
              },
            }
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
    const grid = await screen.findByRole('grid', { name: 'Comprobantes emitidos' });
    expect(await within(grid).findByRole('link', { name: 'R001-1' })).toHaveAttribute(
      'href',
      `/app/comprobantes/retenciones/${COMPANY_ID}/o1`,
    );
    const row = within(grid).getByRole('link', { name: 'R001-1' }).closest('[role="row"]') as HTMLElement;
    for (const text of [
      'Comprobante de retención',
      '20512333797 · PROVEEDOR EJEMPLO S.A.C.',
      'S/ 35.40',
      'Revertido',
    ])
      expect(within(row).getByText(text)).toBeVisible();

    const lists = () =>
      api!.server.calls().filter((call) => url(call).pathname === `/companies/${COMPANY_ID}/documents`);
    const type = screen.getByRole('combobox', { name: 'Tipo' });
    expect(within(type).getByRole('option', { name: 'Comprobante de retención' })).toHaveValue('20');
    fireEvent.change(type, { target: { value: '40' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'reverted' } });
    await waitFor(() =>
      expect(Object.fromEntries(url(lists().at(-1)!).searchParams)).toMatchObject({
        documentType: '40',
        status: 'reverted',
      }),
    );
    expect(within(type).getByRole('option', { name: 'Comprobante de percepción' })).toBeInTheDocument();
  });

  it('the totals of a retenciones-only filter show the importe retenido, and no sales line of zeros', async () => {
    api = await startSignedInApi(
      documentsApi((request) =>
        url(request).pathname === `/companies/${COMPANY_ID}/documents/totals`
          ? {
              body: {
                success: true,
                data: [
                  {
                    currency: 'PEN',
                    documents: 0,
                    selling: 0,
                    igv: '0.00',
                    total: '0.00',
                    otherCpe: [{ documentType: '20', documents: 2, total: '1530.00' }],
                  },
                ],
              },
            }
          : notFound,
      ),
    );
    render(
      <QueryClientProvider client={api.queryClient}>
        <DocumentsTotals companyId={COMPANY_ID} filters={{ documentType: '20' }} />
      </QueryClientProvider>,
    );
    const totals = await screen.findByRole('region', { name: 'Totales del filtro' });
    expect(within(totals).getByText('Retenido S/ 1,530.00 · 2 comprobantes')).toBeVisible();
    expect(within(totals).queryByText(/Importe total S\//)).toBeNull();
    expect(within(totals).getByText(/no son ventas/)).toBeVisible();
  });

  it('exports every document the filters match as CSV and Excel, shows their totals, and zips the previous month', async () => {
    const base = `/companies/${COMPANY_ID}/documents`;
    api = await startSignedInApi(
      documentsApi((request) => {
        const { pathname } = url(request);
        if (pathname === base)
          return {
            body: { success: true, data: ROWS, meta: { page: 1, limit: 20, total: 2, totalPages: 1 } },
          };
        if (pathname === `${base}/totals`)
          return {
            body: {
              success: true,
              data: [{ currency: 'PEN', documents: 2, selling: 1, igv: '18.00', total: '118.00' }],
            },
          };
        if (pathname === `${base}/export.csv`)
          return {
            body: '\uFEFFFecha de emisión,Tipo\r\n',
            headers: { 'Content-Type': 'text/csv; charset=utf-8' },
          };
        if (pathname === `${base}/export.xlsx`)
          return {
            body: 'PK',
            headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
          };
        if (pathname === `${base}/archive`)
          return { body: 'PK', headers: { 'Content-Type': 'application/zip' } };
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
    const totals = await screen.findByRole('region', { name: 'Totales del filtro' });
    expect(
      within(totals).getByText('Importe total S/ 118.00 · IGV S/ 18.00 · 2 comprobantes, 1 suma'),
    ).toBeVisible();

    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo' }), { target: { value: '03' } });
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
    const exports = within(screen.getByRole('group', { name: 'Exportar' }));
    const calls = (pathname: string) => api!.server.calls().filter((call) => url(call).pathname === pathname);
    // The totals follow the filters, without the grid's page.
    await waitFor(() =>
      expect(Object.fromEntries(url(calls(`${base}/totals`).at(-1)!).searchParams)).toEqual({
        documentType: '03',
        from: '2026-11-01',
      }),
    );

    fireEvent.click(exports.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved.name).toMatch(/^20512333797-comprobantes-\d{4}-\d{2}-\d{2}\.csv$/));
    // Every matching document, not the page: the same filters and no page or limit.
    expect(Object.fromEntries(url(calls(`${base}/export.csv`)[0]!).searchParams)).toEqual({
      documentType: '03',
      from: '2026-11-01',
    });
    expect(saved.blob!.size).toBeGreaterThan(0);

    // The buttons are busy until the download is handed to the browser.
    await waitFor(() => expect(exports.getByRole('button', { name: 'Exportar Excel' })).toBeEnabled());
    fireEvent.click(exports.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(saved.name).toMatch(/\.xlsx$/));
    expect(calls(`${base}/export.xlsx`)).toHaveLength(1);

    fireEvent.click(exports.getByRole('button', { name: 'ZIP para el contador' }));
    const dialog = within(screen.getByRole('dialog', { name: 'ZIP para el contador' }));
    const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' })
      .format(new Date())
      .split('-')
      .map(Number) as [number, number];
    const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
    expect(dialog.getByLabelText('Mes')).toHaveValue(previous);
    fireEvent.change(dialog.getByLabelText('Mes'), { target: { value: '2026-02' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Descargar ZIP' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(Object.fromEntries(url(calls(`${base}/archive`)[0]!).searchParams)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(saved.name).toBe('20512333797-comprobantes-2026-02-01-2026-02-28.zip');
  });

  it('shows the server’s refusal of a too large ZIP in the dialog, in Spanish', async () => {
    const message =
      'El periodo tiene 2,500 comprobantes; el ZIP admite hasta 2,000. Acota las fechas (por ejemplo, una quincena).';
    api = await startSignedInApi(
      documentsApi((request) => {
        const { pathname } = url(request);
        if (pathname === `/companies/${COMPANY_ID}/documents`)
          return { body: { success: true, data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 0 } } };
        if (pathname === `/companies/${COMPANY_ID}/documents/archive`)
          return { status: 400, body: { success: false, code: 'VALIDATION_ERROR', message } };
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
    fireEvent.click(await screen.findByRole('button', { name: 'ZIP para el contador' }));
    const dialog = within(screen.getByRole('dialog', { name: 'ZIP para el contador' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Descargar ZIP' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
  });
});
