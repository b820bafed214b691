import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startApi, type TestApi } from './support/api.ts';
import { MIRAFLORES, randomRuc } from './support/companies.ts';

// The plan's limits hold on the companies' own calls: a new account is on the free trial
// (1 company, 1 establishment, 1 user per company) and is told which limit it reached.
describe('plan limits on Mis Empresas', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const newCompany = (token: string) =>
    api.call('POST', '/companies', {
      token,
      body: {
        ruc: randomRuc(),
        businessName: 'Bodega Rosa',
        fiscalAddress: 'Jr. Lampa 1',
        ubigeo: MIRAFLORES,
      },
    });

  it('refuses a second company, a second establishment and a second user on the free trial', async () => {
    const user = await api.signedIn();
    const first = await newCompany(user.accessToken);
    expect(first.statusCode).toBe(201);
    const companyId = first.json().data.publicId as string;

    const second = await newCompany(user.accessToken);
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message: 'Tu plan Prueba gratuita permite 1 empresa. Cambia de plan en Mis Planes y Tokens.',
    });

    const establishment = await api.call('POST', `/companies/${companyId}/establishments`, {
      token: user.accessToken,
      body: { code: '0001', name: 'Local 2', address: 'Av. Larco 2', ubigeo: MIRAFLORES },
    });
    expect(establishment.statusCode).toBe(403);
    expect(establishment.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message: expect.stringContaining('1 establecimiento'),
    });

    const member = await api.call('POST', `/companies/${companyId}/members`, {
      token: user.accessToken,
      body: { email: `nuevo-${Date.now()}@example.test`, role: 'EMPLOYEE_BUSINESS' },
    });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message: expect.stringContaining('1 usuario'),
    });

    const companies = await api.call('GET', '/companies', { token: user.accessToken });
    expect(companies.json().data).toHaveLength(1);
  });
});
