import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { Company } from '@facturador/contracts';
import { notFound } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { companyFixture } from './company-fixture.ts';
import { CertificateExpiryAlert } from '../src/features/dashboard/certificate-expiry-alert.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  cleanup();
  await api?.stop();
  api = null;
});

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A company whose certificate ends `fromNow` ms from now, as the server answers it. */
function withCertificate(fromNow: number, overrides: Partial<Company> = {}): Company {
  const notAfter = new Date(Date.now() + fromNow).toISOString();
  return companyFixture({
    credentials: {
      solUser: 'ANDINA01',
      solPasswordSetAt: '2026-11-01T00:00:00.000Z',
      certificate: {
        subject: 'CN=Comercial Andina S.A.C.',
        holder: 'Comercial Andina S.A.C.',
        issuer: 'ENTIDAD DE CERTIFICACION',
        ruc: '20512333797',
        format: 'pkcs12',
        notAfter,
        setAt: '2026-11-01T00:00:00.000Z',
      },
    },
    certificateWarning: fromNow <= 0 ? 'expired' : fromNow <= 30 * DAY ? 'expiring' : null,
    ...overrides,
  });
}

async function renderAlert(companies: Company[]) {
  api = await startSignedInApi((request) =>
    request.path === '/companies' ? { body: { success: true, data: companies } } : notFound,
  );
  render(
    <QueryClientProvider client={api.queryClient}>
      <MemoryRouter>
        <CertificateExpiryAlert />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await api.queryClient.refetchQueries();
}

describe('the dashboard’s certificate expiry alert (issue 40)', () => {
  it('warns 30 days before, with the way to upload the next one', async () => {
    await renderAlert([withCertificate(29 * DAY + 20 * HOUR)]);
    const alert = await screen.findByRole('region', {
      name: 'El certificado digital de Andina vence en 30 días',
    });
    expect(alert.className).toMatch(/Warning/);
    expect(within(alert).getByRole('link', { name: 'Subir el nuevo certificado' })).toHaveAttribute(
      'href',
      '/app/mis-empresas/c1/facturacion',
    );
  });

  it('turns into an error in the last 7 days and once expired', async () => {
    await renderAlert([
      withCertificate(6 * DAY + 2 * HOUR),
      withCertificate(-DAY, { publicId: 'c2', tradeName: 'Sierra' }),
    ]);
    const week = await screen.findByRole('region', {
      name: 'El certificado digital de Andina vence en 7 días',
    });
    expect(week.className).toMatch(/Error/);
    const expired = screen.getByRole('region', { name: /^El certificado digital de Sierra venció el / });
    expect(expired.className).toMatch(/Error/);
    expect(expired).toHaveTextContent('Ya no se pueden firmar comprobantes con él');
  });

  it('tells an employee who renews it, without the upload they cannot do', async () => {
    await renderAlert([withCertificate(10 * DAY, { myRole: 'EMPLOYEE_BUSINESS' })]);
    const alert = await screen.findByRole('region', {
      name: 'El certificado digital de Andina vence en 10 días',
    });
    expect(alert).toHaveTextContent('Su propietario o administrador lo renueva.');
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('says nothing further than 30 days away, without a certificate, for a deactivated company or one Facturador signs for', async () => {
    await renderAlert([
      withCertificate(31 * DAY),
      companyFixture({ publicId: 'c2' }),
      withCertificate(3 * DAY, { publicId: 'c3', isActive: false }),
      withCertificate(3 * DAY, { publicId: 'c4', signing: { mode: 'pse', pseDesignationConfirmedAt: null } }),
    ]);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
