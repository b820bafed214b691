import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { clearToasts } from '@facturador/auth-api';
import type { Webhook, WebhookDelivery, WebhookWithSecret } from '@facturador/contracts';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { companyFixture } from './company-fixture.ts';
import CompanyPage from '../src/features/companies/company/company-page.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async () => undefined },
  });
});
afterEach(async () => {
  cleanup();
  clearToasts();
  await api?.stop();
  api = null;
});

const HOOK: Webhook = {
  id: 'w1',
  url: 'https://erp.example.pe/hooks',
  events: ['document.accepted', 'document.rejected'],
  active: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'd1',
  eventId: 'evt_1',
  type: 'document.accepted',
  subject: 'F001-7',
  status: 'pending',
  nextAttemptAt: '2026-11-20T15:01:30.000Z',
  createdAt: '2026-11-20T15:00:00.000Z',
  attempts: [
    { at: '2026-11-20T15:00:00.000Z', httpStatus: 500, error: null, durationMs: 12, manual: false },
    {
      at: '2026-11-20T15:00:30.000Z',
      httpStatus: null,
      error: 'Conexión rechazada',
      durationMs: 3,
      manual: false,
    },
  ],
  ...overrides,
});

async function renderTab(handler: Handler) {
  api = await startSignedInApi((request) => {
    if (request.path === '/companies/c1')
      return { body: { success: true, data: companyFixture({ myRole: 'OWNER_BUSINESS' }) } };
    if (request.path === '/companies/c1/api-keys') return { body: { success: true, data: [] } };
    return handler(request);
  });
  render(
    <QueryClientProvider client={api.queryClient}>
      <MemoryRouter initialEntries={['/app/mis-empresas/c1/integraciones']}>
        <Routes>
          <Route path="/app/mis-empresas/:companyId/:tab" element={<CompanyPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api.server;
}

describe('Integraciones: webhooks', () => {
  it('adds a webhook with its events and shows the signing secret once', async () => {
    const secret = `whsec_${'k'.repeat(43)}`;
    let hooks: Webhook[] = [];
    const server = await renderTab((request) => {
      if (request.path === '/companies/c1/webhooks' && request.method === 'GET')
        return { body: { success: true, data: hooks } };
      if (request.path === '/companies/c1/webhooks' && request.method === 'POST') {
        hooks = [HOOK];
        const created: WebhookWithSecret = { ...HOOK, secret };
        return { status: 201, body: { success: true, message: 'El webhook fue creado.', data: created } };
      }
      return notFound;
    });
    expect(await screen.findByText('Aún no hay webhooks.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar webhook' }));
    const form = screen.getByRole('dialog', { name: 'Nuevo webhook' });
    fireEvent.change(within(form).getByLabelText(/^Dirección \(URL\)/), { target: { value: HOOK.url } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Comprobante aceptado con observaciones' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Comprobante anulado (baja aceptada)' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar webhook' }));

    const shown = await screen.findByRole('dialog', { name: 'Copia el secreto de firma ahora' });
    expect(within(shown).getByLabelText('Secreto de firma')).toHaveValue(secret);
    expect(server.calls().find((request) => request.method === 'POST')?.body).toEqual({
      url: HOOK.url,
      events: ['document.accepted', 'document.rejected', 'document.voided'],
      active: true,
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'Ya lo guardé' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(HOOK.url)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('k'.repeat(43));
  });

  it('shows each delivery’s attempts and replays one with Reenviar', async () => {
    let current = delivery();
    const server = await renderTab((request) => {
      if (request.path === '/companies/c1/webhooks') return { body: { success: true, data: [HOOK] } };
      if (request.path === '/companies/c1/webhooks/w1/deliveries')
        return { body: { success: true, data: [current] } };
      if (request.path === '/companies/c1/webhooks/w1/deliveries/d1/resend' && request.method === 'POST') {
        current = delivery({
          status: 'delivered',
          nextAttemptAt: null,
          attempts: [
            ...current.attempts,
            { at: '2026-11-20T15:05:00.000Z', httpStatus: 200, error: null, durationMs: 40, manual: true },
          ],
        });
        return { body: { success: true, message: 'Entrega reenviada.', data: current } };
      }
      return notFound;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Entregas' }));
    const dialog = await screen.findByRole('dialog', { name: `Entregas a ${HOOK.url}` });
    const card = await within(dialog).findByRole('listitem', { name: /F001-7/ });
    expect(within(card).getByText(/Reintentando/)).toBeInTheDocument();
    expect(within(card).getByText(/HTTP 500 · 12 ms/)).toBeInTheDocument();
    expect(within(card).getByText(/Conexión rechazada · 3 ms/)).toBeInTheDocument();
    expect(within(card).getByText(/^Próximo intento:/)).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Reenviar' }));
    expect(await within(dialog).findByText(/HTTP 200 · 40 ms · a mano/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Entregado/)).toBeInTheDocument();
    expect(server.calls().filter((request) => request.path.endsWith('/resend'))).toHaveLength(1);
  });
});
