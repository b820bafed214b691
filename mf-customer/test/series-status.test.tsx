import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { SeriesStatus } from '@facturador/contracts';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { companyFixture } from './company-fixture.ts';
import { subscription } from './plans-fixtures.ts';
import DashboardPage from '../src/features/dashboard/dashboard-page.tsx';
import ReportsPage from '../src/features/documents/series-status/reports-page.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await api?.stop();
  api = null;
});

/** F001 with two numbers SUNAT lacks, one of them past its last day; B001 all taken. */
const status = (environment: SeriesStatus['environment']): SeriesStatus => ({
  environment,
  today: '2026-12-07',
  warningDays: 1,
  listLimit: 20,
  series: [
    {
      documentType: '01',
      series: 'F001',
      lastNumber: 12,
      lastIssueDate: '2026-12-03',
      pendingCount: 2,
      pending: [
        { documentId: 'd11', number: 11, status: 'exception' },
        { documentId: 'd12', number: 12, status: 'signed' },
      ],
      rejectedCount: 1,
      deadlineCount: 2,
      deadlines: [
        {
          documentId: 'd11',
          number: 11,
          status: 'exception',
          kind: 'send',
          deadline: '2026-12-05',
          daysLeft: -2,
        },
        {
          documentId: 'd12',
          number: 12,
          status: 'signed',
          kind: 'send',
          deadline: '2026-12-08',
          daysLeft: 1,
        },
      ],
    },
    {
      documentType: '03',
      series: 'B001',
      lastNumber: 40,
      lastIssueDate: '2026-12-06',
      pendingCount: 0,
      pending: [],
      rejectedCount: 0,
      deadlineCount: 0,
      deadlines: [],
    },
  ],
});

const seriesApi: Handler = (request) => {
  if (request.path === '/companies') return { body: { success: true, data: [companyFixture()] } };
  if (request.path === '/billing/subscription') return { body: { success: true, data: subscription() } };
  const asked = /^\/companies\/c1\/documents\/series-status(?:\?environment=(\w+))?$/.exec(request.path);
  if (asked)
    return { body: { success: true, data: status(asked[1] === 'production' ? 'production' : 'test') } };
  return notFound;
};

async function renderAt(entry: string, page: ReactNode) {
  api = await startSignedInApi(seriesApi);
  render(
    <QueryClientProvider client={api.queryClient}>
      <MemoryRouter initialEntries={[entry]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the series as SUNAT has them (issue 43)', () => {
  it('warns on the dashboard card of a series with a deadline past, and leaves the others quiet', async () => {
    await renderAt('/app', <DashboardPage addCompanyDialog={() => null} />);
    const section = await screen.findByRole('region', { name: 'Series en SUNAT · Andina' });
    const late = await within(section).findByTestId('series-card-F001-01');
    expect(late).toHaveAttribute('data-state', 'late');
    expect(within(late).getByText('Último número: 12')).toBeVisible();
    expect(within(late).getByText('2 números por aceptar: 11–12')).toBeVisible();
    expect(within(late).getByRole('alert')).toHaveTextContent('1 plazo vencido');
    expect(within(late).getByText('F001-11: envío venció el 05/12/2026')).toBeVisible();
    expect(within(late).getByText('F001-12: envío vence el 08/12/2026')).toBeVisible();
    const quiet = within(section).getByTestId('series-card-B001-03');
    expect(quiet).toHaveAttribute('data-state', 'ok');
    expect(within(quiet).getByText('SUNAT tiene todos')).toBeVisible();
    expect(within(quiet).queryByRole('alert')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Ver el reporte de series' })).toHaveAttribute(
      'href',
      '/app/comprobantes/reportes?empresa=c1',
    );
  });

  it('lists every series in Reportes for the environment the URL names', async () => {
    await renderAt('/app/comprobantes/reportes?empresa=c1&ambiente=production', <ReportsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
    const grid = await screen.findByRole('grid', { name: 'Series de la empresa según SUNAT' });
    expect(await within(grid).findByText('2: 11–12')).toBeVisible();
    expect(within(grid).getByText('1 plazo vencido')).toBeVisible();
    expect(within(grid).getByText('F001-11: envío venció el 05/12/2026')).toBeVisible();
    // A phone's grid (jsdom has no width) keeps the last number in the series' cell.
    expect(within(grid).getByText('Último número: 12')).toBeVisible();
    expect(within(grid).getByText('SUNAT tiene todos')).toBeVisible();
    expect(within(grid).getByText('Sin plazos por vencer')).toBeVisible();
    expect(api!.server.calls().map((call) => call.path)).toContain(
      '/companies/c1/documents/series-status?environment=production',
    );
  });
});
