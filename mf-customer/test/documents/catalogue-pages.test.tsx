import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { clearToasts } from '@facturador/auth-api';
import {
  catalogueMessages,
  validationMessages,
  type CatalogueCustomer,
  type CatalogueImportResult,
} from '@facturador/contracts';
import { notFound, type Handler, type RecordedRequest } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import CustomersPage from '../../src/features/documents/catalogues/customers/customers-page.tsx';
import ProductsPage from '../../src/features/documents/catalogues/products/products-page.tsx';
import { COMPANY_ID, documentsApi } from './document-fixtures.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  cleanup();
  clearToasts();
  await api?.stop();
  api = null;
});

const url = (request: RecordedRequest) => new URL(request.path, 'http://api.test');
const customer = (overrides: Partial<CatalogueCustomer>): CatalogueCustomer => ({
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  documentType: '6',
  documentNumber: '20512333797',
  name: 'Distribuidora Norte S.A.C.',
  address: null,
  email: 'compras@norte.pe',
  createdAt: '2026-11-26T15:00:00.000Z',
  updatedAt: '2026-11-26T15:00:00.000Z',
  ...overrides,
});

async function renderPage(Page: () => React.JSX.Element, handler: Handler) {
  api = await startSignedInApi(documentsApi(handler));
  render(
    <QueryClientProvider client={api.queryClient}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api.server;
}

describe('Clientes', () => {
  it('pages and searches on the server, registers a client checked like the server, and deletes after asking', async () => {
    const server = await renderPage(CustomersPage, (request) => {
      const { pathname } = url(request);
      if (request.method === 'GET' && pathname === `/companies/${COMPANY_ID}/customers`)
        return {
          body: {
            success: true,
            data: [
              customer({}),
              customer({
                id: 'c2',
                documentType: '1',
                documentNumber: '45678912',
                name: 'Rosa Quispe',
                email: null,
              }),
              customer({
                id: 'c3',
                documentType: '4',
                documentNumber: '001234567',
                name: 'Ana Souza',
                email: null,
              }),
            ],
            meta: { page: 1, limit: 20, total: 42, totalPages: 3 },
          },
        };
      if (request.method === 'POST' && pathname === `/companies/${COMPANY_ID}/customers`)
        return {
          status: 201,
          body: { success: true, message: catalogueMessages.customerCreated, data: customer({}) },
        };
      if (request.method === 'DELETE')
        return { body: { success: true, message: catalogueMessages.customerDeleted } };
      return notFound;
    });
    const lists = () =>
      server.calls().filter((call) => call.method === 'GET' && url(call).pathname.endsWith('/customers'));

    expect(screen.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    const grid = await screen.findByRole('grid', { name: 'Clientes de la empresa' });
    expect(await within(grid).findByText('RUC 20512333797')).toBeVisible();
    expect(within(grid).getByText('DNI 45678912')).toBeVisible();
    // Short, so that the number shows whole in the column.
    expect(within(grid).getByText('CE 001234567')).toBeVisible();
    expect(Object.fromEntries(url(lists()[0]!).searchParams)).toEqual({ page: '1', limit: '20' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'norte' } });
    await waitFor(() =>
      expect(Object.fromEntries(url(lists().at(-1)!).searchParams)).toEqual({
        page: '1',
        limit: '20',
        q: 'norte',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /siguiente/i }));
    await waitFor(() => expect(url(lists().at(-1)!).searchParams.get('page')).toBe('2'));

    // A RUC with a wrong check digit is refused in the browser, with the server's text.
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuevo cliente' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Número de documento' }), {
      target: { value: '20512333790' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Nombre o razón social' }), {
      target: { value: 'Distribuidora Norte S.A.C.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await dialog.findByText(validationMessages.rucCheckDigit)).toBeVisible();
    expect(
      server.calls().filter((call) => call.method === 'POST' && url(call).pathname.endsWith('/customers')),
    ).toEqual([]);

    fireEvent.change(dialog.getByRole('textbox', { name: 'Número de documento' }), {
      target: { value: '20512333797' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo cliente' })).toBeNull());
    const post = server
      .calls()
      .find((call) => call.method === 'POST' && url(call).pathname.endsWith('/customers'));
    expect(post!.body).toEqual({
      documentType: '6',
      documentNumber: '20512333797',
      name: 'Distribuidora Norte S.A.C.',
    });

    fireEvent.click(within(grid).getByRole('button', { name: 'Eliminar a Rosa Quispe' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Eliminar a Rosa Quispe' }));
    expect(server.calls().some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(confirm.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(server.calls().find((call) => call.method === 'DELETE')?.path).toBe(
        `/companies/${COMPANY_ID}/customers/c2`,
      ),
    );
  });
});

describe('Productos y servicios: Importar CSV', () => {
  it('explains the columns, sends the chosen file’s text and shows the answer row by row, errors first', async () => {
    const result: CatalogueImportResult = {
      created: 1,
      updated: 1,
      failed: 1,
      rows: [
        { row: 2, outcome: 'created', key: 'p-001', message: null },
        { row: 3, outcome: 'updated', key: 'p-002', message: null },
        { row: 4, outcome: 'error', key: null, message: `precio: ${catalogueMessages.unitPrice}` },
      ],
    };
    const server = await renderPage(ProductsPage, (request) => {
      const { pathname } = url(request);
      if (request.method === 'GET' && pathname === `/companies/${COMPANY_ID}/products`)
        return { body: { success: true, data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 1 } } };
      if (request.method === 'POST' && pathname === `/companies/${COMPANY_ID}/products/import`)
        return { body: { success: true, message: catalogueMessages.imported(1, 1, 1), data: result } };
      return notFound;
    });
    // Nothing yet says how to add; a search that finds nothing says so.
    expect(
      await screen.findByText(
        'Aún no hay productos ni servicios: agrégalos con «Nuevo producto o servicio» o «Importar CSV».',
      ),
    ).toBeVisible();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'tornillo' } });
    expect(await screen.findByText('No hay productos ni servicios con esta búsqueda.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Importar CSV' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Importar productos y servicios desde CSV' }),
    );
    expect(dialog.getByText('codigo')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Descargar plantilla' })).toBeVisible();

    // Windows-1252, as Excel's plain «CSV delimitado por comas» saves it: the accent survives.
    const bytes = Uint8Array.from([
      ...Buffer.from('codigo;descripcion;precio\r\nP-001;Caf'),
      0xe9,
      ...Buffer.from(';12,50\r\n'),
    ]);
    fireEvent.change(dialog.getByLabelText('Elegir archivo CSV'), {
      target: { files: [new File([bytes], 'productos.csv', { type: 'text/csv' })] },
    });
    expect(await dialog.findByText(catalogueMessages.imported(1, 1, 1))).toBeVisible();
    const post = server.calls().find((call) => call.method === 'POST');
    expect(post!.body).toEqual({ csv: 'codigo;descripcion;precio\r\nP-001;Café;12,50\r\n' });

    const table = dialog.getByRole('table', { name: 'Resultado por fila' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `Fila 4Con error—precio: ${catalogueMessages.unitPrice}`,
      'Fila 2Creadop-001',
      'Fila 3Actualizadop-002',
    ]);
  });
});
