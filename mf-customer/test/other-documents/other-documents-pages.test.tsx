import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { clearToasts, toastStore } from '@facturador/auth-api';
import {
  documentDeliveryMessages,
  otherDocumentMessages,
  retentionPerceptionMessages,
  type OtherDocumentDetail,
  type ReversionView,
} from '@facturador/contracts';
import { notFound, type Handler, type RecordedRequest } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import OtherDocumentPage from '../../src/features/other-documents/detail/other-document-page.tsx';
import OtherIssuePage from '../../src/features/other-documents/issue/other-issue-page.tsx';
import OtherDocumentsPage from '../../src/features/other-documents/list/other-documents-page.tsx';
import { AgentSection } from '../../src/features/companies/company/invoicing/agent-section.tsx';
import { companyFixture } from '../company-fixture.ts';
import { COMPANY_ID, documentsApi } from '../documents/document-fixtures.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
const saved: { blob?: Blob; name?: string } = {};
beforeEach(() => {
  // jsdom has no Blob URLs and cannot follow a download: both stand in for the browser's.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      saved.blob = blob;
      return 'blob:document';
    },
    revokeObjectURL: () => {},
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
});
afterEach(async () => {
  cleanup();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  clearToasts();
  await api?.stop();
  api = null;
});

const BASE = `/companies/${COMPANY_ID}`;
const url = (request: RecordedRequest) => new URL(request.path, 'http://api.test');
const agentAnswer = (retentionAgent: boolean, perceptionAgent = false) => ({
  body: { success: true, data: { retentionAgent, perceptionAgent } },
});

const RETENTION: OtherDocumentDetail = {
  id: 'o1',
  documentType: '20',
  series: 'R001',
  number: 1,
  fullNumber: 'R001-1',
  issueDate: '2026-12-07',
  issueTime: '10:00:00',
  receiver: { documentType: '6', documentNumber: '20100070970', name: 'Muebles del Norte S.A.C.' },
  totalAmount: '30.00',
  totalNet: '970.00',
  status: 'accepted',
  environment: 'test',
  regime: '01',
  percent: '3',
  relatedDocuments: [
    {
      documentType: '01',
      series: 'F001',
      number: 25,
      issueDate: '2026-12-01',
      currency: 'PEN',
      totalAmount: '1000.00',
      payment: { number: 1, date: '2026-12-07', amount: '1000.00' },
    },
  ],
  observations: null,
  fileName: '20512333797-20-R001-1',
  digestValue: 'abc=',
  cdr: {
    code: '0',
    description: 'El Comprobante numero R001-1, ha sido aceptado',
    notes: [],
    available: true,
  },
  lastError: null,
  createdAt: '2026-12-07T15:00:00.000Z',
};

async function renderAt(path: string, page: ReactNode, handler: Handler) {
  api = await startSignedInApi(documentsApi(handler));
  render(
    <QueryClientProvider client={api.queryClient}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  return api.server;
}

const fill = (scope: ReturnType<typeof within>, name: string, value: string) =>
  fireEvent.change(scope.getByLabelText(name), { target: { value } });

describe('Retenciones y percepciones', () => {
  it('the settings say which agent the company is', async () => {
    const server = await renderAt(
      '/',
      <AgentSection company={companyFixture({ publicId: COMPANY_ID })} readOnly={false} />,
      (request) => {
        if (request.path === `${BASE}/other-cpe-agent` && request.method === 'GET') return agentAnswer(false);
        if (request.path === `${BASE}/other-cpe-agent` && request.method === 'PUT')
          return { body: { ...agentAnswer(true).body, message: otherDocumentMessages.agentSaved } };
        return notFound;
      },
    );
    const retention = await screen.findByRole('checkbox', {
      name: otherDocumentMessages.retentionAgentLabel,
    });
    expect(retention).not.toBeChecked();
    fireEvent.click(retention);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar condición de agente' }));
    await waitFor(() =>
      expect(server.calls().find((call) => call.method === 'PUT')?.body).toEqual({
        retentionAgent: true,
        perceptionAgent: false,
      }),
    );
  });

  it('Emitir refuses in Spanish, previews the amounts with the engine and sends the contract’s request', async () => {
    const server = await renderAt(
      `/app/comprobantes/retenciones/emitir?empresa=${COMPANY_ID}`,
      <OtherIssuePage />,
      (request) => {
        if (request.path === `${BASE}/other-cpe-agent`) return agentAnswer(true);
        if (request.method === 'POST' && request.path === `${BASE}/other-documents`)
          return {
            status: 201,
            body: { success: true, message: otherDocumentMessages.issued, data: RETENTION },
          };
        return notFound;
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Emitir retención o percepción' }),
    ).toBeVisible();
    const submit = await screen.findByRole('button', { name: 'Emitir' });
    fireEvent.click(submit);
    expect(await screen.findByText(retentionPerceptionMessages.receiverDocumentNumber)).toBeVisible();
    expect(screen.getByText(retentionPerceptionMessages.relatedNumber)).toBeVisible();
    expect(screen.getByText(retentionPerceptionMessages.totalAmount)).toBeVisible();

    const page = within(document.body);
    fill(page, 'Número de documento', '20100070970');
    fill(page, 'Nombre o razón social', 'Muebles del Norte S.A.C.');
    const first = within(screen.getByRole('group', { name: 'Comprobante relacionado 1' }));
    fill(first, 'Número', '25');
    fill(first, 'Fecha de emisión', '2026-12-01');
    fill(first, 'Importe total del comprobante', '1000');
    fill(first, 'Importe pagado', '1000');
    // einvoice's computeRetentionPerception, as the server computes it: 3 % of the payment.
    expect(await first.findByText('Retenido: S/ 30.00 · Neto pagado: S/ 970.00')).toBeVisible();
    expect(screen.getByTestId('total-amount')).toHaveTextContent('S/ 30.00');
    expect(screen.getByTestId('total-net')).toHaveTextContent('S/ 970.00');

    fireEvent.click(screen.getByRole('button', { name: 'Agregar comprobante' }));
    expect(screen.getByRole('group', { name: 'Comprobante relacionado 2' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar comprobante relacionado 2' }));
    expect(screen.queryByRole('group', { name: 'Comprobante relacionado 2' })).toBeNull();

    fireEvent.click(submit);
    expect(await screen.findByText('R001-1 aceptado por SUNAT')).toBeVisible();
    const post = server.calls().find((call) => call.method === 'POST')!;
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(post.body).toEqual({
      documentType: '20',
      series: 'R001',
      issueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      regime: '01',
      receiver: { documentType: '6', documentNumber: '20100070970', name: 'Muebles del Norte S.A.C.' },
      relatedDocuments: [
        {
          documentType: '01',
          series: 'F001',
          number: 25,
          issueDate: '2026-12-01',
          currency: 'PEN',
          totalAmount: '1000',
          payment: { number: 1, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), amount: '1000' },
        },
      ],
    });
  });

  it('the list shows each document with its state and filters by type on the server', async () => {
    const server = await renderAt(
      `/app/comprobantes/retenciones?empresa=${COMPANY_ID}`,
      <OtherDocumentsPage />,
      (request) => {
        if (request.path === `${BASE}/other-cpe-agent`) return agentAnswer(true, true);
        if (url(request).pathname === `${BASE}/other-documents`)
          return {
            body: {
              success: true,
              data: [
                RETENTION,
                { ...RETENTION, id: 'o2', number: 2, fullNumber: 'R001-2', status: 'reverted' },
              ],
              meta: { page: 1, limit: 20, total: 2, totalPages: 1 },
            },
          };
        return notFound;
      },
    );
    const grid = await screen.findByRole('grid', { name: 'Comprobantes de retención y percepción' });
    expect(await within(grid).findByRole('link', { name: 'R001-1' })).toHaveAttribute(
      'href',
      `/app/comprobantes/retenciones/${COMPANY_ID}/o1`,
    );
    expect(within(grid).getByText('Revertido')).toBeVisible();
    expect(within(grid).getAllByText('Aceptado')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Emitir retención o percepción' })).toBeVisible();
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo' }), { target: { value: '40' } });
    await waitFor(() =>
      expect(
        server
          .calls()
          .filter((call) => url(call).pathname === `${BASE}/other-documents`)
          .at(-1)!.path,
      ).toContain('documentType=40'),
    );
  });

  it('the detail e-mails a retención to the supplier’s address and lists its e-mails', async () => {
    const sentLine = {
      date: '2026-12-07T15:05:00.000Z',
      status: 'email_sent',
      code: null,
      description: 'Enviado por email a otra@proveedor.example',
    };
    let lines: (typeof sentLine)[] = [];
    const server = await renderAt(
      `/app/comprobantes/retenciones/${COMPANY_ID}/o1`,
      <OtherDocumentPage />,
      (request) => {
        if (request.path === `${BASE}/other-documents/o1`)
          return {
            body: { success: true, data: { ...RETENTION, receiverEmail: 'pagos@proveedor.example' } },
          };
        if (request.path === `${BASE}/other-documents/o1/emails`)
          return { body: { success: true, data: lines } };
        if (request.method === 'POST' && request.path === `${BASE}/other-documents/o1/email`) {
          lines = [sentLine];
          return {
            body: {
              success: true,
              message: documentDeliveryMessages.emailSent,
              data: { to: 'otra@proveedor.example' },
            },
          };
        }
        return notFound;
      },
    );
    const block = within(await screen.findByRole('region', { name: 'Envío por correo' }));
    expect(await block.findByText('Aún no se envió por correo.')).toBeVisible();
    fireEvent.click(block.getByRole('button', { name: 'Enviar por correo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Enviar R001-1 por correo' }));
    const address = dialog.getByRole('textbox', { name: 'Email del proveedor' });
    expect(address).toHaveValue('pagos@proveedor.example');
    fireEvent.change(address, { target: { value: 'otra@proveedor.example' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls().find((call) => call.method === 'POST')!.body).toEqual({
      to: 'otra@proveedor.example',
    });
    expect(toastStore.getState().toasts[0]).toMatchObject({
      type: 'success',
      title: 'Comprobante enviado',
      message: documentDeliveryMessages.emailSent,
    });
    // Sent or failed, the server wrote a line: the history is read again.
    expect(await block.findByText('Enviado por email a otra@proveedor.example')).toBeVisible();
  });

  it('the detail downloads the PDF, and the owner reverts it, its ticket asked until SUNAT answers', async () => {
    const pending: ReversionView = {
      id: 'rr1',
      identifier: 'RR-20261207-1',
      issueDate: '2026-12-07',
      referenceDate: '2026-12-07',
      status: 'pending',
      ticket: '1765100000001',
      sunatCode: null,
      sunatDescription: null,
      documents: [{ documentId: 'o1', fullNumber: 'R001-1', reason: 'Pago anulado' }],
    };
    let asked = 0;
    const server = await renderAt(
      `/app/comprobantes/retenciones/${COMPANY_ID}/o1`,
      <OtherDocumentPage />,
      (request) => {
        if (request.path === `${BASE}/other-documents/o1`)
          return { body: { success: true, data: RETENTION } };
        if (request.path === `${BASE}/other-documents/o1/pdf`)
          return { body: '%PDF-1.4', headers: { 'Content-Type': 'application/pdf' } };
        if (request.method === 'POST' && request.path === `${BASE}/reversions`)
          return {
            status: 202,
            body: { success: true, message: otherDocumentMessages.reversionStarted, data: pending },
          };
        if (request.path === `${BASE}/reversions/rr1`) {
          asked += 1;
          const data =
            asked < 2
              ? pending
              : { ...pending, status: 'accepted', sunatCode: '0', sunatDescription: 'Aceptado' };
          return { body: { success: true, data } };
        }
        return notFound;
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Retención R001-1' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(saved.name).toBe('20512333797-20-R001-1.pdf'));

    fireEvent.click(screen.getByRole('button', { name: 'Revertir' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revertir R001-1' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Enviar reversión' }));
    expect(await dialog.findByText(retentionPerceptionMessages.reversionReason)).toBeVisible();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Motivo de la reversión' }), {
      target: { value: 'Pago anulado' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Enviar reversión' }));
    expect(await screen.findByText(/Enviada, esperando respuesta de SUNAT/)).toBeVisible();
    expect(server.calls().find((call) => call.method === 'POST')!.body).toEqual({
      referenceDate: '2026-12-07',
      lines: [{ documentType: '20', series: 'R001', number: 1, reason: 'Pago anulado' }],
    });
    expect(await screen.findByText(/Aceptada por SUNAT/, undefined, { timeout: 5_000 })).toBeVisible();
  });
});
