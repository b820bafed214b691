import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { clearToasts } from '@facturador/auth-api';
import type { Company } from '@facturador/contracts';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { companyFixture } from './company-fixture.ts';
import CompanyPage from '../src/features/companies/company/company-page.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  // Unmount first: a mounted screen would refetch from the server being closed.
  cleanup();
  clearToasts();
  await api?.stop();
  api = null;
});

/** Mi empresa › Facturación of company c1, answered by `handler` (the providers list is empty). */
async function renderInvoicing(company: Company, handler: Handler = () => notFound) {
  api = await startSignedInApi((request) =>
    request.method === 'GET' && request.path === '/companies/c1'
      ? { body: { success: true, data: company } }
      : request.path === '/providers'
        ? { body: { success: true, data: [] } }
        : handler(request),
  );
  render(
    <QueryClientProvider client={api.queryClient}>
      <MemoryRouter initialEntries={['/app/mis-empresas/c1/facturacion']}>
        <Routes>
          <Route path="/app/mis-empresas/:companyId/:tab" element={<CompanyPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    server: api.server,
    section: within(await screen.findByRole('region', { name: 'Exportación de servicios' })),
  };
}

const LABEL = 'Registrado como exportador de servicios ante SUNAT';

/** SUNAT 3097: the company declares whether it is in SUNAT's register of service exporters. */
describe('Mi empresa › Facturación › Exportación de servicios', () => {
  it('lets the owner declare the company registered, sent as the PATCH of the company', async () => {
    const { server, section } = await renderInvoicing(companyFixture(), (request) =>
      request.method === 'PATCH' && request.path === '/companies/c1'
        ? {
            body: {
              success: true,
              message: 'Los datos de la empresa fueron actualizados',
              data: companyFixture({ serviceExporter: true }),
            },
          }
        : notFound,
    );
    // Not declared yet: unchecked, with what it is for.
    const box = section.getByRole('checkbox', { name: LABEL });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Registro de exportadores de servicios de SUNAT/);
    fireEvent.click(box);
    fireEvent.click(section.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(server.calls().find((request) => request.method === 'PATCH')?.body).toEqual({
        serviceExporter: true,
      }),
    );
    // Saved: the company is read again, as after its sibling settings.
    await waitFor(() =>
      expect(
        server.calls().filter((request) => request.method === 'GET' && request.path === '/companies/c1'),
      ).toHaveLength(2),
    );
  });

  it('shows an employee what was declared, without a way to change it', async () => {
    const { section } = await renderInvoicing(
      companyFixture({ myRole: 'EMPLOYEE_BUSINESS', serviceExporter: true }),
    );
    const box = section.getByRole('checkbox', { name: LABEL });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(section.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });
});
