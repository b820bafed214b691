import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { COMPANY_ID, documentFixture, documentsApi } from './document-fixtures.ts';
import { renderIssuePageWith, resetIssuePage, seriesChosen } from './issue-page-harness.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  await resetIssuePage(api);
  api = null;
});

const RUC = '20607854247';

/** The API: the buyer's open advances (anticipos), and the issue answered as accepted. */
const issuing: Handler = (request) => {
  if (request.method === 'GET' && request.path.startsWith(`/companies/${COMPANY_ID}/documents/advances?`)) {
    const mine = request.path.includes(`customerDocumentNumber=${RUC}`);
    const advance = {
      documentType: '01',
      series: 'F001',
      number: 12,
      issueDate: '2026-11-20',
      currency: 'PEN',
    };
    return {
      body: { success: true, data: mine ? [{ ...advance, total: '708.00', left: '708.00' }] : [] },
    };
  }
  if (request.method === 'POST' && request.path === `/companies/${COMPANY_ID}/documents`)
    return {
      status: 201,
      body: { success: true, message: 'El comprobante fue emitido', data: documentFixture() },
    };
  return notFound;
};

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function openFactura(documentNumber: string, price: string) {
  api = await startSignedInApi(documentsApi(issuing));
  renderIssuePageWith(api.queryClient);
  await seriesChosen();
  const line = within(screen.getByRole('group', { name: 'Ítem 1' }));
  type(screen.getByRole('combobox', { name: 'Número de documento' }), documentNumber);
  type(screen.getByRole('textbox', { name: 'Nombre o razón social' }), 'Andes Trading LLC');
  type(line.getByRole('combobox', { name: 'Descripción' }), 'Escritorio de melamina');
  type(line.getByRole('textbox', { name: 'Precio unitario' }), price);
}

const issuedBody = () =>
  api!.server.calls().find((call) => call.method === 'POST' && call.path.endsWith('/documents'))?.body;

describe('Emitir: exportación and anticipos (issue 41)', () => {
  it('deducts an accepted advance of the buyer: offers it with what is left, and sends it', async () => {
    await openFactura(RUC, '2360');
    const advance = await screen.findByRole('combobox', { name: 'Deducir anticipo' });
    const option = within(advance).getByRole('option', { name: 'F001-12 · quedan S/ 708.00' });
    type(advance, (option as HTMLOptionElement).value);
    expect(screen.getByRole('textbox', { name: 'Importe a deducir (con IGV)' })).toHaveValue('708.00');
    // 2360.00 less the 708.00 already paid.
    fireEvent.click(await screen.findByRole('button', { name: /^Emitir S\/\s1,652\.00/ }));
    expect(await screen.findByText('F001-8 aceptado por SUNAT')).toBeInTheDocument();
    expect(issuedBody()).toMatchObject({
      advanceDeductions: [{ documentType: '01', series: 'F001', number: 12, amount: '708.00' }],
    });
  });

  it('an export of goods: its lines go afectación 40, the buyer from abroad, the Incoterm chosen', async () => {
    await openFactura('98-7654321', '100');
    type(screen.getByRole('combobox', { name: 'Tipo de operación' }), '0200');
    expect(screen.getByRole('combobox', { name: 'Tipo de documento' })).toHaveValue('0');
    type(screen.getByRole('combobox', { name: 'Incoterm' }), 'FOB');
    fireEvent.click(await screen.findByRole('button', { name: /^Emitir S\/\s100\.00/ }));
    expect(await screen.findByText('F001-8 aceptado por SUNAT')).toBeInTheDocument();
    expect(issuedBody()).toMatchObject({
      operationType: '0200',
      incoterm: 'FOB',
      customer: { documentType: '0', documentNumber: '98-7654321' },
      lines: [{ affectation: '40', unitPrice: '100' }],
    });
  });
});
