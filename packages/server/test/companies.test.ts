import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  companyListResponseSchema,
  companyMessages,
  onboardingResponseSchema,
  rucTakenMessage,
} from '@facturador/contracts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';

const COMPANY = {
  ruc: '20512333797',
  businessName: 'Comercial Andina S.A.C.',
  tradeName: 'Andina',
  fiscalAddress: 'Av. Arequipa 123, Lima',
};

describe('companies and onboarding', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startApi();
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  async function validated(): Promise<SignedInUser> {
    const user = await api.signedIn();
    const dni = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const answer = await api.call('POST', '/users/validate-account', {
      token: user.accessToken,
      body: { documentNumber: dni, firstName: 'Rosa', lastName: 'Quispe' },
    });
    expect(answer.statusCode).toBe(200);
    return user;
  }

  it('requires a session and the CSRF token', async () => {
    expect((await api.call('GET', '/companies')).statusCode).toBe(401);
    const user = await validated();
    const noCsrf = await api.call('POST', '/companies/onboarding', {
      token: user.accessToken,
      body: COMPANY,
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toMatchObject({ code: 'CSRF_INVALID' });
  });

  it('stores the first company with the user as its owner, sets hasOnboarding and tells the user', async () => {
    const user = await validated();
    const events = jest.spyOn(api.app.realtime, 'toUser');
    const answer = await api.call('POST', '/companies/onboarding', {
      token: user.accessToken,
      body: COMPANY,
    });
    expect(answer.statusCode).toBe(201);
    const body = onboardingResponseSchema.parse(answer.json());
    expect(body.data.company).toMatchObject({ ...COMPANY, myRole: 'OWNER_BUSINESS', isActive: true });
    expect(body.user.hasOnboarding).toBe(true);
    expect(events).toHaveBeenCalledWith(user.publicId, 'profile_updated');
    events.mockRestore();

    const profile = await api.call('GET', '/users/profile', { token: user.accessToken });
    expect(profile.json()).toMatchObject({ hasOnboarding: true });
    const list = companyListResponseSchema.parse(
      (await api.call('GET', '/companies', { token: user.accessToken })).json(),
    );
    const { logoDataUrl: _logo, ...summary } = body.data.company;
    expect(list.data).toEqual([summary]);
    // Onboarding also opens the domicilio fiscal, establishment 0000.
    const establishments = await api.call('GET', `/companies/${body.data.company.publicId}/establishments`, {
      token: user.accessToken,
    });
    expect(establishments.json().data).toEqual([
      expect.objectContaining({ code: '0000', address: COMPANY.fiscalAddress, isFiscalAddress: true }),
    ]);

    const again = await api.call('POST', '/companies/onboarding', {
      token: user.accessToken,
      body: { ...COMPANY, ruc: '20607854247' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: companyMessages.onboardingDone });
  });

  it('refuses a RUC with a wrong check digit, a bad prefix or missing fields', async () => {
    const user = await validated();
    const wrongDigit = await api.call('POST', '/companies/onboarding', {
      token: user.accessToken,
      body: { ...COMPANY, ruc: '20512333798' },
    });
    expect(wrongDigit.statusCode).toBe(400);
    expect(wrongDigit.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((wrongDigit.json() as { message: string }).message).toContain('dígito verificador');
    const badPrefix = await api.call('POST', '/companies/onboarding', {
      token: user.accessToken,
      body: { ...COMPANY, ruc: '30512333797' },
    });
    expect(badPrefix.statusCode).toBe(400);
    const missing = await api.call('POST', '/companies/onboarding', {
      token: user.accessToken,
      body: { ruc: '20607854247', businessName: ' ', fiscalAddress: '' },
    });
    expect(missing.statusCode).toBe(400);
    const profile = await api.call('GET', '/users/profile', { token: user.accessToken });
    expect(profile.json()).toMatchObject({ hasOnboarding: false });
    expect((await api.call('GET', '/companies', { token: user.accessToken })).json()).toEqual({
      success: true,
      data: [],
    });
  });

  it('registers a RUC once: a second account gets a conflict and stays in onboarding', async () => {
    const first = await validated();
    const second = await validated();
    const company = { ...COMPANY, ruc: '10054148289' };
    expect(
      (await api.call('POST', '/companies/onboarding', { token: first.accessToken, body: company }))
        .statusCode,
    ).toBe(201);
    const taken = await api.call('POST', '/companies/onboarding', {
      token: second.accessToken,
      body: company,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', message: rucTakenMessage('10054148289') });
    expect((await api.call('GET', '/users/profile', { token: second.accessToken })).json()).toMatchObject({
      hasOnboarding: false,
    });
  });

  it('onboards only after the account is validated', async () => {
    const user = await api.signedIn();
    const answer = await api.call('POST', '/companies/onboarding', {
      token: user.accessToken,
      body: { ...COMPANY, ruc: '20000000001' },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'FORBIDDEN', message: companyMessages.onboardingNotAllowed });
  });
});
