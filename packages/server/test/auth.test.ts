import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOGIN_LIMITS } from '../src/auth/limits.ts';
import { serverProfileSchema, tokenPairResponseSchema } from '@facturador/contracts';
import { PASSWORD, startApi, type TestApi } from './support/api.ts';

describe('accounts and authentication', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startApi();
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  describe('CSRF', () => {
    it('hands out a token with its cookie', async () => {
      const answer = await api.call('GET', '/csrf/token');
      expect(answer.statusCode).toBe(200);
      const token = (answer.json() as { data: { csrfToken: string } }).data.csrfToken;
      const cookie = answer.cookies.find((c) => c.name === 'csrf_token');
      expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    });

    it('refuses a mutating call, login included, without the header, with a wrong one or without the cookie', async () => {
      const body = { email: 'nadie@example.test', password: 'x' };
      const missing = await api.call('POST', '/auth/login', { body, csrf: false });
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toMatchObject({ success: false, code: 'CSRF_INVALID' });

      const wrong = await api.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'x-csrf-token': 'abc.def' },
        cookies: { csrf_token: 'abc.def' },
        payload: body,
      });
      expect(wrong.json()).toMatchObject({ code: 'CSRF_INVALID' });

      const noCookie = await api.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'x-csrf-token': api.csrfToken },
        payload: body,
      });
      expect(noCookie.statusCode).toBe(403);
    });
  });

  describe('registration and e-mail verification', () => {
    const email = 'nueva@example.test';

    it('validates the fields with the texts of SPEC.md §5', async () => {
      const weak = await api.call('POST', '/users/register', {
        body: { fullName: 'Ana', email, password: 'abcdef' },
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Campo «password»: La contraseña debe contener al menos una mayúscula y una minúscula',
      });
      const badEmail = await api.call('POST', '/users/register', {
        body: { fullName: 'Ana', email: 'ana', password: PASSWORD },
      });
      expect(badEmail.json()).toMatchObject({ message: 'Campo «email»: Ingresa un email válido' });
    });

    it('creates an unverified customer, lowercasing the e-mail, and mails a 6-digit code', async () => {
      const answer = await api.call('POST', '/users/register', {
        body: { fullName: 'Ana Nueva', email: '  NUEVA@Example.test ', password: PASSWORD },
      });
      expect(answer.statusCode).toBe(201);
      const user = serverProfileSchema.parse((answer.json() as { data: { user: unknown } }).data.user);
      expect(user).toMatchObject({
        email,
        isVerifiedEmail: false,
        UserSystemRoles: [{ role: { name: 'CUSTOMER_SYSTEM' } }],
      });
      expect(await api.latestCode(email)).toMatch(/^\d{6}$/);
    });

    it('answers 409 for an e-mail already used, saying nothing more', async () => {
      const answer = await api.call('POST', '/users/register', {
        body: { fullName: 'Otra', email, password: 'OtraClave123' },
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        message: 'El email ya está registrado',
      });
    });

    it('continues a sign-up not yet verified for the same e-mail and password, within the resend limits', async () => {
      const before = await api.latestCode(email);
      const again = await api.call('POST', '/users/register', {
        body: { fullName: 'Ana Nueva', email, password: PASSWORD },
      });
      expect(again.statusCode).toBe(201);
      expect(
        (again.json() as { data: { user: { isVerifiedEmail: boolean } } }).data.user.isVerifiedEmail,
      ).toBe(false);
      // A code went out a moment ago: that one still works, no second one is mailed.
      expect(await api.latestCode(email)).toBe(before);
      api.clock.advance(61_000);
      await api.call('POST', '/users/register', {
        body: { fullName: 'Ana Nueva', email, password: PASSWORD },
      });
      expect(await api.latestCode(email)).not.toBe(before);
    });

    it('counts a wrong password given to sign-up as a failed sign-in: the login throttle holds there too', async () => {
      const target = `pendiente${Date.now()}@example.test`;
      const register = (password: string) =>
        api.call('POST', '/users/register', { body: { fullName: 'Ana Pendiente', email: target, password } });
      expect((await register(PASSWORD)).statusCode).toBe(201);
      for (let attempt = 0; attempt <= LOGIN_LIMITS.pairFreeFailures; attempt += 1)
        expect((await register(`Intento${attempt}Abc`)).statusCode).toBe(409);
      // Blocked now: even the right password continues nothing, and says nothing more.
      const right = await register(PASSWORD);
      expect(right.statusCode).toBe(409);
      expect((await api.login(target)).statusCode).toBe(429);
    });

    it('limits resending to one a minute, with Retry-After', async () => {
      const tooSoon = await api.call('POST', '/users/resend-code', { body: { email } });
      expect(tooSoon.statusCode).toBe(429);
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
      api.clock.advance(61_000);
      const later = await api.call('POST', '/users/resend-code', { body: { email } });
      expect(later.statusCode).toBe(200);
      const unknown = await api.call('POST', '/users/resend-code', { body: { email: 'nadie@example.test' } });
      expect(unknown.json()).toEqual(later.json());
    });

    it('refuses a wrong code, and after five wrong tries even the right one', async () => {
      const code = await api.latestCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      const first = await api.call('POST', '/users/verify-email', { body: { email, code: wrong } });
      expect(first.statusCode).toBe(400);
      expect(first.json()).toMatchObject({ code: 'INVALID_CODE', message: 'El código es incorrecto' });
      for (let i = 0; i < 4; i++)
        await api.call('POST', '/users/verify-email', { body: { email, code: wrong } });
      const blocked = await api.call('POST', '/users/verify-email', { body: { email, code } });
      expect(blocked.json()).toMatchObject({ code: 'CODE_ATTEMPTS_EXCEEDED' });
    });

    it('lets a code expire after 10 minutes', async () => {
      api.clock.advance(61_000);
      await api.call('POST', '/users/resend-code', { body: { email } });
      const code = await api.latestCode(email);
      api.clock.advance(10 * 60_000 + 1);
      const expired = await api.call('POST', '/users/verify-email', { body: { email, code } });
      expect(expired.json()).toMatchObject({ code: 'CODE_EXPIRED' });
    });

    it('verifies with a fresh code, once', async () => {
      await api.call('POST', '/users/resend-code', { body: { email } });
      const code = await api.latestCode(email);
      const answer = await api.call('POST', '/users/verify-email', { body: { email, code } });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ success: true, user: { email, isVerifiedEmail: true } });
      const again = await api.call('POST', '/users/verify-email', { body: { email, code } });
      expect(again.statusCode).toBe(400);
      // Verified, the account is nobody's sign-up to continue: even its own password gets the 409.
      const register = await api.call('POST', '/users/register', {
        body: { fullName: 'Ana Nueva', email, password: PASSWORD },
      });
      expect(register.statusCode).toBe(409);
    });

    it('POST /auth/register answers the tokens in data', async () => {
      const answer = await api.call('POST', '/auth/register', {
        body: { fullName: 'Beto', email: 'beto@example.test', password: PASSWORD },
      });
      expect(answer.statusCode).toBe(201);
      const { data } = answer.json() as { data: { accessToken: string; refreshToken: string } };
      const profile = await api.call('GET', '/users/profile', { token: data.accessToken });
      expect(profile.json()).toMatchObject({ email: 'beto@example.test' });
      expect(data.refreshToken.length).toBeGreaterThan(20);
    });
  });

  describe('login', () => {
    it('answers success, access_token, refresh_token and the user', async () => {
      const user = await api.createUser();
      const answer = await api.login(user.email);
      expect(answer.statusCode).toBe(200);
      const body = tokenPairResponseSchema.parse(answer.json());
      expect(body.user.publicId).toBe(user.publicId);
      expect(body.access_token.split('.')).toHaveLength(3);
    });

    it('answers 401 INVALID_CREDENTIALS for a wrong password and an unknown e-mail alike', async () => {
      const user = await api.createUser();
      const wrong = await api.login(user.email, 'Otra12345');
      const unknown = await api.login('nadie@example.test', 'Otra12345');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    });

    it('answers ACCOUNT_DELETED and ACCOUNT_INACTIVE to the right password only', async () => {
      const inactive = await api.createUser({ isActive: false });
      expect((await api.login(inactive.email)).json()).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
      const deleted = await api.createUser();
      await api.db.query('UPDATE users SET is_deleted = true WHERE id = $1', [deleted.id]);
      const answer = await api.login(deleted.email);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({
        code: 'ACCOUNT_DELETED',
        message: 'Tu cuenta ha sido eliminada. Contacta al soporte para recuperarla.',
      });
      expect((await api.login(deleted.email, 'Mala12345')).json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
      });
    });

    it('blocks an account+IP pair exponentially after 5 failures, not the same account from another IP', async () => {
      const user = await api.createUser();
      const ip = '10.0.0.7';
      for (let i = 0; i < 5; i++) expect((await api.login(user.email, 'Mala12345', ip)).statusCode).toBe(401);
      expect((await api.login(user.email, 'Mala12345', ip)).statusCode).toBe(401);
      const blocked = await api.login(user.email, PASSWORD, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('1');
      expect((await api.login(user.email, PASSWORD, '10.0.0.8')).statusCode).toBe(200);
      api.clock.advance(1000);
      expect((await api.login(user.email, 'Mala12345', ip)).statusCode).toBe(401);
      expect((await api.login(user.email, PASSWORD, ip)).headers['retry-after']).toBe('2');
      api.clock.advance(2000);
      expect((await api.login(user.email, PASSWORD, ip)).statusCode).toBe(200);
    });

    it('bounds the per-account block to its 15-minute window', async () => {
      const user = await api.createUser();
      for (let i = 0; i < 50; i++) await api.login(user.email, 'Mala12345', `10.1.${i}.1`);
      const blocked = await api.login(user.email, PASSWORD, '10.9.9.9');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      api.clock.advance(15 * 60_000);
      expect((await api.login(user.email, PASSWORD, '10.9.9.9')).statusCode).toBe(200);
    });
  });

  describe('refresh and logout', () => {
    const refresh = (token: string) =>
      api.call('POST', '/auth/refresh', { headers: { 'x-refresh-token': token } });

    it('rotates the refresh token and answers a working access token', async () => {
      const user = await api.signedIn();
      const answer = await refresh(user.refreshToken);
      expect(answer.statusCode).toBe(200);
      const body = tokenPairResponseSchema.parse(answer.json());
      expect(body.refresh_token).not.toBe(user.refreshToken);
      expect((await api.call('GET', '/users/profile', { token: body.access_token })).statusCode).toBe(200);
    });

    it('answers a used token again within 10 s, and after that revokes the session with TOKEN_REUSED', async () => {
      const user = await api.signedIn();
      expect((await refresh(user.refreshToken)).statusCode).toBe(200);
      api.clock.advance(9_000);
      expect((await refresh(user.refreshToken)).statusCode).toBe(200);
      api.clock.advance(2_000);
      const reused = await refresh(user.refreshToken);
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toMatchObject({ code: 'TOKEN_REUSED' });
      const profile = await api.call('GET', '/users/profile', { token: user.accessToken });
      expect(profile.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    });

    it('answers both of two refreshes sent at once with one token, each with a chain of its own', async () => {
      const user = await api.signedIn();
      const answers = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const [first, second] = answers.map((answer) => tokenPairResponseSchema.parse(answer.json()));
      expect(first!.refresh_token).not.toBe(second!.refresh_token);
      expect((await refresh(first!.refresh_token)).statusCode).toBe(200);
      expect((await refresh(second!.refresh_token)).statusCode).toBe(200);
    });

    it('ends the whole chain when a used token comes back after the grace window', async () => {
      const user = await api.signedIn();
      const rotated = tokenPairResponseSchema.parse((await refresh(user.refreshToken)).json());
      const latest = tokenPairResponseSchema.parse((await refresh(rotated.refresh_token)).json());
      api.clock.advance(11_000);
      expect((await refresh(rotated.refresh_token)).json()).toMatchObject({ code: 'TOKEN_REUSED' });
      expect((await refresh(latest.refresh_token)).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
      const profile = await api.call('GET', '/users/profile', { token: latest.access_token });
      expect(profile.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    });

    it('answers SESSION_EXPIRED for an idle session and USER_NOT_FOUND for a deleted user', async () => {
      const idle = await api.signedIn();
      api.clock.advance(8 * 24 * 60 * 60_000);
      expect((await refresh(idle.refreshToken)).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
      const gone = await api.signedIn();
      await api.db.query('UPDATE users SET is_deleted = true WHERE id = $1', [gone.id]);
      expect((await refresh(gone.refreshToken)).json()).toMatchObject({ code: 'USER_NOT_FOUND' });
      expect((await api.call('GET', '/users/profile', { token: gone.accessToken })).json()).toMatchObject({
        code: 'USER_NOT_FOUND',
      });
    });

    it('refuses a missing or unknown refresh token', async () => {
      expect((await api.call('POST', '/auth/refresh')).statusCode).toBe(401);
      expect((await refresh('desconocido')).statusCode).toBe(401);
    });

    it('logout revokes the session: its access token stops working at once', async () => {
      const user = await api.signedIn();
      expect((await api.call('POST', '/auth/logout', { token: user.accessToken })).statusCode).toBe(200);
      expect((await api.call('GET', '/users/profile', { token: user.accessToken })).statusCode).toBe(401);
      expect((await refresh(user.refreshToken)).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    });

    it('access tokens expire after 15 minutes', async () => {
      const user = await api.signedIn();
      api.clock.advance(15 * 60_000 + 1000);
      const answer = await api.call('GET', '/users/profile', { token: user.accessToken });
      expect(answer.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect((await api.call('GET', '/users/profile')).json()).toMatchObject({
        message: 'Token de autenticación requerido',
      });
    });
  });
});
