import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { clearToasts, handleRealtimeEvent } from '@facturador/auth-api';
import { despatchMessages, type DespatchDetail, type Series } from '@facturador/contracts';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import DespatchPage from '../../src/features/despatches/detail/despatch-page.tsx';
import DespatchIssuePage from '../../src/features/despatches/issue/despatch-issue-page.tsx';
import DespatchesPage from '../../src/features/despatches/list/despatches-page.tsx';
import { COMPANY_ID, documentFixture, documentsApi } from '../documents/document-fixtures.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  cleanup();
  jest.useRealTimers();
  clearToasts();
  await api?.stop();
  api = null;
});

const GUIA_SERIES: Series[] = [
  {
    publicId: 's9',
    establishmentId: 'e1',
    establishmentCode: '0000',
    documentType: '09',
    series: 'T001',
    nextCorrelative: 1,
    isActive: true,
  },
  {
    publicId: 's31',
    establishmentId: 'e1',
    establishmentCode: '0000',
    documentType: '31',
    series: 'V001',
    nextCorrelative: 1,
    isActive: true,
  },
];
const DISTRICTS = [{ code: '150101', department: 'LIMA', province: 'LIMA', district: 'LIMA' }];
const BASE = `/companies/${COMPANY_ID}/despatches`;

function despatch(overrides: Partial<DespatchDetail> = {}): DespatchDetail {
  return {
    id: 'g1',
    documentType: '09',
    series: 'T001',
    number: 1,
    fullNumber: 'T001-1',
    issueDate: '2026-12-07',
    recipientName: 'Distribuidora Norte S.A.C.',
    status: 'pending',
    statusLabel: 'En proceso en SUNAT',
    environment: 'test',
    createdAt: '2026-12-07T09:00:00.000Z',
    fileName: '20512333797-09-T001-1',
    ticket: 'a1b2c3',
    sunat: null,
    hasCdr: false,
    lastError: null,
    input: {},
    ...overrides,
  };
}

async function renderPage(ui: ReactElement, path: string, handler: Handler) {
  // The guías' series before the documents' ones documentsApi answers.
  const rest = documentsApi(handler);
  api = await startSignedInApi((request) => {
    if (request.path === `/companies/${COMPANY_ID}/series`)
      return { body: { success: true, data: GUIA_SERIES } };
    if (request.path === '/catalogs/ubigeo')
      return { body: { success: true, data: { version: '2022', districts: DISTRICTS } } };
    return rest(request);
  });
  render(
    <QueryClientProvider client={api.queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return api.server;
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

describe('Guías de remisión', () => {
  it('emits a guía 09 from a factura: its buyer and lines carried over, Spanish errors, then the request', async () => {
    const server = await renderPage(
      <DespatchIssuePage />,
      `/app/comprobantes/guias/emitir?empresa=${COMPANY_ID}&tipo=09&comprobante=d1`,
      (request) => {
        if (request.path === `/companies/${COMPANY_ID}/documents/d1`)
          return { body: { success: true, data: documentFixture() } };
        if (request.method === 'POST' && request.path === BASE)
          return { status: 201, body: { success: true, data: despatch() } };
        return notFound;
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Emitir guía de remisión remitente' });
    expect(await screen.findByText(/Bienes y destinatario copiados de F001-8/)).toBeVisible();
    expect(field('Descripción')).toHaveValue('Servicio de mantenimiento');
    const recipient = within(screen.getByRole('region', { name: 'Destinatario' }));
    expect(recipient.getByRole('textbox', { name: 'Nombre o razón social' })).toHaveValue(
      'Distribuidora Norte S.A.C.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Emitir guía' }));
    expect(await screen.findByText(despatchMessages.grossWeight)).toBeVisible();
    expect(screen.getByText(despatchMessages.plate)).toBeVisible();
    expect(server.calls().some((call) => call.method === 'POST')).toBe(false);

    type('Peso bruto total', '25.5');
    type('Dirección (punto de partida)', 'Av. Los Olivos 123');
    type('Dirección (punto de llegada)', 'Av. Javier Prado 4200');
    // The plate and the driver's document also offer the company's Vehículos and Conductores.
    fireEvent.change(screen.getByRole('combobox', { name: 'Placa' }), { target: { value: 'abc-123' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'DNI del conductor' }), {
      target: { value: '44556677' },
    });
    type('Licencia de conducir', 'q44556677');
    type('Nombres', 'Juan Carlos');
    type('Apellidos', 'Quispe Mamani');
    fireEvent.click(screen.getByRole('button', { name: 'Emitir guía' }));
    await waitFor(() => expect(server.calls().some((call) => call.method === 'POST')).toBe(true));
    const body = server.calls().find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      documentType: '09',
      series: 'T001',
      reasonCode: '01',
      transportMode: '02',
      grossWeight: '25.5',
      recipient: { documentType: '6', documentNumber: '20607854247', name: 'Distribuidora Norte S.A.C.' },
      origin: { ubigeo: '150101', address: 'Av. Los Olivos 123' },
      destination: { ubigeo: '150101', address: 'Av. Javier Prado 4200' },
      vehicle: { plate: 'ABC123' },
      drivers: [
        {
          documentType: '1',
          documentNumber: '44556677',
          firstName: 'Juan Carlos',
          lastName: 'Quispe Mamani',
          licence: 'Q44556677',
        },
      ],
      relatedDocuments: [{ documentType: '01', number: 'F001-8', issuerRuc: '20512333797' }],
      lines: [{ description: 'Servicio de mantenimiento', quantity: '1', unitCode: 'NIU' }],
    });
    // Privado: no carrier travels, nor the empty optional fields.
    expect(body).not.toHaveProperty('carrier');
    expect(body).not.toHaveProperty('observations');
    // Once issued, the typed vehicle and driver are offered to their catalogues (ticked by default).
    await waitFor(() =>
      expect(
        server
          .calls()
          .filter((call) => call.method === 'POST')
          .map((call) => call.path),
      ).toEqual(
        expect.arrayContaining([`/companies/${COMPANY_ID}/vehicles`, `/companies/${COMPANY_ID}/drivers`]),
      ),
    );
  });

  it('lists the company’s guías with their state, and pages by cursor', async () => {
    const server = await renderPage(<DespatchesPage />, '/app/comprobantes/guias', (request) =>
      request.path.startsWith(`${BASE}?`)
        ? request.path.includes('cursor=')
          ? {
              body: {
                success: true,
                data: [despatch({ id: 'g0', fullNumber: 'V001-1', documentType: '31', status: 'rejected' })],
                next_cursor: null,
              },
            }
          : {
              body: {
                success: true,
                data: [despatch({ id: 'g2', fullNumber: 'T001-2', status: 'accepted' }), despatch()],
                next_cursor: 'g1',
              },
            }
        : notFound,
    );
    await screen.findByRole('heading', { level: 1, name: 'Guías de remisión' });
    const grid = await screen.findByRole('grid', { name: 'Guías de remisión' });
    expect(within(grid).getByRole('link', { name: 'T001-2' })).toHaveAttribute(
      'href',
      `/app/comprobantes/guias/${COMPANY_ID}/g2`,
    );
    expect(within(grid).getByText('Aceptada')).toBeVisible();
    expect(within(grid).getByText('En proceso')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await within(grid).findByText('V001-1')).toBeVisible();
    expect(within(grid).getByText('Rechazada')).toBeVisible();
    expect(server.calls().some((call) => call.path.includes('cursor=g1'))).toBe(true);
  });

  it('resends a guía SUNAT did not register, then follows its ticket live on despatch_updated, without polling', async () => {
    // Only the intervals are faked, to show nothing polls: the HTTP calls keep their real timers.
    jest.useFakeTimers({
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setImmediate',
        'nextTick',
        'queueMicrotask',
        'Date',
        'performance',
      ],
    });
    let current = despatch({
      status: 'exception',
      ticket: null,
      sunat: { code: '0151', description: 'El nombre del archivo ZIP es incorrecto' },
    });
    const server = await renderPage(
      <DespatchPage />,
      `/app/comprobantes/guias/${COMPANY_ID}/g1`,
      (request) => {
        if (request.method === 'POST' && request.path === `${BASE}/g1/resend`) {
          current = despatch();
          return { body: { success: true, message: 'Guía T001-1 enviada de nuevo a SUNAT', data: current } };
        }
        return request.path === `${BASE}/g1` ? { body: { success: true, data: current } } : notFound;
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Guía remitente T001-1' });
    expect(screen.getByRole('status')).toHaveTextContent('No recibida por SUNAT');

    fireEvent.click(screen.getByRole('button', { name: 'Reenviar a SUNAT' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('SUNAT está procesando la guía'),
    );
    expect(server.calls().filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Reenviar a SUNAT' })).not.toBeInTheDocument();
    const reads = () => server.calls().filter((call) => call.path === `${BASE}/g1`).length;
    const before = reads();
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(reads()).toBe(before);

    // SUNAT answered the ticket: the server tells the members' tabs, and the guía is read again.
    current = despatch({
      status: 'accepted',
      sunat: { code: '0', description: 'La Guia numero T001-1, ha sido aceptada' },
      hasCdr: true,
    });
    await act(async () => {
      await handleRealtimeEvent({ type: 'despatch_updated', timestamp: Date.now(), userId: 'usr_123' });
    });
    expect(await screen.findByText('0: La Guia numero T001-1, ha sido aceptada')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Aceptada');
    expect(screen.getByRole('button', { name: 'CDR' })).toBeVisible();
  });

  it('says a rejected guía cannot be resent: its number is burned', async () => {
    await renderPage(<DespatchPage />, `/app/comprobantes/guias/${COMPANY_ID}/g1`, (request) =>
      request.path === `${BASE}/g1`
        ? {
            body: {
              success: true,
              data: despatch({ status: 'rejected', sunat: { code: '2335', description: 'Firma inválida' } }),
            },
          }
        : notFound,
    );
    expect(await screen.findByText(/su número ya no se puede volver a usar: no se reenvía/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reenviar a SUNAT' })).not.toBeInTheDocument();
  });
});
