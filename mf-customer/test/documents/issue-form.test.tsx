import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { limaToday } from '../../src/shared/lima-today.ts';
import { renderIssuePageWith, resetIssuePage, seriesChosen } from './issue-page-harness.tsx';
import { COMPANY_ID, documentFixture, documentsApi } from './document-fixtures.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  await resetIssuePage(api);
  api = null;
});

async function renderIssuePage(handler: Handler = () => notFound) {
  api = await startSignedInApi(documentsApi(handler));
  renderIssuePageWith(api.queryClient);
  // The series arrive with the company's list: F001 is chosen for a factura.
  await seriesChosen();
  return api.server;
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
// The buyer's number offers the company's Clientes as it is typed: a combobox.
const documentNumber = () => screen.getByRole('combobox', { name: 'Número de documento' });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const totals = () => within(screen.getByRole('region', { name: 'Totales' }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^Emitir S\/ / }));
const line = (n: number) => within(screen.getByRole('group', { name: `Ítem ${n}` }));

function fillCustomer(documentType: string, number: string, name: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de documento' }), {
    target: { value: documentType },
  });
  if (number) type(documentNumber(), number);
  type(field('Nombre o razón social'), name);
}

describe('Emitir: the form', () => {
  it('updates the totals and the amount in words as a line changes, with the same engine as the server', async () => {
    await renderIssuePage();
    type(line(1).getByRole('combobox', { name: 'Descripción' }), 'Servicio de mantenimiento');
    type(line(1).getByRole('textbox', { name: 'Precio unitario' }), '118');
    await waitFor(() => expect(screen.getByTestId('total-payable')).toHaveTextContent('S/ 118.00'));
    expect(screen.getByTestId('total-IGV')).toHaveTextContent('S/ 18.00');
    expect(screen.getByTestId('total-Op. gravada')).toHaveTextContent('S/ 100.00');
    expect(screen.getByTestId('amount-in-words')).toHaveTextContent('CIENTO DIECIOCHO CON 00/100 SOLES');

    type(line(1).getByRole('textbox', { name: 'Cantidad' }), '3');
    await waitFor(() => expect(screen.getByTestId('total-payable')).toHaveTextContent('S/ 354.00'));
    expect(screen.getByTestId('line-total-0')).toHaveTextContent('354.00');

    // A second line, exonerated (Catálogo 07 code 20): no IGV on it.
    fireEvent.click(screen.getByRole('button', { name: 'Agregar ítem' }));
    type(line(2).getByRole('combobox', { name: 'Descripción' }), 'Libros');
    type(line(2).getByRole('textbox', { name: 'Precio unitario' }), '50');
    fireEvent.change(line(2).getByRole('combobox', { name: 'Afectación IGV' }), { target: { value: '20' } });
    await waitFor(() => expect(screen.getByTestId('total-payable')).toHaveTextContent('S/ 404.00'));
    expect(totals().getByTestId('total-Op. exonerada')).toHaveTextContent('S/ 50.00');
    expect(screen.getByTestId('total-IGV')).toHaveTextContent('S/ 54.00');

    fireEvent.click(screen.getByRole('button', { name: 'Quitar ítem 1' }));
    await waitFor(() => expect(screen.getByTestId('total-payable')).toHaveTextContent('S/ 50.00'));
  });

  it('refuses a factura without a RUC with SUNAT’s reason, and sends nothing', async () => {
    const server = await renderIssuePage();
    fillCustomer('1', '45678912', 'Rosa Quispe');
    type(line(1).getByRole('combobox', { name: 'Descripción' }), 'Servicio');
    type(line(1).getByRole('textbox', { name: 'Precio unitario' }), '100');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Una factura necesita el RUC del cliente');
    expect(screen.getByRole('combobox', { name: 'Tipo de documento' })).toHaveAccessibleDescription(
      'Una factura necesita el RUC del cliente',
    );
    expect(server.calls().filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('checks the RUC’s check digit, then issues with an Idempotency-Key and shows SUNAT’s answer', async () => {
    const server = await renderIssuePage((request) =>
      request.method === 'POST' && request.path === `/companies/${COMPANY_ID}/documents`
        ? {
            status: 201,
            body: { success: true, message: 'El comprobante fue emitido', data: documentFixture() },
          }
        : notFound,
    );
    fillCustomer('6', '20607854240', 'Distribuidora Norte S.A.C.');
    type(line(1).getByRole('combobox', { name: 'Descripción' }), 'Servicio de mantenimiento');
    type(line(1).getByRole('textbox', { name: 'Precio unitario' }), '118');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El RUC del cliente no es válido: revisa sus 11 dígitos',
    );
    expect(server.calls().filter((call) => call.method === 'POST')).toEqual([]);

    type(documentNumber(), '20607854247');
    submit();
    expect(await screen.findByText('F001-8 aceptado por SUNAT')).toBeInTheDocument();
    const [post] = server.calls().filter((call) => call.method === 'POST');
    expect(post!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(post!.body).toMatchObject({
      documentType: '01',
      series: 'F001',
      customer: { documentType: '6', documentNumber: '20607854247' },
      lines: [
        { description: 'Servicio de mantenimiento', quantity: '1', unitPrice: '118', affectation: '10' },
      ],
      payment: { method: 'Contado' },
    });
    expect(screen.getByRole('button', { name: 'PDF A4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir ticket' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Más: XML y CDR' })).toBeInTheDocument();
    // The series is remembered for the next document of the company.
    expect(window.localStorage.getItem(`facturador.comprobantes.serie.${COMPANY_ID}.01`)).toBe('F001');
    fireEvent.click(screen.getByRole('button', { name: 'Emitir otro' }));
    expect(await screen.findByRole('button', { name: /^Emitir S\/ / })).toBeInTheDocument();
  });

  it('refuses a boleta over S/ 700 without the buyer’s document', async () => {
    const server = await renderIssuePage();
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de comprobante' }), {
      target: { value: '03' },
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Serie' })).toHaveValue('B001'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de documento' }), { target: { value: '-' } });
    type(line(1).getByRole('combobox', { name: 'Descripción' }), 'Refrigeradora');
    type(line(1).getByRole('textbox', { name: 'Precio unitario' }), '1200');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Una boleta de más de S/ 700.00 necesita');
    expect(server.calls().filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses an issue date SUNAT would not take: older than the send window, or more than two days ahead', async () => {
    const server = await renderIssuePage();
    const shifted = (days: number) => {
      const [year, month, day] = limaToday().split('-').map(Number) as [number, number, number];
      return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
    };
    fillCustomer('6', '20607854247', 'Distribuidora Norte S.A.C.');
    type(line(1).getByRole('combobox', { name: 'Descripción' }), 'Servicio');
    type(line(1).getByRole('textbox', { name: 'Precio unitario' }), '100');
    type(screen.getByLabelText('Fecha de emisión'), shifted(-10));
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'SUNAT recibe este comprobante hasta 3 días después de su fecha de emisión',
    );
    type(screen.getByLabelText('Fecha de emisión'), shifted(5));
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'La fecha de emisión no puede ser posterior a dos días desde hoy',
      ),
    );
    expect(server.calls().filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('taxes at the company’s own rate: a restaurant under Ley 31556 at 10.5 %, the price still the price', async () => {
    const server = await renderIssuePage((request) => {
      if (request.path === `/companies/${COMPANY_ID}/igv-regime`)
        return {
          body: {
            success: true,
            data: {
              regime: 'restaurant_hotel',
              rates: [
                { from: '2011-03-01', to: '2022-08-31', percent: '18' },
                { from: '2022-09-01', to: '2026-02-12', percent: '10' },
                { from: '2026-02-13', to: null, percent: '10.5' },
              ],
            },
          },
        };
      if (request.method === 'POST' && request.path === `/companies/${COMPANY_ID}/documents`)
        return {
          status: 201,
          body: { success: true, data: documentFixture({ igv: '10.50', total: '110.50' }) },
        };
      return notFound;
    });
    fillCustomer('6', '20607854247', 'Distribuidora Norte S.A.C.');
    type(line(1).getByRole('combobox', { name: 'Descripción' }), 'Menú ejecutivo');
    type(line(1).getByRole('textbox', { name: 'Precio unitario' }), '110.50');
    await waitFor(() => expect(screen.getByTestId('total-IGV')).toHaveTextContent('S/ 10.50'));
    expect(screen.getByTestId('total-payable')).toHaveTextContent('S/ 110.50');
    submit();
    expect(await screen.findByText('F001-8 aceptado por SUNAT')).toBeInTheDocument();
    const post = server.calls().find((call) => call.method === 'POST');
    expect(post!.body).toMatchObject({ lines: [{ unitPrice: '110.50' }] });
  });

  it('on prices with IGV takes a line discount and a global discount with IGV off what the buyer pays', async () => {
    const server = await renderIssuePage((request) =>
      request.method === 'POST' && request.path === `/companies/${COMPANY_ID}/documents`
        ? { status: 201, body: { success: true, data: documentFixture() } }
        : notFound,
    );
    fillCustomer('6', '20607854247', 'Distribuidora Norte S.A.C.');
    type(line(1).getByRole('combobox', { name: 'Descripción' }), 'Servicio de mantenimiento');
    type(line(1).getByRole('textbox', { name: 'Precio unitario' }), '236');
    type(line(1).getByRole('textbox', { name: 'Descuento (con IGV)' }), '20');
    type(field('Descuento global (con IGV)'), '30');
    expect(field('Descuento global (con IGV)')).toHaveAccessibleDescription(
      'Se resta del importe total, IGV incluido.',
    );
    // 236 − 20 − 30 = 186, all of it with IGV.
    await waitFor(() => expect(screen.getByTestId('total-payable')).toHaveTextContent('S/ 186.00'));
    expect(screen.getByTestId('total-IGV')).toHaveTextContent('S/ 28.37');
    expect(screen.getByTestId('total-Descuentos (con IGV)')).toHaveTextContent('S/ -50.00');
    submit();
    expect(await screen.findByText('F001-8 aceptado por SUNAT')).toBeInTheDocument();
    const post = server.calls().find((call) => call.method === 'POST');
    expect(post!.body).toMatchObject({ globalDiscount: '30', lines: [{ unitPrice: '236', discount: '20' }] });
  });

  it('on prices without IGV takes a line discount and a global discount off the base before IGV, and sends both', async () => {
    const server = await renderIssuePage((request) =>
      request.method === 'POST' && request.path === `/companies/${COMPANY_ID}/documents`
        ? {
            status: 201,
            body: { success: true, message: 'El comprobante fue emitido', data: documentFixture() },
          }
        : notFound,
    );
    fillCustomer('6', '20607854247', 'Distribuidora Norte S.A.C.');
    type(line(1).getByRole('combobox', { name: 'Descripción' }), 'Servicio de mantenimiento');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Los precios incluyen IGV' }));
    type(line(1).getByRole('textbox', { name: 'Precio unitario' }), '200');
    type(line(1).getByRole('textbox', { name: 'Descuento (sin IGV)' }), '20');
    type(field('Descuento global (sin IGV)'), '30');
    // 200 − 20 − 30 = 150 of base, 27 of IGV.
    await waitFor(() => expect(screen.getByTestId('total-payable')).toHaveTextContent('S/ 177.00'));
    expect(screen.getByTestId('total-IGV')).toHaveTextContent('S/ 27.00');
    expect(screen.getByTestId('total-Descuentos')).toHaveTextContent('S/ -50.00');
    submit();
    expect(await screen.findByText('F001-8 aceptado por SUNAT')).toBeInTheDocument();
    const post = server.calls().find((call) => call.method === 'POST');
    expect(post!.body).toMatchObject({ globalDiscount: '30', lines: [{ unitValue: '200', discount: '20' }] });
  });

  it('sends a factura’s detracción as operation 1001 with the rate its good proposes, and refuses one of S/ 700 or less', async () => {
    const server = await renderIssuePage((request) =>
      request.method === 'POST' && request.path === `/companies/${COMPANY_ID}/documents`
        ? {
            status: 201,
            body: { success: true, message: 'El comprobante fue emitido', data: documentFixture() },
          }
        : notFound,
    );
    fillCustomer('6', '20607854247', 'Distribuidora Norte S.A.C.');
    type(line(1).getByRole('combobox', { name: 'Descripción' }), 'Mantenimiento de maquinaria');
    type(line(1).getByRole('textbox', { name: 'Precio unitario' }), '590');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Operación sujeta a detracción (SPOT)' }));
    const detraction = within(screen.getByRole('group', { name: 'Operación sujeta a detracción (SPOT)' }));
    fireEvent.change(detraction.getByRole('combobox', { name: 'Bien o servicio (catálogo 54)' }), {
      target: { value: '020' },
    });
    expect(detraction.getByRole('textbox', { name: 'Porcentaje' })).toHaveValue('12');
    type(
      detraction.getByRole('textbox', { name: 'Cuenta de detracciones (Banco de la Nación)' }),
      '00-123-456789',
    );
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La detracción solo se aplica a operaciones de más de S/ 700.00',
    );
    expect(server.calls().filter((call) => call.method === 'POST')).toEqual([]);

    type(line(1).getByRole('textbox', { name: 'Precio unitario' }), '1180');
    submit();
    expect(await screen.findByText('F001-8 aceptado por SUNAT')).toBeInTheDocument();
    const post = server.calls().find((call) => call.method === 'POST');
    expect(post!.body).toMatchObject({
      operationType: '1001',
      detraction: { code: '020', percent: '12', account: '00-123-456789' },
    });
  });
});
