import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ExpiringCertificate } from '@facturador/contracts';
import { notFound } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { ExpiringCertificatesSection } from '../src/features/reports/expiring-certificates-section.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  cleanup();
  await api?.stop();
  api = null;
});

const expired: ExpiringCertificate = {
  companyId: 'c2',
  ruc: '20100070970',
  businessName: 'Sierra Verde S.A.C.',
  holder: 'SIERRA VERDE S.A.C.',
  issuer: null,
  notAfter: '2026-11-20T17:00:00.000Z',
  daysLeft: 0,
  status: 'expired',
  remindedDays: 7,
  ownerEmail: 'dueno@sierra.pe',
};
const expiring: ExpiringCertificate = {
  companyId: 'c1',
  ruc: '20512333797',
  businessName: 'Comercial Andina S.A.C.',
  holder: 'COMERCIAL ANDINA S.A.C.',
  issuer: 'ENTIDAD DE CERTIFICACION DIGITAL',
  notAfter: '2026-12-15T17:00:00.000Z',
  daysLeft: 23,
  status: 'expiring',
  remindedDays: null,
  ownerEmail: 'ana@andina.pe',
};

async function renderSection(rows: ExpiringCertificate[]) {
  api = await startSignedInApi((request) =>
    request.path === '/admin/reports/certificates' ? { body: { success: true, data: rows } } : notFound,
  );
  render(
    <QueryClientProvider client={api.queryClient}>
      <ExpiringCertificatesSection />
    </QueryClientProvider>,
  );
}

describe('Reportes → Certificados por vencer (issue 40)', () => {
  it('lists each company with its certificate’s expiry, the last reminder and whom to call', async () => {
    await renderSection([expired, expiring]);
    const table = await screen.findByRole('table', { name: 'Certificados por vencer' });
    const [sierra, andina] = within(table).getAllByRole('row').slice(1);
    expect(within(sierra!).getByRole('rowheader')).toHaveTextContent('Sierra Verde S.A.C.RUC 20100070970');
    expect(sierra).toHaveTextContent('Vencido');
    expect(sierra).toHaveTextContent('7 días antes');
    expect(sierra).toHaveTextContent('dueno@sierra.pe');
    expect(andina).toHaveTextContent('ENTIDAD DE CERTIFICACION DIGITAL');
    expect(andina).toHaveTextContent('15 dic. 2026');
    expect(andina).toHaveTextContent('23 días');
    expect(andina).toHaveTextContent('Ninguno aún');
  });

  it('says so when no company is about to expire', async () => {
    await renderSection([]);
    expect(
      await screen.findByText(
        'Ninguna empresa tiene su certificado vencido ni por vencer en los próximos 30 días.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Certificados por vencer' })).toBeVisible();
  });
});
