import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { renderIssuePageWith, resetIssuePage, seriesChosen } from './issue-page-harness.tsx';
import { COMPANY_ID, documentFixture, documentsApi } from './document-fixtures.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  await resetIssuePage(api);
  api = null;
});

const issuing: Handler = (request) =>
  request.method === 'POST' && request.path === `/companies/${COMPANY_ID}/documents`
    ? { status: 201, body: { success: true, data: documentFixture() } }
    : notFound;

/** The page as a visit opens it; a second call is a reload of the same tab. */
async function openIssuePage() {
  api ??= await startSignedInApi(documentsApi(issuing));
  renderIssuePageWith(api.queryClient);
  await seriesChosen();
  return api.server;
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const line = (n: number) => within(screen.getByRole('group', { name: `Ítem ${n}` }));
const posts = () => api!.server.calls().filter((call) => call.method === 'POST');
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^Emitir S\/ / }));

function fillFactura(price: string) {
  type(screen.getByRole('combobox', { name: 'Número de documento' }), '20607854247');
  type(screen.getByRole('textbox', { name: 'Nombre o razón social' }), 'Distribuidora Norte S.A.C.');
  type(line(1).getByRole('combobox', { name: 'Descripción' }), 'Servicio de mantenimiento');
  type(line(1).getByRole('textbox', { name: 'Precio unitario' }), price);
}

describe('Emitir: no input crashes the form or loses it', () => {
  it('a discount above its line is said at that discount, the totals still show, and every value stays', async () => {
    await openIssuePage();
    fillFactura('20');
    type(line(1).getByRole('textbox', { name: 'Cantidad' }), '1.5');
    type(line(1).getByRole('textbox', { name: 'Descuento (con IGV)' }), '43.61');
    await waitFor(() => expect(screen.getByTestId('total-payable')).toHaveTextContent('S/ -13.61'));
    expect(screen.getByTestId('amount-in-words')).toHaveTextContent(
      'El importe no se puede escribir en letras',
    );
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El descuento no puede ser mayor que la cantidad por el precio unitario',
    );
    expect(line(1).getByRole('textbox', { name: 'Descuento (con IGV)' })).toHaveAccessibleDescription(
      'El descuento no puede ser mayor que la cantidad por el precio unitario',
    );
    expect(line(1).getByRole('textbox', { name: 'Cantidad' })).toHaveValue('1.5');
    expect(line(1).getByRole('textbox', { name: 'Precio unitario' })).toHaveValue('20');
    expect(line(1).getByRole('combobox', { name: 'Descripción' })).toHaveValue('Servicio de mantenimiento');
    expect(posts()).toEqual([]);
  });

  it('a global discount above the total is said at the global discount', async () => {
    await openIssuePage();
    fillFactura('10');
    type(screen.getByRole('textbox', { name: 'Descuento global (con IGV)' }), '23.61');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('El descuento global no puede ser mayor');
    expect(screen.getByRole('textbox', { name: 'Descuento global (con IGV)' })).toHaveAccessibleDescription(
      'El descuento global no puede ser mayor que el total de los ítems gravados',
    );
    expect(posts()).toEqual([]);
  });

  it('a reload brings the form back as it was, «Empezar de nuevo» empties it, and an issued document forgets it', async () => {
    await openIssuePage();
    fillFactura('10');
    type(screen.getByRole('textbox', { name: 'Observaciones (opcional)' }), 'Entregar el lunes');
    cleanup();

    await openIssuePage();
    expect(screen.getByText('Recuperamos el comprobante que estabas llenando.')).toBeInTheDocument();
    expect(line(1).getByRole('textbox', { name: 'Precio unitario' })).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'Observaciones (opcional)' })).toHaveValue(
      'Entregar el lunes',
    );
    expect(screen.getByTestId('total-payable')).toHaveTextContent('S/ 10.00');

    fireEvent.click(screen.getByRole('button', { name: 'Empezar de nuevo' }));
    await waitFor(() => expect(line(1).getByRole('textbox', { name: 'Precio unitario' })).toHaveValue(''));
    expect(screen.queryByText('Recuperamos el comprobante que estabas llenando.')).toBeNull();

    fillFactura('10');
    submit();
    expect(await screen.findByText('F001-8 aceptado por SUNAT')).toBeInTheDocument();
    cleanup();
    await openIssuePage();
    expect(line(1).getByRole('textbox', { name: 'Precio unitario' })).toHaveValue('');
    expect(screen.queryByText('Recuperamos el comprobante que estabas llenando.')).toBeNull();
  });
});

describe('Emitir: a document SUNAT rejects is shown as SUNAT left it', () => {
  it('the 422 with the document opens its result, «rechazado», with SUNAT’s code, and forgets the draft', async () => {
    const rejected = documentFixture({
      status: 'rejected',
      sunatCode: '2800',
      cdr: {
        code: '2800',
        description: 'El dato ingresado en el tipo de documento de identidad del receptor no esta permitido.',
        notes: [],
      },
    });
    api = await startSignedInApi(
      documentsApi((request) =>
        request.method === 'POST' && request.path === `/companies/${COMPANY_ID}/documents`
          ? {
              status: 422,
              body: {
                success: false,
                code: 'SUNAT_REJECTED',
                message: 'SUNAT rechazó el comprobante F001-8 (código 2800)',
                details: { sunatCode: '2800', sunatMessage: 'no permitido', document: rejected },
              },
            }
          : notFound,
      ),
    );
    renderIssuePageWith(api.queryClient);
    await seriesChosen();
    fillFactura('10');
    submit();
    expect(await screen.findByText('F001-8 rechazado por SUNAT')).toBeInTheDocument();
    expect(screen.getByText(/2800/)).toBeInTheDocument();
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('Emitir: nothing asks before a legal document goes out', () => {
  it('Enter in a field asks first, with the type, the buyer and the total; «Revisar» goes back, «Emitir» sends', async () => {
    await openIssuePage();
    fillFactura('118');
    fireEvent.keyDown(line(1).getByRole('textbox', { name: 'Precio unitario' }), { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: '¿Emitir este comprobante?' });
    expect(dialog).toHaveTextContent('Factura F001');
    expect(dialog).toHaveTextContent('RUC 20607854247 · Distribuidora Norte S.A.C.');
    expect(dialog).toHaveTextContent('S/ 118.00');
    // The safe answer has the focus: a second Enter does not send.
    expect(within(dialog).getByRole('button', { name: 'Revisar' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);

    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Observaciones (opcional)' }), {
      key: 'Enter',
      ctrlKey: true,
    });
    const again = await screen.findByRole('dialog', { name: '¿Emitir este comprobante?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Emitir' }));
    expect(await screen.findByText('F001-8 aceptado por SUNAT')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });

  it('Enter on a form SUNAT would refuse shows the reasons, no question', async () => {
    await openIssuePage();
    type(line(1).getByRole('textbox', { name: 'Precio unitario' }), '10');
    fireEvent.keyDown(line(1).getByRole('textbox', { name: 'Precio unitario' }), { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Corrige lo indicado');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the button sends at once, but asks about a total of S/ 0.00 or an unusual one', async () => {
    await openIssuePage();
    fillFactura('0');
    submit();
    const dialog = await screen.findByRole('dialog', { name: '¿Emitir este comprobante?' });
    expect(dialog).toHaveTextContent('El importe total es 0.00: revisa los precios y los descuentos.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    type(line(1).getByRole('textbox', { name: 'Precio unitario' }), '150000');
    submit();
    expect(await screen.findByRole('dialog', { name: '¿Emitir este comprobante?' })).toHaveTextContent(
      'El importe total es mayor que S/ 100,000.00: confirma que es correcto.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Revisar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    type(line(1).getByRole('textbox', { name: 'Precio unitario' }), '118');
    submit();
    expect(await screen.findByText('F001-8 aceptado por SUNAT')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });

  it('a RUC typed on a factura stays a RUC on a boleta; a boleta’s DNI of 7 digits is asked about before it goes', async () => {
    await openIssuePage();
    const select = (name: string) => screen.getByRole('combobox', { name });
    fillFactura('118');
    fireEvent.change(select('Tipo de comprobante'), { target: { value: '03' } });
    await waitFor(() => expect(select('Serie')).toHaveValue('B001'));
    expect(select('Tipo de documento')).toHaveValue('6');
    expect(select('Número de documento')).toHaveValue('20607854247');

    fireEvent.change(select('Tipo de documento'), { target: { value: '1' } });
    type(select('Número de documento'), '4567890');
    submit();
    const dialog = await screen.findByRole('dialog', { name: '¿Emitir este comprobante?' });
    expect(dialog).toHaveTextContent(
      'El DNI debe tener 8 dígitos: SUNAT acepta la boleta, pero la observa (4207)',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);

    type(select('Número de documento'), '45678901');
    submit();
    expect(await screen.findByText('F001-8 aceptado por SUNAT')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });
});
