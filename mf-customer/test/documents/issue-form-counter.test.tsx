import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  rucLookupMessages,
  rucStandingWarning,
  type CatalogueCustomer,
  type RucTaxpayer,
  type Series,
} from '@facturador/contracts';
import { notFound, type Handler, type RecordedRequest } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { renderIssuePageWith, resetIssuePage, seriesChosen } from './issue-page-harness.tsx';
import { COMPANY_ID, documentFixture, documentsApi, SERIES } from './document-fixtures.ts';

// Emitir at the counter (issue 39 items 4 and 6): the buyer filled from what is known of its
// number, «Guardar en Clientes» ticked for a new buyer, the last type and series kept, and the
// options a sale rarely needs behind «Más opciones».

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  await resetIssuePage(api);
  api = null;
});

const NO_HABIDO: RucTaxpayer = {
  ruc: '20488677218',
  businessName: 'AGROEXPORTADORA VALLE DE ICA S.A.',
  state: 'ACTIVO',
  condition: 'NO HABIDO',
  address: 'CAR. PANAMERICANA SUR KM. 300',
  ubigeo: { code: '110101', department: 'ICA', province: 'ICA', district: 'ICA' },
  updatedAt: '2026-11-01T05:00:00.000Z',
  warning: rucStandingWarning('ACTIVO', 'NO HABIDO'),
};
const CUSCO: RucTaxpayer = {
  ...NO_HABIDO,
  ruc: '20609123452',
  businessName: 'TECNOLOGÍA Y SISTEMAS CUSCO S.A.C.',
  condition: 'HABIDO',
  address: 'AV. EL SOL NRO. 815 DPTO. 301',
  warning: null,
};
const SAVED_IN_PADRON: RucTaxpayer = {
  ...NO_HABIDO,
  ruc: '20512333797',
  businessName: 'COMERCIAL ANDINA S.A.C.',
  condition: 'HABIDO',
  address: 'AV. ARGENTINA NRO. 123',
  warning: null,
};

const client = (overrides: Partial<CatalogueCustomer>): CatalogueCustomer => ({
  id: `client-${overrides.documentNumber}`,
  documentType: '1',
  documentNumber: '45678912',
  name: 'ROSA QUISPE MAMANI',
  address: 'Jr. Lampa 123, Lima',
  email: 'rosa@correo.pe',
  createdAt: '2026-11-26T15:00:00.000Z',
  updatedAt: '2026-11-26T15:00:00.000Z',
  ...overrides,
});
/** The company's Clientes: the DNI's holder, her RUC (which holds the DNI), and a company. */
const CLIENTS = [
  client({}),
  client({ documentType: '6', documentNumber: '10456789124', name: 'QUISPE MAMANI ROSA (RUC)' }),
  client({
    documentType: '6',
    documentNumber: '20512333797',
    name: 'Comercial Andina',
    address: 'Av. Argentina 123, Cercado de Lima',
    email: 'compras@andina.pe',
  }),
];

const B002: Series = { ...SERIES[1]!, publicId: 's5', series: 'B002', nextCorrelative: 1 };

const url = (request: RecordedRequest) => new URL(request.path, 'http://api.test');
const posts = (server: { calls: () => RecordedRequest[] }, suffix: string) =>
  server.calls().filter((call) => call.method === 'POST' && url(call).pathname.endsWith(suffix));

/** The padrón (three RUCs), the Clientes above searched by `q`, a second boleta series, and issuing. */
const counterApi: Handler = (request) => {
  const { pathname, searchParams } = url(request);
  if (request.method === 'GET' && pathname === `/companies/${COMPANY_ID}/series`)
    return { body: { success: true, data: [...SERIES, B002] } };
  const taxpayer = [NO_HABIDO, CUSCO, SAVED_IN_PADRON].find((row) => pathname === `/ruc/${row.ruc}`);
  if (taxpayer) return { body: { success: true, data: taxpayer } };
  if (pathname.startsWith('/ruc/'))
    return { status: 404, body: { success: false, code: 'NOT_FOUND', message: rucLookupMessages.notFound } };
  if (request.method === 'GET' && pathname === `/companies/${COMPANY_ID}/customers`) {
    const q = searchParams.get('q') ?? '';
    const data = CLIENTS.filter((row) => row.documentNumber.includes(q) || row.name.includes(q));
    return { body: { success: true, data, meta: { page: 1, limit: 20, total: data.length, totalPages: 1 } } };
  }
  if (request.method === 'POST' && pathname === `/companies/${COMPANY_ID}/documents`)
    return { status: 201, body: { success: true, data: documentFixture() } };
  if (request.method === 'POST' && pathname === `/companies/${COMPANY_ID}/customers`)
    return { status: 201, body: { success: true, message: 'Cliente registrado', data: CLIENTS[0] } };
  return notFound;
};

function renderIssuePage() {
  renderIssuePageWith(api!.queryClient);
}

async function openIssue(series = 'F001') {
  api = await startSignedInApi((request) =>
    request.path === `/companies/${COMPANY_ID}/series`
      ? counterApi(request)
      : documentsApi(counterApi)(request),
  );
  renderIssuePage();
  await seriesChosen(series);
  return api.server;
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const documentNumber = () => select('Número de documento');
const line = (n: number) => within(screen.getByRole('group', { name: `Ítem ${n}` }));
const submitButton = () => screen.getByRole('button', { name: /^Emitir S\/ / });

function fillLine(description: string, price: string) {
  type(line(1).getByRole('combobox', { name: 'Descripción' }), description);
  type(line(1).getByRole('textbox', { name: 'Precio unitario' }), price);
}

describe('Emitir: the buyer filled from what is known of its number', () => {
  it('a RUC typed fills the razón social and dirección fiscal from the padrón, warns it is NO HABIDO, and keeps a name typed first', async () => {
    await openIssue();
    type(documentNumber(), NO_HABIDO.ruc);
    await waitFor(() => expect(textbox('Nombre o razón social')).toHaveValue(NO_HABIDO.businessName));
    expect(textbox('Dirección (opcional)')).toHaveValue(NO_HABIDO.address);
    expect(screen.getByRole('alert')).toHaveTextContent(rucStandingWarning('ACTIVO', 'NO HABIDO')!);
    // A new buyer: offered to Clientes, ticked.
    expect(screen.getByRole('checkbox', { name: 'Guardar en Clientes' })).toBeChecked();

    // Another buyer, its name typed before its RUC: the person's words stay; the address the padrón
    // wrote for the first RUC is the padrón's to replace.
    type(documentNumber(), '');
    type(textbox('Nombre o razón social'), 'Tecnología Cusco (sede Wanchaq)');
    type(documentNumber(), CUSCO.ruc);
    await waitFor(() => expect(textbox('Dirección (opcional)')).toHaveValue(CUSCO.address));
    expect(textbox('Nombre o razón social')).toHaveValue('Tecnología Cusco (sede Wanchaq)');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a DNI among the company’s Clientes fills name, address and e-mail from there, and is not saved again', async () => {
    const server = await openIssue();
    fireEvent.change(select('Tipo de comprobante'), { target: { value: '03' } });
    await waitFor(() => expect(select('Serie')).toHaveValue('B001'));
    expect(select('Tipo de documento')).toHaveValue('1');
    type(documentNumber(), '45678912');
    // The exact DNI, not the RUC that holds its digits.
    await waitFor(() => expect(textbox('Nombre o razón social')).toHaveValue('ROSA QUISPE MAMANI'));
    expect(textbox('Dirección (opcional)')).toHaveValue('Jr. Lampa 123, Lima');
    expect(textbox('Email del cliente (opcional)')).toHaveValue('rosa@correo.pe');
    expect(screen.getByText(/^Datos tomados de tus Clientes/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Guardar en Clientes' })).toBeNull();

    fillLine('Menú del día', '10');
    await waitFor(() => expect(submitButton()).toHaveTextContent('Emitir S/ 10.00'));
    fireEvent.click(submitButton());
    expect(await screen.findByText(/aceptado por SUNAT$/)).toBeInTheDocument();
    expect(posts(server, '/documents')[0]!.body).toMatchObject({
      customer: { documentType: '1', documentNumber: '45678912', name: 'ROSA QUISPE MAMANI' },
    });
    expect(posts(server, '/customers')).toEqual([]);
  });

  it('a RUC both among Clientes and in the padrón is filled from Clientes, the company’s own words', async () => {
    await openIssue();
    type(documentNumber(), '20512333797');
    await waitFor(() => expect(textbox('Nombre o razón social')).toHaveValue('Comercial Andina'));
    expect(textbox('Email del cliente (opcional)')).toHaveValue('compras@andina.pe');
    // The padrón answered too (its request went out) and changed nothing.
    await waitFor(() =>
      expect(api!.server.calls().some((call) => url(call).pathname === '/ruc/20512333797')).toBe(true),
    );
    expect(textbox('Dirección (opcional)')).toHaveValue('Av. Argentina 123, Cercado de Lima');
    expect(screen.getByText(/^Datos tomados de tus Clientes/)).toBeInTheDocument();
  });

  it('«Guardar en Clientes» is ticked for a new buyer and not offered for «varios»', async () => {
    await openIssue();
    expect(screen.getByRole('checkbox', { name: 'Guardar en Clientes' })).toBeChecked();
    fireEvent.change(select('Tipo de comprobante'), { target: { value: '03' } });
    await waitFor(() => expect(select('Serie')).toHaveValue('B001'));
    fireEvent.change(select('Tipo de documento'), { target: { value: '-' } });
    expect(screen.queryByRole('checkbox', { name: 'Guardar en Clientes' })).toBeNull();
  });
});

describe('Emitir at the counter', () => {
  it('opens on the type and series of the last document issued: after it, and on the next visit', async () => {
    await openIssue();
    fireEvent.change(select('Tipo de comprobante'), { target: { value: '03' } });
    await waitFor(() => expect(select('Serie')).toHaveValue('B001'));
    fireEvent.change(select('Serie'), { target: { value: 'B002' } });
    type(documentNumber(), '47654321');
    type(textbox('Nombre o razón social'), 'Juan Pérez');
    fillLine('Pan francés', '5');
    fireEvent.click(submitButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir otro' }));
    await waitFor(() => expect(select('Serie')).toHaveValue('B002'));
    expect(select('Tipo de comprobante')).toHaveValue('03');
    expect(select('Tipo de documento')).toHaveValue('1');

    // The next visit: a new page, the same choice.
    cleanup();
    renderIssuePage();
    await waitFor(() => expect(select('Serie')).toHaveValue('B002'));
    expect(select('Tipo de comprobante')).toHaveValue('03');
  });

  it('«Emitir» carries the total; an error behind a closed «Más opciones» opens it and takes the cursor there', async () => {
    await openIssue();
    const more = screen.getByRole('button', { name: 'Más opciones' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAccessibleDescription('Forma de pago, descuento global, detracción y observaciones');
    type(documentNumber(), '20512333797');
    await waitFor(() => expect(textbox('Nombre o razón social')).toHaveValue('Comercial Andina'));
    fillLine('Servicio de mantenimiento', '118');
    await waitFor(() => expect(submitButton()).toHaveTextContent('Emitir S/ 118.00'));

    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    type(textbox('Descuento global (con IGV)'), '500');
    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // Closed, it says what it holds that the document carries.
    expect(more).toHaveAccessibleDescription('En uso: descuento global');

    fireEvent.click(submitButton());
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'true'));
    const discount = textbox('Descuento global (con IGV)');
    expect(discount).toHaveAccessibleDescription(expect.stringMatching(/\S/));
    await waitFor(() => expect(discount).toHaveFocus());
  });
});
