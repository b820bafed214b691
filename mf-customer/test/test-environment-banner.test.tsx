import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { Company } from '@facturador/contracts';
import { notFound } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { companyFixture } from './company-fixture.ts';
import { TestEnvironmentBanner } from '../src/features/dashboard/test-environment-banner.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  cleanup();
  await api?.stop();
  api = null;
});

async function renderBanner(companies: Company[]) {
  api = await startSignedInApi((request) =>
    request.path === '/companies' ? { body: { success: true, data: companies } } : notFound,
  );
  render(
    <QueryClientProvider client={api.queryClient}>
      <MemoryRouter>
        <TestEnvironmentBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The list has been read once the query settles: either a banner or nothing.
  await api.queryClient.refetchQueries();
}

describe('the dashboard’s banner of a company in test (issue 40)', () => {
  it('tells the owner their company issues test documents, with «Pasar a producción» to its checklist', async () => {
    await renderBanner([companyFixture()]);
    const banner = await screen.findByRole('region', { name: 'Andina emite en el ambiente de pruebas' });
    expect(banner).toHaveTextContent('llevan la marca PRUEBA y no tienen valor tributario');
    expect(within(banner).getByRole('link', { name: 'Pasar a producción' })).toHaveAttribute(
      'href',
      '/app/mis-empresas/c1/produccion',
    );
  });

  it('tells an employee too, without the button that is not theirs to press', async () => {
    await renderBanner([companyFixture({ myRole: 'EMPLOYEE_BUSINESS' })]);
    const banner = await screen.findByRole('region', { name: 'Andina emite en el ambiente de pruebas' });
    expect(banner).toHaveTextContent('Su propietario o administrador la pasa a producción.');
    expect(within(banner).queryByRole('link')).toBeNull();
  });

  it('shows nothing for companies in production or deactivated', async () => {
    await renderBanner([
      companyFixture({ environment: 'production' }),
      companyFixture({ publicId: 'c2', tradeName: 'Inactiva', isActive: false }),
    ]);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
