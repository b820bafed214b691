import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { billingMessages, documentApiMessages } from '@facturador/contracts';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { companyFixture } from '../company-fixture.ts';
import { COMPANY_ID, documentsApi } from './document-fixtures.ts';
import { renderIssuePageWith, resetIssuePage, seriesChosen } from './issue-page-harness.tsx';

// Issue 40 item 6: every setup message on the way to a first document links to where it is fixed.

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  await resetIssuePage(api);
  api = null;
});

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** Emitir refused by the server with `message` (and `code`), the form filled with a valid boleta. */
async function refusedWith(status: number, code: string, message: string) {
  api = await startSignedInApi(
    documentsApi((request) =>
      request.method === 'POST' && request.path === `/companies/${COMPANY_ID}/documents`
        ? { status, body: { success: false, code, message } }
        : notFound,
    ),
  );
  renderIssuePageWith(api.queryClient);
  await seriesChosen();
  fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de comprobante' }), {
    target: { value: '03' },
  });
  await seriesChosen('B001');
  // A boleta under S/ 700 to a buyer without a document: nothing for the form itself to refuse.
  fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de documento' }), { target: { value: '-' } });
  const item = within(screen.getByRole('group', { name: 'Ítem 1' }));
  type(item.getByRole('combobox', { name: 'Descripción' }), 'Pan francés');
  type(item.getByRole('textbox', { name: 'Precio unitario' }), '10');
  fireEvent.click(screen.getByRole('button', { name: /^Emitir S\/ / }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  return alert;
}

const hrefOf = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

describe('Emitir: a refusal about the setup names the page that fixes it', () => {
  it('sends a missing certificate to Facturación electrónica', async () => {
    const alert = await refusedWith(409, 'CONFLICT', documentApiMessages.certificateMissing);
    expect(hrefOf(alert, 'Ir a Facturación electrónica')).toBe(`/app/mis-empresas/${COMPANY_ID}/facturacion`);
  });

  it('sends no tokens left to Mis Planes y Tokens', async () => {
    const alert = await refusedWith(402, 'NO_TOKENS', billingMessages.noTokens);
    expect(hrefOf(alert, 'Ver Mis Planes y Tokens')).toBe('/app/mis-planes');
  });

  it('adds no link to a refusal of the document itself', async () => {
    const alert = await refusedWith(409, 'CONFLICT', documentApiMessages.idempotencyReused);
    expect(within(alert).queryByRole('link')).toBeNull();
  });
});

describe('Emitir: a company without a series of the type chosen', () => {
  it('says so under Serie with the link to the company’s Series', async () => {
    const noSeries: Handler = (request) => {
      if (request.method === 'GET' && request.path === '/companies')
        return { body: { success: true, data: [companyFixture({ publicId: COMPANY_ID })] } };
      if (request.method === 'GET' && request.path === `/companies/${COMPANY_ID}/series`)
        return { body: { success: true, data: [] } };
      return notFound;
    };
    api = await startSignedInApi(noSeries);
    renderIssuePageWith(api.queryClient);
    const series = await screen.findByRole('combobox', { name: 'Serie' });
    await waitFor(() =>
      expect(series).toHaveAccessibleDescription(
        'La empresa no tiene series activas para este tipo. Ir a Series',
      ),
    );
    expect(screen.getByRole('link', { name: 'Ir a Series' })).toHaveAttribute(
      'href',
      `/app/mis-empresas/${COMPANY_ID}/series`,
    );
  });
});
