import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { renderIssuePageWith, resetIssuePage, seriesChosen } from './issue-page-harness.tsx';
import { COMPANY_ID, documentsApi } from './document-fixtures.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  await resetIssuePage(api);
  api = null;
});

const LATE =
  'SUNAT recibe este comprobante hasta 3 días después de su fecha de emisión: emítelo con una fecha más reciente';

/** The server's pre-flight as the API answers it: all good, or 422 with SUNAT's code at the field. */
const validating =
  (refuse: boolean): Handler =>
  (request) => {
    if (request.method !== 'POST' || request.path !== `/companies/${COMPANY_ID}/documents/validate`)
      return notFound;
    if (refuse)
      return {
        status: 422,
        body: {
          success: false,
          code: 'VALIDATION_ERROR',
          message: `Campo «issueDate»: ${LATE}`,
          details: [{ field: 'issueDate', code: '2108', message: LATE }],
        },
      };
    const zero = '0.00';
    const data = {
      valid: true,
      documentType: '01',
      series: 'F001',
      currency: 'PEN',
      igvPercent: '18',
      totals: {
        taxed: '10.00',
        exonerated: zero,
        unaffected: zero,
        exported: zero,
        free: zero,
        igv: '1.80',
        isc: zero,
        icbper: zero,
        globalDiscount: zero,
        taxTotal: '1.80',
        payableAmount: '11.80',
      },
      sendDeadline: '2026-12-01',
    };
    return { status: 200, body: { success: true, message: 'Todo en orden: listo para emitir', data } };
  };

async function openWithFactura(refuse: boolean) {
  api = await startSignedInApi(documentsApi(validating(refuse)));
  renderIssuePageWith(api.queryClient);
  await seriesChosen();
  const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
  const line = within(screen.getByRole('group', { name: 'Ítem 1' }));
  type(screen.getByRole('combobox', { name: 'Número de documento' }), '20607854247');
  type(screen.getByRole('textbox', { name: 'Nombre o razón social' }), 'Distribuidora Norte S.A.C.');
  type(line.getByRole('combobox', { name: 'Descripción' }), 'Servicio de mantenimiento');
  type(line.getByRole('textbox', { name: 'Precio unitario' }), '10');
  fireEvent.click(screen.getByRole('button', { name: 'Revisar' }));
}

const posts = () =>
  api!.server
    .calls()
    .filter((call) => call.method === 'POST')
    .map((call) => call.path);

describe('Emitir: «Revisar» runs SUNAT’s checks without issuing', () => {
  it('says «Todo en orden: listo para emitir» for a document SUNAT would take, and issues nothing', async () => {
    await openWithFactura(false);
    // Said as a status (announced, not alarming), once the server's pre-flight answered.
    await screen.findByText('Todo en orden: listo para emitir');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Todo en orden: listo para emitir',
    );
    expect(posts()).toEqual([`/companies/${COMPANY_ID}/documents/validate`]);
  });

  it('shows what SUNAT would refuse at its field and in the alert, as a refused issue is shown', async () => {
    await openWithFactura(true);
    expect(await screen.findByRole('alert')).toHaveTextContent('3 días');
    expect(screen.getByLabelText('Fecha de emisión')).toHaveAccessibleDescription(LATE);
    expect(screen.queryByText('Todo en orden: listo para emitir')).toBeNull();
    expect(posts()).toEqual([`/companies/${COMPANY_ID}/documents/validate`]);
  });

  it('says what SUNAT would observe in a document it takes (a boleta’s DNI of 7 digits), not «Todo en orden»', async () => {
    api = await startSignedInApi(documentsApi(validating(false)));
    renderIssuePageWith(api.queryClient);
    await seriesChosen();
    const select = (name: string) => screen.getByRole('combobox', { name });
    fireEvent.change(select('Tipo de comprobante'), { target: { value: '03' } });
    await waitFor(() => expect(select('Serie')).toHaveValue('B001'));
    const line = within(screen.getByRole('group', { name: 'Ítem 1' }));
    fireEvent.change(select('Número de documento'), { target: { value: '4567890' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nombre o razón social' }), {
      target: { value: 'Rosa Quispe' },
    });
    fireEvent.change(line.getByRole('combobox', { name: 'Descripción' }), { target: { value: 'Pan' } });
    fireEvent.change(line.getByRole('textbox', { name: 'Precio unitario' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar' }));
    const observed = 'El DNI debe tener 8 dígitos: SUNAT acepta la boleta, pero la observa (4207)';
    await screen.findByText(observed);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(observed);
    expect(screen.queryByText('Todo en orden: listo para emitir')).toBeNull();
    expect(posts()).toEqual([`/companies/${COMPANY_ID}/documents/validate`]);
  });
});
