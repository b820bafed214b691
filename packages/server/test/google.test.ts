import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { googleLoginErrorSchema, serverProfileSchema, tokenPairResponseSchema } from '@facturador/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as Jose from 'jose';
import { PASSWORD, startApi, type TestApi } from './support/api.ts';
import { createCompany } from './support/companies.ts';
import { nativeRequire } from './support/native-require.ts';

const jose = nativeRequire('jose') as typeof Jose;
type SigningKey = Awaited<ReturnType<typeof Jose.generateKeyPair>>['privateKey'];

const PROJECT = 'facturador-test';
const ISSUER = `https://securetoken.google.com/${PROJECT}`;
const KID = 'clave-de-prueba-1';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('POST /auth/google', () => {
  /** No Firebase settings at all. */
  let unconfigured: TestApi;
  /** FIREBASE_PROJECT_ID and FIREBASE_AUTH_EMULATOR_HOST: the Auth emulator's unsigned tokens pass. */
  let emulator: TestApi;
  /** FIREBASE_PROJECT_ID only: tokens must be signed by a key of the JWKS at GOOGLE_JWKS_URL. */
  let production: TestApi;
  let jwksServer: Server;
  let jwksRequests = 0;
  let signingKey: SigningKey;
  let strangerKey: SigningKey;
  let counter = 0;

  beforeAll(async () => {
    const pair = await jose.generateKeyPair('RS256', { extractable: true });
    signingKey = pair.privateKey;
    strangerKey = (await jose.generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await jose.exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    jwksServer = createServer((request, response) => {
      jwksRequests += 1;
      if (request.url !== '/jwks.json') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks.json`;

    unconfigured = await startApi({
      env: { FIREBASE_PROJECT_ID: undefined, FIREBASE_AUTH_EMULATOR_HOST: undefined },
    });
    const shared = { db: unconfigured.db, clock: unconfigured.clock };
    emulator = await startApi({
      ...shared,
      env: {
        FIREBASE_PROJECT_ID: PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        GOOGLE_JWKS_URL: jwksUrl,
      },
    });
    production = await startApi({
      ...shared,
      env: { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: undefined, GOOGLE_JWKS_URL: jwksUrl },
    });
  }, 60_000);
  afterAll(async () => {
    await production?.close();
    await emulator?.close();
    await unconfigured?.close();
    jwksServer.closeAllConnections();
    await new Promise((resolve) => jwksServer.close(resolve));
  });

  /** The claims of a Firebase ID token for a Google account, issued now by the test clock. */
  function claims(overrides: Record<string, unknown> = {}) {
    counter += 1;
    const now = Math.floor(unconfigured.clock.now().getTime() / 1000);
    return {
      iss: ISSUER,
      aud: PROJECT,
      auth_time: now,
      user_id: `google-uid-${counter}`,
      sub: `google-uid-${counter}`,
      iat: now,
      exp: now + 3600,
      email: `google${counter}@gmail.test`,
      email_verified: true,
      name: `Persona Google ${counter}`,
      firebase: { identities: { 'google.com': [`10${counter}`] }, sign_in_provider: 'google.com' },
      ...overrides,
    };
  }

  /** What the Auth emulator hands out: alg none, no signature. */
  const unsigned = (payload: object) => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;

  const signed = (payload: Record<string, unknown>, key: SigningKey = signingKey, kid = KID) =>
    new jose.SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);

  const google = (api: TestApi, idToken: string) => api.call('POST', '/auth/google', { body: { idToken } });

  async function expectRefused(api: TestApi, idToken: string) {
    const answer = await google(api, idToken);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ success: false, code: 'GOOGLE_TOKEN_INVALID' });
  }

  it('answers that Google sign-in is not configured without FIREBASE_PROJECT_ID', async () => {
    const answer = await google(unconfigured, unsigned(claims()));
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      success: false,
      code: 'GOOGLE_NOT_CONFIGURED',
      message: 'El inicio de sesión con Google no está configurado',
    });
  });

  describe('with FIREBASE_AUTH_EMULATOR_HOST', () => {
    it("creates an account from the emulator's unsigned token and signs it in", async () => {
      const payload = claims();
      const answer = await google(emulator, unsigned(payload));
      expect(answer.statusCode).toBe(200);
      const body = tokenPairResponseSchema.parse(answer.json());
      expect(body).toMatchObject({ success: true, user: { email: payload.email, fullName: payload.name } });
      expect(body.user).toMatchObject({
        isOAuth: true,
        hasPassword: false,
        isVerifiedEmail: true,
        UserSystemRoles: [{ role: { name: 'CUSTOMER_SYSTEM' } }],
      });

      const profile = await emulator.call('GET', '/users/profile', { token: body.access_token });
      expect(serverProfileSchema.parse(profile.json()).publicId).toBe(body.user.publicId);
      const renewed = await emulator.call('POST', '/auth/refresh', {
        headers: { 'x-refresh-token': body.refresh_token },
      });
      expect(renewed.statusCode).toBe(200);

      // The same Google account signs in to the same user, even after changing its address.
      const again = await google(emulator, unsigned({ ...payload, email: 'otra-direccion@gmail.test' }));
      expect(tokenPairResponseSchema.parse(again.json()).user.publicId).toBe(body.user.publicId);
    });

    it('joins the companies that invited the e-mail when Google creates the account', async () => {
      const owner = await emulator.signedIn();
      const company = await createCompany(emulator, owner);
      const payload = claims();
      const invited = await emulator.call('POST', `/companies/${company.publicId}/members`, {
        token: owner.accessToken,
        body: { email: payload.email, role: 'EMPLOYEE_BUSINESS' },
      });
      expect(invited.json().data.kind).toBe('invitation');
      const body = tokenPairResponseSchema.parse((await google(emulator, unsigned(payload))).json());
      const companies = await emulator.call('GET', '/companies', { token: body.access_token });
      expect(companies.json().data).toEqual([
        expect.objectContaining({ publicId: company.publicId, myRole: 'EMPLOYEE_BUSINESS' }),
      ]);
    });

    it('logs the Google sign-in, and the account it created has no password to change', async () => {
      const answer = await google(emulator, unsigned(claims()));
      const { access_token: token } = tokenPairResponseSchema.parse(answer.json());
      const activity = await emulator.call('GET', '/auth/security/activity', { token });
      expect(activity.json()).toMatchObject({ data: [{ type: 'login_google' }] });

      const change = await emulator.call('POST', '/auth/change-password', {
        token,
        body: { currentPassword: 'Adivina123', newPassword: 'Nueva12345', confirmPassword: 'Nueva12345' },
      });
      expect(change.statusCode).toBe(400);
      expect(change.json()).toMatchObject({ code: 'PASSWORD_NOT_SET' });
    });

    it('links an existing account with the same verified e-mail', async () => {
      const user = await emulator.createUser();
      const answer = await google(emulator, unsigned(claims({ email: user.email.toUpperCase() })));
      expect(answer.statusCode).toBe(200);
      expect(tokenPairResponseSchema.parse(answer.json()).user).toMatchObject({
        publicId: user.publicId,
        email: user.email,
      });
      const [row] = await emulator.db.query<{ google_subject: string }>(
        'SELECT google_subject FROM users WHERE id = $1',
        [user.id],
      );
      expect(row?.google_subject).toBe(`google-uid-${counter}`);
      // The password keeps working.
      expect((await emulator.login(user.email, PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an unverified e-mail for a new account, and wrong audience, issuer or expiry', async () => {
      await expectRefused(emulator, unsigned(claims({ email_verified: false })));
      await expectRefused(emulator, unsigned(claims({ aud: 'otro-proyecto' })));
      await expectRefused(
        emulator,
        unsigned(claims({ iss: 'https://securetoken.google.com/otro-proyecto' })),
      );
      const now = Math.floor(emulator.clock.now().getTime() / 1000);
      await expectRefused(emulator, unsigned(claims({ iat: now - 3700, exp: now - 60 })));
      await expectRefused(emulator, unsigned(claims({ sub: '' })));
    });

    it('still verifies signed tokens', async () => {
      const answer = await google(emulator, await signed(claims()));
      expect(answer.statusCode).toBe(200);
      await expectRefused(emulator, await signed(claims(), strangerKey));
    });
  });

  describe('without FIREBASE_AUTH_EMULATOR_HOST', () => {
    it("refuses the emulator's unsigned token", async () => {
      const payload = claims();
      await expectRefused(production, unsigned(payload));
      // The emulator-enabled instance on the same database would take it: only the setting differs.
      expect((await google(emulator, unsigned(payload))).statusCode).toBe(200);
    });

    it('verifies an RS256 token against the JWKS at GOOGLE_JWKS_URL and signs in', async () => {
      const payload = claims();
      const answer = await google(production, await signed(payload));
      expect(answer.statusCode).toBe(200);
      const body = tokenPairResponseSchema.parse(answer.json());
      expect(body.user.email).toBe(payload.email);
      expect((await production.call('GET', '/users/profile', { token: body.access_token })).statusCode).toBe(
        200,
      );
      // The keys came from the local JWKS server, not from Google.
      expect(jwksRequests).toBeGreaterThan(0);
    });

    it('refuses a token signed by a key the JWKS does not publish, or with a key id it lacks', async () => {
      await expectRefused(production, await signed(claims(), strangerKey));
      await expectRefused(production, await signed(claims(), strangerKey, 'otra-clave'));
      const hs256 = await new jose.SignJWT(claims())
        .setProtectedHeader({ alg: 'HS256', kid: KID })
        .sign(new TextEncoder().encode('un-secreto-cualquiera-de-32-bytes!!'));
      await expectRefused(production, hs256);
    });

    it('refuses a wrong audience or issuer', async () => {
      await expectRefused(production, await signed(claims({ aud: 'otro-proyecto' })));
      await expectRefused(production, await signed(claims({ iss: 'https://accounts.google.com' })));
      await expectRefused(
        production,
        await signed(claims({ iss: 'https://securetoken.google.com/otro-proyecto' })),
      );
    });

    it('allows a few seconds of clock skew on expiry, not more', async () => {
      const now = Math.floor(production.clock.now().getTime() / 1000);
      const justExpired = await signed(claims({ iat: now - 3600, exp: now - 2 }));
      expect((await google(production, justExpired)).statusCode).toBe(200);
      await expectRefused(production, await signed(claims({ iat: now - 3600, exp: now - 30 })));
      // Issued a little in the future (the other clock is ahead) is accepted too.
      expect(
        (await google(production, await signed(claims({ iat: now + 2, exp: now + 3600 })))).statusCode,
      ).toBe(200);
    });
  });

  describe('unavailable accounts', () => {
    const userMessages = {
      disabled: 'Tu cuenta está desactivada. Contacta al soporte.',
      deleted: 'Tu cuenta ha sido eliminada. Contacta al soporte para recuperarla.',
    };

    async function expectUnavailable(idToken: string, email: string, status: 'disabled' | 'deleted') {
      const answer = await google(production, idToken);
      expect(answer.statusCode).toBe(400);
      const body = googleLoginErrorSchema.parse(answer.json());
      expect(body).toMatchObject({
        success: false,
        code: status === 'deleted' ? 'ACCOUNT_DELETED' : 'ACCOUNT_INACTIVE',
        accountStatus: status,
        reason: status === 'deleted' ? 'account_deleted' : 'account_inactive',
        userEmail: email,
      });
      expect(body.userMessage).toBeTruthy();
      return body;
    }

    it('answers 400 with accountStatus, reason, userMessage and userEmail for a disabled account', async () => {
      const user = await production.createUser({ isActive: false });
      const body = await expectUnavailable(
        await signed(claims({ email: user.email })),
        user.email,
        'disabled',
      );
      expect(body.userMessage).toBe(userMessages.disabled);
      // Not linked: a disabled account gains no Google sign-in.
      const [row] = await production.db.query<{ google_subject: string | null }>(
        'SELECT google_subject FROM users WHERE id = $1',
        [user.id],
      );
      expect(row?.google_subject).toBeNull();
    });

    it('answers the same for a deleted account', async () => {
      const user = await production.createUser();
      await production.db.query('UPDATE users SET is_deleted = true WHERE id = $1', [user.id]);
      const body = await expectUnavailable(
        await signed(claims({ email: user.email })),
        user.email,
        'deleted',
      );
      expect(body.userMessage).toBe(userMessages.deleted);
    });

    it('answers it for a linked Google account disabled or deleted afterwards', async () => {
      const payload = claims();
      const first = tokenPairResponseSchema.parse((await google(production, await signed(payload))).json());
      const [row] = await production.db.query<{ id: string }>('SELECT id FROM users WHERE public_id = $1', [
        first.user.publicId,
      ]);
      await production.db.query('UPDATE users SET is_active = false WHERE id = $1', [row!.id]);
      await expectUnavailable(await signed(payload), payload.email, 'disabled');
      await production.db.query('UPDATE users SET is_deleted = true WHERE id = $1', [row!.id]);
      await expectUnavailable(await signed(payload), payload.email, 'deleted');
    });
  });
});
