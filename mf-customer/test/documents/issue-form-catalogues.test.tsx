import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogueMessages, type CatalogueCustomer, type CatalogueProduct } from '@facturador/contracts';
import { notFound, type Handler, type RecordedRequest } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { renderIssuePageWith, resetIssuePage, seriesChosen } from './issue-page-harness.tsx';
import { COMPANY_ID, documentFixture, documentsApi } from './document-fixtures.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  await resetIssuePage(api);
  api = null;
});

const SAVED_CUSTOMER: CatalogueCustomer = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  documentType: '6',
  documentNumber: '20607854247',
  name: 'Distribuidora Norte S.A.C.',
  address: 'Av. Arequipa 1234, Lima',
  email: 'compras@norte.pe',
  createdAt: '2026-11-26T15:00:00.000Z',
  updatedAt: '2026-11-26T15:00:00.000Z',
};
/** Priced without IGV: the form, whose prices include it, shows 118. */
const SAVED_PRODUCT: CatalogueProduct = {
  id: '9b2e6679-7425-40de-944b-e07fc1f90ae8',
  code: 'SERV-01',
  description: 'Mantenimiento preventivo',
  unitCode: 'ZZ',
  unitPrice: '100.00',
  priceIncludesIgv: false,
  affectation: '10',
  isActive: true,
  createdAt: '2026-11-26T15:00:00.000Z',
  updatedAt: '2026-11-26T15:00:00.000Z',
};

const url = (request: RecordedRequest) => new URL(request.path, 'http://api.test');
const page = (data: unknown[]) => ({
  body: { success: true, data, meta: { page: 1, limit: 8, total: data.length, totalPages: 1 } },
});

/** The catalogues answer what matches `q`; issuing answers F001-8. */
const catalogueApi: Handler = (request) => {
  const { pathname, searchParams } = url(request);
  const q = (searchParams.get('q') ?? '').toLowerCase();
  if (request.method === 'GET' && pathname === `/companies/${COMPANY_ID}/customers`)
    return page(SAVED_CUSTOMER.documentNumber.includes(q) ? [SAVED_CUSTOMER] : []);
  if (request.method === 'GET' && pathname === `/companies/${COMPANY_ID}/products`)
    return page(SAVED_PRODUCT.description.toLowerCase().includes(q) ? [SAVED_PRODUCT] : []);
  if (request.method === 'POST' && pathname === `/companies/${COMPANY_ID}/customers`)
    return {
      status: 201,
      body: { success: true, message: catalogueMessages.customerCreated, data: SAVED_CUSTOMER },
    };
  if (request.method === 'POST' && pathname === `/companies/${COMPANY_ID}/documents`)
    return { status: 201, body: { success: true, data: documentFixture() } };
  return notFound;
};

async function renderIssuePage() {
  api = await startSignedInApi(documentsApi(catalogueApi));
  renderIssuePageWith(api.queryClient);
  await seriesChosen();
  return api.server;
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const line = (n: number) => within(screen.getByRole('group', { name: `Ítem ${n}` }));
const posts = (server: { calls: () => RecordedRequest[] }, suffix: string) =>
  server.calls().filter((call) => call.method === 'POST' && url(call).pathname.endsWith(suffix));

describe('Emitir: Clientes and Productos y servicios', () => {
  it('fills the buyer from Clientes and a line from Productos, the price turned to the form’s «con IGV»', async () => {
    const server = await renderIssuePage();
    type(screen.getByRole('combobox', { name: 'Número de documento' }), '2060');
    fireEvent.click(
      await screen.findByRole('option', { name: 'RUC 20607854247 · Distribuidora Norte S.A.C.' }),
    );
    expect(screen.getByRole('combobox', { name: 'Número de documento' })).toHaveValue('20607854247');
    expect(textbox('Nombre o razón social')).toHaveValue('Distribuidora Norte S.A.C.');
    expect(textbox('Dirección (opcional)')).toHaveValue('Av. Arequipa 1234, Lima');
    expect(textbox('Email del cliente (opcional)')).toHaveValue('compras@norte.pe');
    // Already a client: nothing to save.
    expect(screen.queryByRole('checkbox', { name: 'Guardar en Clientes' })).toBeNull();
    const search = server.calls().find((call) => url(call).pathname.endsWith('/customers'));
    expect(url(search!).searchParams.get('q')).toBe('2060');

    type(line(1).getByRole('combobox', { name: 'Descripción' }), 'manten');
    fireEvent.click(
      await screen.findByRole('option', { name: 'SERV-01 · Mantenimiento preventivo · 100.00' }),
    );
    expect(line(1).getByRole('combobox', { name: 'Descripción' })).toHaveValue('Mantenimiento preventivo');
    expect(line(1).getByRole('combobox', { name: 'Unidad' })).toHaveValue('ZZ');
    expect(line(1).getByRole('textbox', { name: 'Precio unitario' })).toHaveValue('118');
    await waitFor(() => expect(screen.getByTestId('total-payable')).toHaveTextContent('S/ 118.00'));
    const productSearch = server.calls().find((call) => url(call).pathname.endsWith('/products'));
    expect(Object.fromEntries(url(productSearch!).searchParams)).toMatchObject({
      q: 'manten',
      active: 'true',
    });

    fireEvent.click(screen.getByRole('button', { name: /^Emitir S\/ / }));
    expect(await screen.findByText('F001-8 aceptado por SUNAT')).toBeInTheDocument();
    expect(posts(server, '/documents')[0]!.body).toMatchObject({
      customer: { documentType: '6', documentNumber: '20607854247', email: 'compras@norte.pe' },
      lines: [
        { productCode: 'SERV-01', description: 'Mantenimiento preventivo', unitCode: 'ZZ', unitPrice: '118' },
      ],
    });
    expect(posts(server, '/customers')).toEqual([]);
  });

  it('never writes a lookup into the field the person is typing in: the name stays theirs, the rest is filled', async () => {
    await renderIssuePage();
    type(screen.getByRole('combobox', { name: 'Número de documento' }), '20607854247');
    // Tabbed on to the name before Clientes answered.
    act(() => textbox('Nombre o razón social').focus());
    await waitFor(() => expect(textbox('Dirección (opcional)')).toHaveValue('Av. Arequipa 1234, Lima'));
    expect(textbox('Email del cliente (opcional)')).toHaveValue('compras@norte.pe');
    expect(textbox('Nombre o razón social')).toHaveValue('');
    type(textbox('Nombre o razón social'), 'Norte');
    expect(textbox('Nombre o razón social')).toHaveValue('Norte');
  });

  it('saves a typed buyer in Clientes once the document is issued: «Guardar en Clientes» comes ticked', async () => {
    const server = await renderIssuePage();
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de comprobante' }), {
      target: { value: '03' },
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Serie' })).toHaveValue('B001'));
    type(screen.getByRole('combobox', { name: 'Número de documento' }), '45678912');
    type(textbox('Nombre o razón social'), 'Rosa Quispe');
    type(line(1).getByRole('combobox', { name: 'Descripción' }), 'Servicio');
    type(line(1).getByRole('textbox', { name: 'Precio unitario' }), '50');
    // A buyer not among the company's Clientes is saved unless the person says otherwise.
    expect(screen.getByRole('checkbox', { name: 'Guardar en Clientes' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: /^Emitir S\/ / }));
    await waitFor(() => expect(posts(server, '/customers')).toHaveLength(1));
    // Saved only after the document was issued.
    const calls = server.calls().filter((call) => call.method === 'POST');
    expect(calls.map((call) => url(call).pathname)).toEqual([
      `/companies/${COMPANY_ID}/documents`,
      `/companies/${COMPANY_ID}/customers`,
    ]);
    expect(posts(server, '/customers')[0]!.body).toEqual({
      documentType: '1',
      documentNumber: '45678912',
      name: 'Rosa Quispe',
    });
  });
});
