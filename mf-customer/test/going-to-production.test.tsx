import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { clearToasts } from '@facturador/auth-api';
import type { Company, SolTestResult } from '@facturador/contracts';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { companyFixture, productionFixture } from './company-fixture.ts';
import CompanyPage from '../src/features/companies/company/company-page.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  cleanup();
  clearToasts();
  await api?.stop();
  api = null;
});

const withSol = (overrides: Partial<Company> = {}) =>
  companyFixture({
    signing: { mode: 'pse', pseDesignationConfirmedAt: '2026-11-02T00:00:00.000Z' },
    credentials: { solUser: 'FACTURA1', solPasswordSetAt: '2026-11-01T00:00:00.000Z', certificate: null },
    production: productionFixture({ sol: 'untested' }, { mode: 'pse' }),
    ...overrides,
  });

const refused: SolTestResult = {
  testedAt: '2026-11-02T15:00:00.000Z',
  outcome: 'profile',
  code: '0111',
  sunatMessage: null,
  okAt: null,
  channel: 'SUNAT (producción)',
  solUser: 'FACTURA1',
};

/** Company c1 at `path` over an API that answers `company` and records what is sent. */
async function renderAt(path: string, company: Company, extra: Handler = () => notFound) {
  api = await startSignedInApi((request) => {
    if (request.path === '/companies/c1') return { body: { success: true, data: company } };
    if (request.path === '/companies/c1/signing')
      return { body: { success: true, data: { ...company.signing, provider: null } } };
    if (request.path === '/providers') return { body: { success: true, data: [] } };
    return extra(request);
  });
  render(
    <QueryClientProvider client={api.queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app/mis-empresas/:companyId/:tab" element={<CompanyPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api.server;
}

describe('«Probar conexión» (issue 40)', () => {
  it('tries the saved SOL user and shows SUNAT’s 0111 with the menu that grants the profile', async () => {
    const server = await renderAt('/app/mis-empresas/c1/facturacion', withSol(), (request) =>
      request.path === '/companies/c1/credentials/sol/test'
        ? { body: { success: true, message: 'x', data: refused } }
        : notFound,
    );
    const sol = within(await screen.findByRole('region', { name: 'Usuario SOL secundario' }));
    expect(sol.getByText('Aún no pruebas la conexión con estas credenciales.')).toBeVisible();
    fireEvent.click(sol.getByRole('button', { name: 'Probar conexión' }));
    const answer = await sol.findByRole('alert', {
      name: 'Tu usuario SOL no tiene el perfil para enviar comprobantes electrónicos (código 0111)',
    });
    expect(answer).toHaveTextContent(/Administración de usuarios secundarios/);
    expect(answer).toHaveTextContent(/Asignar perfiles, marca Comprobantes de pago/);
    expect(server.calls().filter((call) => call.path.endsWith('/sol/test'))).toHaveLength(1);
  });
});

describe('«Pasar a producción» (issue 40)', () => {
  it('shows each check, refuses the switch while one fails, and links where it is fixed', async () => {
    await renderAt('/app/mis-empresas/c1/produccion', withSol());
    expect(await screen.findByRole('heading', { level: 2, name: 'Pasar a producción' })).toBeVisible();
    const sol = screen.getByRole('listitem', { name: 'Usuario SOL probado en producción' });
    expect(sol).toHaveTextContent('Falta');
    expect(within(sol).getByRole('button', { name: 'Probar conexión' })).toBeEnabled();
    const ruc = screen.getByRole('listitem', { name: 'RUC activo y habido en SUNAT' });
    expect(ruc).toHaveTextContent('Listo');
    expect(screen.getByText('Los comprobantes de prueba no pasan a producción')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pasar a producción' })).toBeDisabled();
    expect(screen.getByText('Completa lo que falta para pasar a producción.')).toBeVisible();
  });

  it('switches once every check holds and the warning is acknowledged', async () => {
    const ready = withSol({ production: productionFixture({}, { mode: 'pse' }) });
    const server = await renderAt('/app/mis-empresas/c1/produccion', ready, (request) =>
      request.path === '/companies/c1/production'
        ? { body: { success: true, message: 'Andina ya emite en producción', data: ready } }
        : notFound,
    );
    const button = await screen.findByRole('button', { name: 'Pasar a producción' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    // The acknowledgement is required before anything is sent.
    expect(
      await screen.findByText('Confirma que leíste que los comprobantes de prueba no pasan a producción'),
    ).toBeVisible();
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Entiendo que los comprobantes de prueba no pasan a producción' }),
    );
    fireEvent.click(button);
    await waitFor(() =>
      expect(server.calls().find((call) => call.path === '/companies/c1/production')?.body).toEqual({
        acknowledgeTestDocuments: true,
      }),
    );
  });

  it('says since when a company in production issues with tax value', async () => {
    await renderAt(
      '/app/mis-empresas/c1/produccion',
      withSol({
        environment: 'production',
        production: productionFixture({}, { mode: 'pse', since: '2026-11-03T15:00:00.000Z' }),
      }),
    );
    expect(
      await screen.findByText('Andina emite en producción desde el 3 de noviembre de 2026.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pasar a producción' })).toBeNull();
  });
});
