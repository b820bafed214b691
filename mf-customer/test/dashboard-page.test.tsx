import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useNavigate, type InitialEntry } from 'react-router-dom';
import type { Company } from '@facturador/contracts';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { companyFixture, productionFixture } from './company-fixture.ts';
import { subscription } from './plans-fixtures.ts';
import { CreateCompanyDialog } from '../src/features/companies/list/create-company-dialog.tsx';
import DashboardPage from '../src/features/dashboard/dashboard-page.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  await api?.stop();
  api = null;
});

/** A company in production whose «Pasar a producción» checks all hold. */
const configured = (overrides: Partial<Company> = {}) =>
  companyFixture({
    environment: 'production',
    credentials: {
      solUser: 'FACTURA1',
      solPasswordSetAt: '2026-11-01T00:00:00.000Z',
      certificate: {
        subject: 'CN=Comercial Andina S.A.C.',
        holder: 'Comercial Andina S.A.C.',
        issuer: null,
        ruc: '20512333797',
        format: 'pkcs12',
        notAfter: '2027-11-01T05:00:00.000Z',
        setAt: '2026-11-01T00:00:00.000Z',
      },
    },
    production: productionFixture({}, { since: '2026-11-03T00:00:00.000Z' }),
    ...overrides,
  });
const employeeCompany = companyFixture({
  publicId: 'e1',
  ruc: '20100070970',
  businessName: 'Supermercados Peruanos S.A.',
  tradeName: 'Plaza Vea',
  myRole: 'EMPLOYEE_BUSINESS',
  environment: 'production',
});

/** The API the dashboard reads: companies (with their checks, issue 40) and the subscription. */
function dashboardApi({
  companies,
  extra = () => notFound,
}: {
  companies: Company[];
  extra?: Handler;
}): Handler {
  return (request) => {
    if (request.path === '/companies') return { body: { success: true, data: companies } };
    if (request.path === '/billing/subscription') return { body: { success: true, data: subscription() } };
    return extra(request);
  };
}

async function renderDashboard(handler: Handler, entry: InitialEntry = '/app') {
  api = await startSignedInApi(handler);
  const { queryClient } = api;
  const page = (visit: number) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter key={visit} initialEntries={[entry]}>
        <Routes>
          <Route path="/app" element={<DashboardPage addCompanyDialog={CreateCompanyDialog} />} />
          <Route path="*" element={<p>Otra página</p>} />
        </Routes>
        <FinishOnboarding />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const { rerender } = render(page(1));
  /** The same history entry shown again, as Back or a reload does. */
  const showAgain = () => rerender(page(2));
  return { server: api.server, showAgain };
}

/** What onboarding does once the dashboard may already be showing: /app, with the company. */
function FinishOnboarding() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => void navigate('/app', { replace: true, state: { onboardedCompany: 'c1' } })}
    >
      Terminar registro
    </button>
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const linkHref = (scope: HTMLElement, name: RegExp | string) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

describe('the dashboard', () => {
  it('says what a company in test lacks for production, not as if issuing were blocked, each a link to where it is fixed', async () => {
    const { server } = await renderDashboard(
      dashboardApi({
        companies: [
          companyFixture({
            production: productionFixture({
              signing: 'certificateMissing',
              sol: 'missing',
              series: 'missing',
            }),
          }),
          employeeCompany,
        ],
      }),
    );
    const steps = section('Próximos pasos');
    await within(steps).findByRole('link', { name: /Sube el certificado digital de Andina/ });
    expect(within(steps).getByText(/Tus comprobantes de prueba ya se emiten/)).toBeInTheDocument();
    expect(
      within(steps).queryByText('Esto falta para que puedas emitir comprobantes electrónicos:'),
    ).not.toBeInTheDocument();
    expect(linkHref(steps, /Sube el certificado digital de Andina/)).toBe('/app/mis-empresas/c1/facturacion');
    expect(linkHref(steps, /Registra y prueba el usuario SOL secundario de Andina/)).toBe(
      '/app/mis-empresas/c1/facturacion',
    );
    expect(linkHref(steps, /Crea las series de Andina/)).toBe('/app/mis-empresas/c1/series');
    // The employee's company is its owner's to configure: no step. The checks come with the
    // companies: nothing else is read for them.
    expect(within(steps).queryByText(/Plaza Vea/)).not.toBeInTheDocument();
    expect(server.calls().some((call) => call.path.endsWith('/series'))).toBe(false);
  });

  it('says the account is ready once its company is in production with every check holding', async () => {
    await renderDashboard(dashboardApi({ companies: [configured()] }));
    const steps = section('Próximos pasos');
    expect(
      await within(steps).findByText('Tu cuenta está lista para emitir comprobantes electrónicos.'),
    ).toBeInTheDocument();
    expect(within(steps).queryByRole('link')).not.toBeInTheDocument();
  });

  it('has no steps for someone who is only an employee: the owner configures those companies', async () => {
    await renderDashboard(dashboardApi({ companies: [employeeCompany] }));
    expect(
      await within(section('Próximos pasos')).findByText(/las configura su propietario o administrador/),
    ).toBeInTheDocument();
  });

  it('tells a company in production that its expired certificate blocks issuing', async () => {
    await renderDashboard(
      dashboardApi({
        companies: [
          configured({
            certificateWarning: 'expired',
            production: productionFixture({ signing: 'certificateExpired' }),
          }),
        ],
      }),
    );
    const steps = section('Próximos pasos');
    const step = await within(steps).findByRole('link', { name: /Renueva el certificado digital de Andina/ });
    expect(
      within(steps).getByText('Esto falta para que puedas emitir comprobantes electrónicos:'),
    ).toBeVisible();
    expect(step).toHaveTextContent(/Tu certificado digital venció/);
    expect(step).toHaveAttribute('href', '/app/mis-empresas/c1/facturacion');
  });

  it('shows each company as a card to its page with the role and environment, and a way to add one', async () => {
    await renderDashboard(
      dashboardApi({
        companies: [configured({ environment: 'demo' }), employeeCompany],
        extra: (request) =>
          request.path === '/catalogs/ubigeo'
            ? { body: { success: true, data: { version: '2022', districts: [] } } }
            : notFound,
      }),
    );
    const companies = section('Mis empresas');
    const andina = await within(companies).findByRole('link', { name: /Andina/ });
    expect(andina).toHaveAttribute('href', '/app/mis-empresas/c1');
    expect(andina).toHaveTextContent('RUC 20512333797');
    expect(within(andina).getByText('Dueño de Negocio')).toBeInTheDocument();
    expect(within(andina).getByText('Beta SUNAT (pruebas)')).toBeInTheDocument();
    const plazaVea = within(companies).getByRole('link', { name: /Plaza Vea/ });
    expect(plazaVea).toHaveAttribute('href', '/app/mis-empresas/e1');
    expect(within(plazaVea).getByText('Empleado de Negocio')).toBeInTheDocument();
    expect(within(plazaVea).getByText('Producción')).toBeInTheDocument();

    fireEvent.click(within(companies).getByRole('button', { name: 'Agregar empresa' }));
    expect(await screen.findByRole('dialog', { name: 'Agregar empresa' })).toBeInTheDocument();
  });

  it('shows the plan with the period’s tokens used and left, the extra tokens and the renewal date', async () => {
    await renderDashboard(dashboardApi({ companies: [configured()] }));
    const plan = section('Mi plan');
    expect(await within(plan).findByText('Básico')).toBeInTheDocument();
    expect(within(plan).getByText('Activa')).toBeInTheDocument();
    const progress = within(plan).getByRole('progressbar', { name: 'Tokens del periodo usados' });
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    expect(progress).toHaveAttribute('aria-valuetext', '50 de 200 usados');
    expect(within(plan).getByText('Te quedan 150')).toBeInTheDocument();
    expect(within(plan).getByText('Cada comprobante emitido consume un token.')).toBeInTheDocument();
    const extra = within(plan).getByText('Tokens extra').nextElementSibling;
    expect(extra).toHaveTextContent('500');
    expect(within(plan).getByText('Renovación').nextElementSibling).toHaveTextContent(/^1 dic\.? 2026$/);
    expect(linkHref(plan, 'Ver Mis Planes y Tokens')).toBe('/app/mis-planes');
  });

  it('after onboarding, says once what to do next with links to the new company’s pages, until closed', async () => {
    await renderDashboard(dashboardApi({ companies: [companyFixture()] }), {
      pathname: '/app',
      state: { onboardedCompany: 'c1' },
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Tu empresa fue registrada' +
        'Ya puedes emitir tu primer comprobante de prueba: Facturador firma por ti y tus series ya están creadas (F001 para facturas, B001 para boletas y las de sus notas). Cuando quieras emitir con valor tributario, pasa a producción.',
    );
    expect(linkHref(alert, 'Emitir comprobante')).toBe('/app/comprobantes/emitir');
    expect(linkHref(alert, 'Ver series')).toBe('/app/mis-empresas/c1/series');
    fireEvent.click(within(alert).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByText('Tu empresa fue registrada')).not.toBeInTheDocument());
    await within(section('Próximos pasos')).findByRole('link', {
      name: /Registra y prueba el usuario SOL secundario de Andina/,
    });
  });

  it('shows the message when onboarding’s state arrives after the dashboard is already up', async () => {
    await renderDashboard(dashboardApi({ companies: [companyFixture()] }));
    await within(section('Mis empresas')).findByRole('link', { name: /Andina/ });
    fireEvent.click(screen.getByRole('button', { name: 'Terminar registro' }));
    expect(await screen.findByText('Tu empresa fue registrada')).toBeInTheDocument();
  });

  it('does not say it again when the same history entry is shown again (Back, a reload)', async () => {
    const { showAgain } = await renderDashboard(dashboardApi({ companies: [companyFixture()] }), {
      pathname: '/app',
      state: { onboardedCompany: 'c1' },
    });
    expect(screen.getByText('Tu empresa fue registrada')).toBeInTheDocument();
    showAgain();
    await within(section('Mis empresas')).findByRole('link', { name: /Andina/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Tu empresa fue registrada')).not.toBeInTheDocument();
  });

  it('shows no onboarding message on an ordinary visit', async () => {
    await renderDashboard(dashboardApi({ companies: [configured()] }));
    await within(section('Mis empresas')).findByRole('link', { name: /Andina/ });
    expect(screen.queryByText('Tu empresa fue registrada')).not.toBeInTheDocument();
  });

  it('says so when the plan cannot be loaded, and loads it again on «Reintentar»', async () => {
    let planFails = true;
    const api = dashboardApi({ companies: [configured()] });
    await renderDashboard((request) =>
      request.path === '/billing/subscription' && planFails
        ? { status: 500, body: { success: false, code: 'INTERNAL_ERROR', message: 'Error interno' } }
        : api(request),
    );
    const plan = section('Mi plan');
    const failure = await within(plan).findByRole('alert');
    expect(failure).toHaveTextContent('No se pudo cargar tu plan.');
    planFails = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    expect(await within(plan).findByText('Básico')).toBeInTheDocument();
    expect(within(plan).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the dashboard: this month’s documents (issue 29)', () => {
  const month = {
    month: '2026-11',
    issued: 3,
    sales: [{ currency: 'PEN', total: '236.00' }],
    // Issue 41: retenciones on their own line, never in Ventas.
    otherCpe: [{ documentType: '20' as const, documents: 2, total: '35.40' }],
    byDay: [
      { date: '2026-11-01', documents: 0, salesPen: '0.00' },
      { date: '2026-11-02', documents: 3, salesPen: '236.00' },
    ],
    attention: [
      {
        companyId: 'c1',
        companyName: 'Andina',
        documentId: 'o2',
        documentType: '20' as '01' | '20',
        fullNumber: 'R001-2',
        status: 'rejected' as const,
        customerName: 'PROVEEDOR EJEMPLO S.A.C.',
        total: '35.40',
        currency: 'PEN',
      },
      {
        companyId: 'c1',
        companyName: 'Andina',
        documentId: 'd9',
        documentType: '01' as '01' | '20',
        fullNumber: 'F001-7',
        status: 'rejected' as const,
        customerName: 'CLIENTE EJEMPLO S.A.C.',
        total: '118.00',
        currency: 'PEN',
      },
    ],
  };
  const withMonth = (answer: typeof month) =>
    dashboardApi({
      companies: [configured()],
      extra: (request) =>
        request.path === '/documents/this-month' ? { body: { success: true, data: answer } } : notFound,
    });

  it('shows what was issued and sold, and links each document SUNAT rejected or has not received', async () => {
    await renderDashboard(withMonth(month));
    const region = section('Comprobantes de este mes');
    expect(await within(region).findByTestId('month-issued')).toHaveTextContent('3');
    expect(within(region).getByTestId('month-sales')).toHaveTextContent('S/ 236.00');
    expect(within(region).getByTestId('month-other-20')).toHaveTextContent(
      '2 comprobantes · S/ 35.40 retenido',
    );
    expect(
      within(region).getByRole('img', { name: 'Ventas en soles por día de noviembre de 2026' }),
    ).toBeVisible();
    const attention = within(region).getByRole('list', { name: 'Requieren tu atención' });
    expect(linkHref(attention, 'F001-7 · Andina · CLIENTE EJEMPLO S.A.C.')).toBe('/app/comprobantes/c1/d9');
    expect(linkHref(attention, 'R001-2 · Andina · PROVEEDOR EJEMPLO S.A.C.')).toBe(
      '/app/comprobantes/retenciones/c1/o2',
    );
    expect(within(attention).getByText('Rechazado · S/ 118.00')).toBeVisible();
    expect(within(region).queryByText(/percibido/)).toBeNull();
    expect(linkHref(region, 'Emitir comprobante')).toBe('/app/comprobantes/emitir');
  });

  it('says so when nothing needs a look, and draws no empty chart for a month without sales', async () => {
    const quiet = month.byDay.map((day) => ({ ...day, documents: 0, salesPen: '0.00' }));
    await renderDashboard(
      withMonth({ ...month, issued: 0, sales: [], otherCpe: [], byDay: quiet, attention: [] }),
    );
    const region = section('Comprobantes de este mes');
    expect(
      await within(region).findByText('Ningún comprobante rechazado ni pendiente de SUNAT.'),
    ).toBeVisible();
    expect(within(region).getByTestId('month-sales')).toHaveTextContent('S/ 0.00');
    expect(within(region).queryByRole('img')).toBeNull();
  });
});
