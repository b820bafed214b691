import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { clearToasts } from '@facturador/auth-api';
import type { ApiKey, Company, CreatedApiKey } from '@facturador/contracts';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { companyFixture } from './company-fixture.ts';
import CompanyPage from '../src/features/companies/company/company-page.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
const copied: string[] = [];
beforeEach(() => {
  copied.length = 0;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  });
});
afterEach(async () => {
  cleanup();
  clearToasts();
  await api?.stop();
  api = null;
});

const PATH = '/app/mis-empresas/c1/integraciones';

const apiKey = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: '0123456789abcdef',
  name: 'ERP contabilidad',
  prefix: 'fk_live_0123456789abcdef',
  scopes: ['issue', 'read'],
  state: 'active',
  expiresOn: null,
  lastUsedAt: '2026-11-20T15:00:00.000Z',
  revokedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  createdBy: 'Rosa Quispe',
  ...overrides,
});

async function renderPage(myRole: Company['myRole'], handler: Handler) {
  api = await startSignedInApi((request) =>
    request.path === '/companies/c1'
      ? { body: { success: true, data: companyFixture({ myRole }) } }
      : handler(request),
  );
  render(
    <QueryClientProvider client={api.queryClient}>
      <MemoryRouter initialEntries={[PATH]}>
        <Routes>
          <Route path="/app/mis-empresas/:companyId/:tab" element={<CompanyPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api.server;
}

describe('Integraciones: the company’s API keys', () => {
  it('creates a key and shows its secret once, with a copy button, never again after closing', async () => {
    const secret = `fk_live_0123456789abcdef_${'s'.repeat(43)}`;
    let keys: ApiKey[] = [];
    const server = await renderPage('OWNER_BUSINESS', (request) => {
      if (request.path === '/companies/c1/api-keys' && request.method === 'GET')
        return { body: { success: true, data: keys } };
      if (request.path === '/companies/c1/api-keys' && request.method === 'POST') {
        keys = [apiKey({ lastUsedAt: null })];
        const created: CreatedApiKey = { ...keys[0]!, secret };
        return { status: 201, body: { success: true, message: 'La clave fue creada.', data: created } };
      }
      return notFound;
    });
    expect(await screen.findByText('Aún no hay claves de API.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Crear clave' }));
    const form = screen.getByRole('dialog', { name: 'Nueva clave de API' });
    fireEvent.change(within(form).getByLabelText(/^Nombre/), { target: { value: 'ERP contabilidad' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Anular comprobantes' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Crear clave' }));

    const shown = await screen.findByRole('dialog', { name: 'Copia tu clave ahora' });
    expect(within(shown).getByLabelText('Clave de API')).toHaveValue(secret);
    expect(server.calls().find((request) => request.method === 'POST')?.body).toEqual({
      name: 'ERP contabilidad',
      scopes: ['issue', 'read', 'void'],
      expiresOn: null,
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'Copiar' }));
    expect(await within(shown).findByText('Copiada')).toBeInTheDocument();
    expect(copied).toEqual([secret]);

    fireEvent.click(within(shown).getByRole('button', { name: 'Ya la guardé' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copia tu clave ahora' })).toBeNull());
    expect(await screen.findByText('fk_live_0123456789abcdef…')).toBeInTheDocument();
    // The key's permissions in Spanish; the API's values (issue, read, void) are never shown.
    const row = screen.getByRole('row', { name: /ERP contabilidad/ });
    expect(within(row).getByText('Emitir comprobantes, Consultar comprobantes')).toBeInTheDocument();
    expect(row).not.toHaveTextContent(/\b(issue|read)\b/);
    expect(screen.queryByDisplayValue(secret)).toBeNull();
    expect(document.body.textContent).not.toContain('s'.repeat(43));
  });

  it('asks before revoking a key, and revokes only once confirmed', async () => {
    let keys = [apiKey()];
    const server = await renderPage('OWNER_BUSINESS', (request) => {
      if (request.path === '/companies/c1/api-keys') return { body: { success: true, data: keys } };
      if (request.method === 'DELETE' && request.path === '/companies/c1/api-keys/0123456789abcdef') {
        keys = [apiKey({ state: 'revoked', revokedAt: '2026-11-21T10:00:00.000Z' })];
        return { body: { success: true, message: 'La clave fue revocada.', data: keys[0] } };
      }
      return notFound;
    });
    const deletes = () => server.calls().filter((request) => request.method === 'DELETE');
    fireEvent.click(await screen.findByRole('button', { name: 'Revocar' }));
    const confirm = screen.getByRole('dialog', { name: '¿Revocar la clave «ERP contabilidad»?' });
    expect(within(confirm).getByText(/Deja de funcionar al instante/)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Revocar' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: /Revocar la clave/ })).getByRole('button', {
        name: 'Revocar',
      }),
    );
    expect(await screen.findByText('Revocada')).toBeInTheDocument();
    expect(deletes()).toHaveLength(1);
    // The confirmation's own «Revocar» goes with the dialog once its closing transition ends.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revocar' })).toBeNull());
  });

  it('is not there for an employee, not even by its path', async () => {
    const server = await renderPage('EMPLOYEE_BUSINESS', () => notFound);
    const tabs = await screen.findByRole('tablist', { name: 'Secciones de la empresa' });
    expect(within(tabs).queryByRole('tab', { name: 'Integraciones' })).toBeNull();
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('Datos');
    expect(screen.queryByRole('heading', { name: 'Claves de API' })).toBeNull();
    expect(server.calls().some((request) => request.path.includes('api-keys'))).toBe(false);
  });

  it('shows the owner the tab among the others', async () => {
    await renderPage('OWNER_BUSINESS', (request) =>
      request.path === '/companies/c1/api-keys' ? { body: { success: true, data: [] } } : notFound,
    );
    const tabs = await screen.findByRole('tablist', { name: 'Secciones de la empresa' });
    expect(within(tabs).getByRole('tab', { name: 'Integraciones' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Claves de API' })).toBeInTheDocument();
  });
});
