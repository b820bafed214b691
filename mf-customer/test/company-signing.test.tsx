import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { clearToasts } from '@facturador/auth-api';
import type { CompanySigningStatus } from '@facturador/contracts';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { companyFixture } from './company-fixture.ts';
import CompanyPage from '../src/features/companies/company/company-page.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  cleanup();
  clearToasts();
  await api?.stop();
  api = null;
});

const PROVIDER = { ruc: '20611900423', businessName: 'Facturador Demo S.A.C.' };
const pse: CompanySigningStatus = { mode: 'pse', pseDesignationConfirmedAt: null, provider: PROVIDER };

/** The Facturación tab of company c1 over an API that answers `signing` and records the PUT. */
async function renderBilling(signing: CompanySigningStatus, role = 'OWNER_BUSINESS' as const) {
  const company = companyFixture({
    myRole: role,
    signing: { mode: signing.mode, pseDesignationConfirmedAt: null },
  });
  const handler: Handler = (request) => {
    if (request.path === '/companies/c1') return { body: { success: true, data: company } };
    if (request.path === '/companies/c1/signing' && request.method === 'GET')
      return { body: { success: true, data: signing } };
    if (request.path === '/companies/c1/signing')
      return {
        body: { success: true, message: 'Guardado', data: { ...signing, ...(request.body as object) } },
      };
    if (request.path === '/providers') return { body: { success: true, data: [] } };
    return notFound;
  };
  api = await startSignedInApi(handler);
  render(
    <QueryClientProvider client={api.queryClient}>
      <MemoryRouter initialEntries={['/app/mis-empresas/c1/facturacion']}>
        <Routes>
          <Route path="/app/mis-empresas/:companyId/:tab" element={<CompanyPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const server = api.server;
  return { section: within(await screen.findByRole('region', { name: 'Firma' })), server };
}

const signingPut = (server: { calls(): { method: string; path: string; body?: unknown }[] }) =>
  server.calls().find((request) => request.method === 'PUT' && request.path === '/companies/c1/signing')
    ?.body;

describe('Firma (issue 40)', () => {
  it('«Facturador firma por ti»: shows where to designate Facturador in SUNAT and sends the confirmation', async () => {
    const { section, server } = await renderBilling(pse);
    expect(await section.findByRole('radio', { name: 'Facturador firma por ti' })).toBeChecked();
    expect(
      await section.findByText(
        'Ve a Empresas › Comprobantes de pago › SEE - Del contribuyente › Designación de Proveedor de Servicios Electrónicos.',
      ),
    ).toBeInTheDocument();
    expect(
      await section.findByText('Da de alta como tu PSE al RUC 20611900423 (Facturador Demo S.A.C.).'),
    ).toBeVisible();
    // No certificate is asked for.
    expect(screen.queryByRole('region', { name: 'Certificado digital' })).toBeNull();

    fireEvent.click(
      section.getByRole('checkbox', {
        name: 'Ya designé a Facturador como mi PSE en SUNAT Operaciones en Línea',
      }),
    );
    fireEvent.click(section.getByRole('button', { name: 'Guardar firma' }));
    await waitFor(() => expect(signingPut(server)).toEqual({ mode: 'pse', pseDesignationConfirmed: true }));
  });

  it('«Uso mi propio certificado» shows the certificate upload at once, and saves the choice', async () => {
    const { section, server } = await renderBilling(pse);
    fireEvent.click(await section.findByRole('radio', { name: 'Uso mi propio certificado' }));
    expect(await screen.findByRole('region', { name: 'Certificado digital' })).toBeInTheDocument();
    expect(
      await section.findByText('Guarda tu elección para que se aplique a los próximos comprobantes.'),
    ).toBeVisible();
    fireEvent.click(section.getByRole('button', { name: 'Guardar firma' }));
    await waitFor(() => expect(signingPut(server)).toEqual({ mode: 'own' }));
  });

  it('an employee reads the choice and cannot change it', async () => {
    const { section } = await renderBilling({ ...pse, mode: 'own' }, 'EMPLOYEE_BUSINESS' as 'OWNER_BUSINESS');
    expect(await section.findByRole('radio', { name: 'Uso mi propio certificado' })).toBeChecked();
    expect(section.getByRole('radio', { name: 'Facturador firma por ti' })).toBeDisabled();
    expect(section.queryByRole('button', { name: 'Guardar firma' })).toBeNull();
  });
});
