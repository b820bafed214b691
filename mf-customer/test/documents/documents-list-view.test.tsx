import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { clearToasts, handleRealtimeEvent } from '@facturador/auth-api';
import type { DocumentListItem } from '@facturador/contracts';
import { notFound, type RecordedRequest, type Reply } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import DocumentsPage from '../../src/features/documents/list/documents-page.tsx';
import { COMPANY_ID, documentFixture, documentsApi } from './document-fixtures.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  cleanup();
  clearToasts();
  Reflect.deleteProperty(window, 'matchMedia');
  await api?.stop();
  api = null;
});

const LIST_PATH = `/companies/${COMPANY_ID}/documents`;
const url = (request: RecordedRequest) => new URL(request.path, 'http://api.test');
const query = (request: RecordedRequest) => Object.fromEntries(url(request).searchParams);

function listItem(number: number, overrides: Partial<DocumentListItem> = {}): DocumentListItem {
  const {
    documentType,
    series,
    issueDate,
    customer,
    currency,
    igv,
    total,
    status,
    sunatCode,
    environment,
    createdAt,
  } = documentFixture();
  return {
    id: `d${number}`,
    documentType,
    series,
    number,
    fullNumber: `${series}-${number}`,
    issueDate,
    customer,
    currency,
    igv,
    total,
    status,
    sunatCode,
    environment,
    createdAt,
    ...overrides,
  };
}

/** The API with the Listado's page answered by `page`, and every read of it kept. */
async function startApi(page: (request: RecordedRequest) => Reply) {
  api = await startSignedInApi(
    documentsApi((request) => (url(request).pathname === LIST_PATH ? page(request) : notFound)),
  );
  return () => api!.server.calls().filter((call) => url(call).pathname === LIST_PATH);
}

const answer = (rows: DocumentListItem[], total = rows.length): Reply => ({
  body: { success: true, data: rows, meta: { page: 1, limit: 20, total, totalPages: Math.ceil(total / 20) } },
});

/** Where the app is: the Listado's URL as the browser would show it. */
function Address() {
  const location = useLocation();
  return <output aria-label="Dirección">{`${location.pathname}${location.search}`}</output>;
}

/** A document's page, with the browser's Back. */
function DocumentStandIn() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Atrás
    </button>
  );
}

function renderListado(at = '/app/comprobantes') {
  render(
    <QueryClientProvider client={api!.queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/app/comprobantes" element={<DocumentsPage />} />
          <Route path="/app/comprobantes/:companyId/:documentId" element={<DocumentStandIn />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A phone's width, as MUI's media queries ask the browser for it. */
function onAPhone() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (media: string) => ({
      media,
      matches: media.includes('max-width:899.95px'),
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

describe('Comprobantes: the Listado’s view in the URL (issue 39)', () => {
  it('opens on the filters and page its URL names, writes each change there, and Back restores them', async () => {
    const reads = await startApi(() => answer([listItem(8)], 45));
    renderListado('/app/comprobantes?status=rejected&type=99&page=2&bogus=1');
    await waitFor(() => expect(reads()).toHaveLength(1));
    expect(query(reads()[0]!)).toEqual({ page: '2', limit: '20', status: 'rejected' });
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('rejected');

    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo' }), { target: { value: '01' } });
    await waitFor(() =>
      expect(query(reads().at(-1)!)).toEqual({
        page: '1',
        limit: '20',
        status: 'rejected',
        documentType: '01',
      }),
    );
    expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent(
      '/app/comprobantes?type=01&status=rejected',
    );

    // To a document and back: the same view, read from the URL.
    fireEvent.click(await screen.findByRole('link', { name: 'F001-8' }));
    fireEvent.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(await screen.findByRole('combobox', { name: 'Tipo' })).toHaveValue('01');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('rejected');

    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(query(reads().at(-1)!)).toEqual({ page: '1', limit: '20' }));
    expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent(/^\/app\/comprobantes$/);
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeDisabled();
  });

  it('asks for a search once the person pauses, not for every letter, and keeps it in the URL', async () => {
    const reads = await startApi(() => answer([listItem(8)]));
    renderListado();
    await waitFor(() => expect(reads()).toHaveLength(1));
    const search = screen.getByRole('textbox', { name: 'Cliente o número' });
    for (const text of ['A', 'AN', 'AND', 'ANDI', 'ANDINA'])
      fireEvent.change(search, { target: { value: text } });
    await waitFor(() => expect(query(reads().at(-1)!)).toMatchObject({ search: 'ANDINA' }));
    expect(reads()).toHaveLength(2);
    expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent('?search=ANDINA');
  });
});

describe('Comprobantes: the Listado on a phone (issue 39)', () => {
  it('shows a card per document, the filters behind «Filtros», and pages like the grid', async () => {
    onAPhone();
    const rows = [
      listItem(8),
      listItem(3, {
        documentType: '03',
        series: 'B001',
        fullNumber: 'B001-3',
        customer: { documentType: '1', documentNumber: '45678912', name: 'Rosa Quispe' },
        total: '59.00',
        status: 'rejected',
        environment: 'test',
      }),
    ];
    const reads = await startApi(() => answer(rows, 45));
    renderListado();
    const list = await screen.findByRole('list', { name: 'Comprobantes emitidos' });
    expect(screen.queryByRole('grid')).toBeNull();
    const cards = await within(list).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const boleta = within(cards[1]!);
    expect(boleta.getByRole('link', { name: 'B001-3' })).toHaveAttribute(
      'href',
      `/app/comprobantes/${COMPANY_ID}/d3`,
    );
    expect(boleta.getByText('Rosa Quispe')).toBeVisible();
    expect(boleta.getByText('S/ 59.00')).toBeVisible();
    expect(boleta.getByText('Rechazado')).toBeVisible();
    // Issued in test (issue 40): its card says so; the real one's does not.
    expect(boleta.getByText('Prueba').closest('[title]')).toHaveAttribute(
      'title',
      expect.stringMatching(/sin valor tributario/),
    );
    expect(within(cards[0]!).queryByText('Prueba')).toBeNull();
    expect(screen.getByText('1–20 de 45')).toBeVisible();

    const toggle = screen.getByRole('button', { name: 'Filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'rejected' } });
    expect(await screen.findByRole('button', { name: 'Filtros (1)' })).toBeVisible();
    await waitFor(() => expect(query(reads().at(-1)!)).toMatchObject({ status: 'rejected' }));

    fireEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(query(reads().at(-1)!)).toMatchObject({ page: '2', status: 'rejected' }));
    expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent('page=2');
  });
});

describe('Comprobantes: the Listado while documents arrive (issue 39)', () => {
  it('reads the list once for a burst of live events, shows what came, and never an error', async () => {
    let rows = [listItem(8)];
    const reads = await startApi(() => answer(rows));
    renderListado();
    expect(await screen.findByRole('link', { name: 'F001-8' })).toBeVisible();
    expect(reads()).toHaveLength(1);
    // An ERP issues 15 documents in a row; each sends document_updated to this tab.
    rows = Array.from({ length: 16 }, (_, index) => listItem(8 + index));
    await act(async () => {
      for (let index = 0; index < 15; index += 1)
        await handleRealtimeEvent({ type: 'document_updated', timestamp: 1_000 + index, userId: 'usr_123' });
    });
    expect(await screen.findByRole('link', { name: 'F001-23' })).toBeVisible();
    // One read now; the rest are gathered into one at the end of the interval.
    expect(reads()).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Demasiadas peticiones/)).toBeNull();
  });

  it('«Reintentar» reads the list again after a failure', async () => {
    let failing = true;
    await startApi(() =>
      failing ? { status: 500, body: { success: false, message: 'Error interno' } } : answer([listItem(8)]),
    );
    renderListado();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar los comprobantes.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'F001-8' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
