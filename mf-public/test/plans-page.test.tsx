import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { PublicPlan } from '@facturador/contracts';
import { guestTokens, startSignedInApi } from '@facturador/test-support/signed-in-api';
import PlansPage from '../src/features/plans/plans-page.tsx';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  await api?.stop();
  api = null;
});

/** The plans on sale with the features the catalogue seeds (migration 008). */
const plan = (code: string, name: string, monthlyPrice: number, features: string[]): PublicPlan => ({
  code,
  name,
  description: `Plan ${name}`,
  monthlyPrice,
  documentsPerMonth: 200,
  maxUsers: 2,
  maxCompanies: 1,
  maxEstablishments: 1,
  highlighted: false,
  features,
});
const PLANS = [
  plan('emprendedor', 'Emprendedor', 59, [
    'Facturas, boletas y notas electrónicas',
    'Envío a SUNAT',
    'Soporte por correo',
  ]),
  plan('pyme', 'Pyme', 149, [
    'Todo lo del plan Emprendedor',
    'Guías de remisión',
    'Varios locales',
    'Soporte por WhatsApp',
  ]),
  plan('empresa', 'Empresa', 299, [
    'Todo lo del plan Pyme',
    'Varias razones sociales',
    'Envío por OSE o PSE',
    'Soporte prioritario',
  ]),
];

describe('/precios (issue 28, item 8)', () => {
  it('promises for every plan only what every plan includes; the rest is on the plan that has it', async () => {
    api = await startSignedInApi(
      (request) =>
        request.path === '/plans'
          ? { body: { success: true, data: { plans: PLANS, tokenPacks: [], igvRate: 0.18 } } }
          : { status: 404, body: { success: false } },
      { tokens: guestTokens() },
    );
    render(
      <QueryClientProvider client={api.queryClient}>
        <MemoryRouter>
          <PlansPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Soporte por WhatsApp')).toBeInTheDocument();
    const intro = screen.getByText(/Elige cuántos comprobantes emites al mes/).textContent!;
    // What only some plans include is never said of all of them.
    for (const onlySome of ['WhatsApp', 'OSE', 'Guías de remisión', 'razones sociales'])
      expect(intro).not.toContain(onlySome);
    expect(intro).toContain('facturas, boletas y notas');
  });
});
