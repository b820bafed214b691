import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { clearToasts } from '@facturador/auth-api';
import type { Company } from '@facturador/contracts';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { companyFixture } from './company-fixture.ts';
import { subscription } from './plans-fixtures.ts';
import CompanyPage from '../src/features/companies/company/company-page.tsx';
import { CreateCompanyDialog } from '../src/features/companies/list/create-company-dialog.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  // Unmount first: a mounted screen would refetch from the server being closed.
  cleanup();
  clearToasts();
  await api?.stop();
  api = null;
});

const DISTRICTS = [
  { code: '150101', department: 'LIMA', province: 'LIMA', district: 'LIMA' },
  { code: '150132', department: 'LIMA', province: 'LIMA', district: 'SAN JUAN DE LURIGANCHO' },
  { code: '040101', department: 'AREQUIPA', province: 'AREQUIPA', district: 'AREQUIPA' },
];
const catalog = { body: { success: true, data: { version: '2022', districts: DISTRICTS } } };

async function renderOver(handler: Handler, ui: ReactElement, path = '/') {
  api = await startSignedInApi((request) =>
    request.path === '/catalogs/ubigeo' ? catalog : handler(request),
  );
  render(
    <QueryClientProvider client={api.queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={ui} />
          <Route path="/app/mis-empresas/:companyId" element={ui} />
          <Route path="/app/mis-empresas/:companyId/:tab" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api.server;
}

const select = (name: RegExp) => screen.getByRole('combobox', { name });

describe('creating a company', () => {
  it('shows the DNI inside a RUC of a natural person and sends the district chosen in three steps', async () => {
    const server = await renderOver(
      (request) =>
        request.method === 'POST' && request.path === '/companies'
          ? {
              status: 409,
              body: {
                success: false,
                code: 'CONFLICT',
                message: 'Ya existe una empresa registrada con el RUC 10054148289',
              },
            }
          : notFound,
      <CreateCompanyDialog onClose={() => {}} />,
    );
    const ruc = screen.getByLabelText(/^RUC/);
    fireEvent.change(ruc, { target: { value: '10054148289' } });
    expect(ruc).toHaveAccessibleDescription('RUC de persona natural: DNI 05414828');
    fireEvent.change(screen.getByLabelText(/^Razón social/), { target: { value: 'Quispe Mamani Rosa' } });
    fireEvent.change(screen.getByLabelText(/^Dirección fiscal/), { target: { value: 'Jr. Lampa 123' } });

    await waitFor(() => expect(select(/Departamento/)).toBeEnabled());
    expect(
      within(select(/Departamento/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige…', 'Lima', 'Arequipa']);
    fireEvent.change(select(/Departamento/), { target: { value: '15' } });
    fireEvent.change(select(/Provincia/), { target: { value: '1501' } });
    fireEvent.change(select(/Distrito/), { target: { value: '150132' } });
    expect(screen.getByRole('option', { name: 'San Juan de Lurigancho' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Registrar empresa' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Ya existe una empresa registrada con el RUC 10054148289',
      ),
    );
    // Not a plan limit: nothing to change in Mis Planes.
    expect(screen.queryByRole('link', { name: 'Ver Mis Planes y Tokens' })).not.toBeInTheDocument();
    expect(server.calls().find((request) => request.method === 'POST')?.body).toEqual({
      ruc: '10054148289',
      businessName: 'Quispe Mamani Rosa',
      fiscalAddress: 'Jr. Lampa 123',
      ubigeo: '150132',
    });
  });

  it('links a plan-limit refusal to Mis Planes y Tokens', async () => {
    const limit = 'Tu plan permite 1 empresa. Cambia de plan para registrar más.';
    await renderOver(
      (request) =>
        request.method === 'POST' && request.path === '/companies'
          ? { status: 403, body: { success: false, code: 'PLAN_LIMIT', message: limit } }
          : notFound,
      <CreateCompanyDialog onClose={() => {}} />,
    );
    fireEvent.change(screen.getByLabelText(/^RUC/), { target: { value: '10054148289' } });
    fireEvent.change(screen.getByLabelText(/^Razón social/), { target: { value: 'Quispe Mamani Rosa' } });
    fireEvent.change(screen.getByLabelText(/^Dirección fiscal/), { target: { value: 'Jr. Lampa 123' } });
    await waitFor(() => expect(select(/Departamento/)).toBeEnabled());
    fireEvent.change(select(/Departamento/), { target: { value: '15' } });
    fireEvent.change(select(/Provincia/), { target: { value: '1501' } });
    fireEvent.change(select(/Distrito/), { target: { value: '150132' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar empresa' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(limit));
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Ver Mis Planes y Tokens' }),
    ).toHaveAttribute('href', '/app/mis-planes');
    // Filling the district takes three catalogue steps: slow on a loaded machine.
  }, 20_000);

  it("says the plan's companies are all used, with the way to Mis Planes, before any form", async () => {
    await renderOver(
      (request) =>
        request.path === '/billing/subscription'
          ? {
              body: {
                success: true,
                data: subscription({ usage: { ...subscription().usage, companies: { used: 1, limit: 1 } } }),
              },
            }
          : notFound,
      <CreateCompanyDialog onClose={() => {}} />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tu plan Básico permite 1 empresa y ya las tienes registradas.');
    const dialog = screen.getByRole('dialog', { name: 'Agregar empresa' });
    expect(within(dialog).getByRole('link', { name: 'Ver Mis Planes y Tokens' })).toHaveAttribute(
      'href',
      '/app/mis-planes',
    );
    expect(within(dialog).queryByLabelText(/^RUC/)).toBeNull();
  });

  it('refuses a wrong check digit and a missing district before sending anything', async () => {
    const server = await renderOver(() => notFound, <CreateCompanyDialog onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^RUC/), { target: { value: '20512333798' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar empresa' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^RUC/)).toHaveAccessibleDescription(
        'El RUC no es válido: revisa el dígito verificador',
      ),
    );
    expect(select(/Distrito/)).toHaveAccessibleDescription('Elige el distrito (ubigeo)');
    expect(server.calls().filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});

const company = (myRole: Company['myRole']) => companyFixture({ myRole });

describe('a company page by business role', () => {
  it('shows an employee the data read-only, with no way to change it', async () => {
    await renderOver(
      (request) =>
        request.path === '/companies/c1'
          ? { body: { success: true, data: company('EMPLOYEE_BUSINESS') } }
          : notFound,
      <CompanyPage />,
      '/app/mis-empresas/c1',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Andina' })).toBeInTheDocument();
    expect(screen.getByText(/solo lectura/)).toBeInTheDocument();
    // The padrón knows its RUC: no «No verificado en el padrón».
    expect(screen.queryByText('No verificado en el padrón')).toBeNull();
    expect(screen.getByLabelText(/^Razón social/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar empresa' })).toBeNull();
  });

  it('says «No verificado en el padrón» of a company typed by hand (issue 40 item 7)', async () => {
    await renderOver(
      (request) =>
        request.path === '/companies/c1'
          ? { body: { success: true, data: companyFixture({ verifiedInPadron: false }) } }
          : notFound,
      <CompanyPage />,
      '/app/mis-empresas/c1',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Andina' })).toBeInTheDocument();
    expect(screen.getByText('No verificado en el padrón')).toBeInTheDocument();
  });

  it('gives the owner the delete action and a tab per path', async () => {
    await renderOver(
      (request) =>
        request.path === '/companies/c1'
          ? { body: { success: true, data: company('OWNER_BUSINESS') } }
          : request.path === '/companies/c1/series'
            ? { body: { success: true, data: [] } }
            : request.path === '/companies/c1/establishments'
              ? { body: { success: true, data: [] } }
              : notFound,
      <CompanyPage />,
      '/app/mis-empresas/c1/series',
    );
    expect(await screen.findByRole('tab', { name: 'Series', selected: true })).toBeInTheDocument();
    expect(await screen.findByText(/Aún no hay series/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Datos' }));
    expect(await screen.findByRole('button', { name: 'Eliminar empresa' })).toBeInTheDocument();
  });
  it('lets the owner choose what the documents print first, in Facturación; an employee reads it', async () => {
    const server = await renderOver(
      (request) =>
        request.method === 'GET' && request.path === '/companies/c1'
          ? { body: { success: true, data: company('OWNER_BUSINESS') } }
          : request.method === 'PATCH' && request.path === '/companies/c1'
            ? {
                body: {
                  success: true,
                  message: 'Los datos de la empresa fueron actualizados',
                  data: companyFixture({ printFormat: 'ticket' }),
                },
              }
            : request.path === '/providers'
              ? { body: { success: true, data: [] } }
              : notFound,
      <CompanyPage />,
      '/app/mis-empresas/c1/facturacion',
    );
    const section = within(await screen.findByRole('region', { name: 'Impresión' }));
    const format = section.getByRole('combobox', { name: 'Formato de impresión predeterminado' });
    expect(format).toHaveTextContent('Hoja A4');
    fireEvent.mouseDown(format);
    fireEvent.click(screen.getByRole('option', { name: 'Ticket de 80 mm' }));
    fireEvent.click(section.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(server.calls().find((request) => request.method === 'PATCH')?.body).toEqual({
        printFormat: 'ticket',
      }),
    );
    cleanup();
    await api?.stop();

    await renderOver(
      (request) =>
        request.path === '/companies/c1'
          ? {
              body: {
                success: true,
                data: companyFixture({ myRole: 'EMPLOYEE_BUSINESS', printFormat: 'ticket' }),
              },
            }
          : request.path === '/providers'
            ? { body: { success: true, data: [] } }
            : notFound,
      <CompanyPage />,
      '/app/mis-empresas/c1/facturacion',
    );
    const readOnly = within(await screen.findByRole('region', { name: 'Impresión' }));
    const chosen = readOnly.getByRole('combobox', { name: 'Formato de impresión predeterminado' });
    expect(chosen).toHaveTextContent('Ticket de 80 mm');
    expect(chosen).toHaveAttribute('aria-disabled', 'true');
    expect(readOnly.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });
});
