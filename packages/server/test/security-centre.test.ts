import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  changePasswordResponseSchema,
  securityActivityResponseSchema,
  sessionListResponseSchema,
  type SecurityEvent,
} from '@facturador/contracts';
import { describeUserAgent } from '../src/auth/user-agent.ts';
import { PASSWORD, startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { disconnected, nextEvent, socketClients } from './support/sockets.ts';

const NEW_PASSWORD = 'OtraClave456';
const AGENTS = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0',
};

describe('describeUserAgent', () => {
  it('names the device in Spanish, the browser and the operating system', () => {
    expect(describeUserAgent(AGENTS.windowsChrome)).toEqual({
      device: 'Computadora',
      browser: 'Chrome',
      system: 'Windows',
    });
    expect(describeUserAgent(AGENTS.iphoneSafari)).toEqual({
      device: 'Móvil',
      browser: 'Safari',
      system: 'iOS',
    });
    expect(describeUserAgent(AGENTS.ipadSafari)).toMatchObject({ device: 'Tableta', system: 'iOS' });
    expect(describeUserAgent(AGENTS.androidFirefox)).toEqual({
      device: 'Móvil',
      browser: 'Firefox',
      system: 'Android',
    });
    expect(describeUserAgent(AGENTS.macFirefox)).toMatchObject({ browser: 'Firefox', system: 'macOS' });
  });

  it('falls back to Spanish words for what it cannot read', () => {
    expect(describeUserAgent(undefined)).toEqual({
      device: 'Computadora',
      browser: 'Navegador desconocido',
      system: 'Sistema desconocido',
    });
    expect(describeUserAgent('curl/8.5.0')).toMatchObject({ system: 'Sistema desconocido' });
  });
});

describe('the security centre', () => {
  let api: TestApi;
  let url: string;
  const sockets = socketClients();

  beforeAll(async () => {
    api = await startApi();
    url = await api.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    sockets.closeAll();
    await api.close();
  });

  /** A second session of the same user, from another browser. */
  async function secondSession(email: string, userAgent = AGENTS.iphoneSafari) {
    const answer = await api.call('POST', '/auth/login', {
      body: { email, password: PASSWORD },
      headers: { 'user-agent': userAgent },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json() as { access_token: string; refresh_token: string };
  }

  const refresh = (refreshToken: string) =>
    api.call('POST', '/auth/refresh', { headers: { 'x-refresh-token': refreshToken } });

  const activity = async (token: string): Promise<SecurityEvent[]> => {
    const answer = await api.call('GET', '/auth/security/activity', { token });
    expect(answer.statusCode).toBe(200);
    return securityActivityResponseSchema.parse(answer.json()).data;
  };

  describe('sessions', () => {
    it('describes each session from its user agent and names a new one “browser en system”', async () => {
      const user = await api.signedIn();
      await secondSession(user.email, AGENTS.windowsChrome);
      const answer = await api.call('GET', '/auth/sessions', { token: user.accessToken });
      const sessions = sessionListResponseSchema.parse(answer.json()).data;
      const windows = sessions.find((session) => session.system === 'Windows');
      expect(windows).toMatchObject({ name: 'Chrome en Windows', device: 'Computadora', browser: 'Chrome' });
      // The test client sends no user agent.
      expect(sessions.find((session) => session.isCurrent)).toMatchObject({
        name: 'Navegador desconocido en Sistema desconocido',
        system: 'Sistema desconocido',
      });
    });

    it('never lets a user read, rename or end another user’s session', async () => {
      const owner = await api.signedIn();
      const stranger = await api.signedIn();
      const list = await api.call('GET', '/auth/sessions', { token: owner.accessToken });
      const [session] = sessionListResponseSchema.parse(list.json()).data;
      const token = stranger.accessToken;
      const attempts = [
        api.call('GET', `/auth/sessions/${session!.id}`, { token }),
        api.call('POST', `/auth/sessions/${session!.id}/rename`, { token, body: { newName: 'Mía' } }),
        api.call('POST', `/auth/sessions/${session!.id}/logout`, { token }),
        api.call('POST', `/auth/sessions/${session!.id}/logout-secure`, {
          token,
          body: { verificationCode: '123456' },
        }),
      ];
      for (const answer of await Promise.all(attempts)) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
      const after = await api.call('GET', `/auth/sessions/${session!.id}`, { token: owner.accessToken });
      expect(after.json()).toMatchObject({ data: { name: session!.name } });
      expect((await refresh(owner.refreshToken)).statusCode).toBe(200);
    });
  });

  describe('POST /auth/change-password', () => {
    const change = (user: SignedInUser, body: object) =>
      api.call('POST', '/auth/change-password', { token: user.accessToken, body });

    it('refuses a wrong current password and changes nothing', async () => {
      const user = await api.signedIn();
      const other = await secondSession(user.email);
      const answer = await change(user, {
        currentPassword: 'NoEsEsta1',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'INVALID_PASSWORD',
        message: 'La contraseña actual es incorrecta',
      });
      expect((await api.login(user.email)).statusCode).toBe(200);
      expect((await api.login(user.email, NEW_PASSWORD)).statusCode).toBe(401);
      expect((await refresh(other.refresh_token)).statusCode).toBe(200);
      expect(await api.outbox(user.email)).toEqual([]);
    });

    it('checks the body with the contract: the confirmation must match', async () => {
      const user = await api.signedIn();
      const answer = await change(user, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: 'Distinta789',
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ field: 'confirmPassword', message: 'Las contraseñas no coinciden' }],
      });
    });

    it('stores the new password, ends every other session, tells their sockets and mails a notice', async () => {
      const user = await api.signedIn();
      const other = await secondSession(user.email);
      const socket = await sockets.connect(url, other.access_token);
      const forced = nextEvent(socket, 'force_logout');
      const closed = disconnected(socket);

      const answer = await change(user, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(answer.statusCode).toBe(200);
      expect(changePasswordResponseSchema.parse(answer.json())).toEqual({
        success: true,
        message: 'Tu contraseña fue actualizada. Cerramos tus demás sesiones.',
        data: { revoked: 1 },
      });
      expect(await forced).toMatchObject({ type: 'force_logout', userId: user.publicId });
      await closed;

      expect((await refresh(other.refresh_token)).statusCode).toBe(401);
      expect((await refresh(user.refreshToken)).statusCode).toBe(200);
      expect((await api.login(user.email)).statusCode).toBe(401);
      expect((await api.login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

      const [notice] = await api.outbox(user.email);
      expect(notice?.subject).toBe('Tu contraseña de Facturador fue cambiada');
      expect(notice?.text).toContain('Cerramos tus demás sesiones');
      expect(notice?.text).toContain('soporte@facturador.pe');
      expect(notice?.text).not.toContain(NEW_PASSWORD);
    });

    it('throttles repeated wrong current passwords like sign-in does', async () => {
      const user = await api.signedIn();
      const wrong = {
        currentPassword: 'NoEsEsta1',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await change(user, wrong)).statusCode);
      expect(statuses.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
      const limited = await change(user, { ...wrong, currentPassword: PASSWORD });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message:
          'Demasiados intentos con una contraseña incorrecta. Espera unos minutos antes de intentar nuevamente.',
      });
    });

    it('answers PASSWORD_NOT_SET to an account created with Google', async () => {
      const user = await api.signedIn();
      // What POST /auth/google stores for a new account: no password hash.
      await api.db.query('UPDATE users SET password_hash = NULL, is_oauth = true WHERE id = $1', [user.id]);
      const answer = await change(user, {
        currentPassword: 'Cualquiera1',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'PASSWORD_NOT_SET',
        message: 'Tu cuenta no tiene contraseña. Usa «Crear contraseña» para recibir un enlace por email.',
      });
    });
  });

  describe('GET /auth/security/activity', () => {
    it('lists only the caller’s events, newest first, with their types and details', async () => {
      const user = await api.signedIn();
      const stranger = await api.signedIn();
      api.clock.advance(1000);
      expect((await api.login(user.email, 'NoEsEsta1')).statusCode).toBe(401);
      api.clock.advance(1000);
      await secondSession(user.email, AGENTS.windowsChrome);
      api.clock.advance(1000);
      const list = await api.call('GET', '/auth/sessions', { token: user.accessToken });
      const windows = sessionListResponseSchema.parse(list.json()).data.find((s) => s.system === 'Windows')!;
      await api.call('POST', `/auth/sessions/${windows.id}/logout`, { token: user.accessToken });
      api.clock.advance(1000);
      await secondSession(user.email);
      api.clock.advance(1000);
      const others = await api.call('POST', '/auth/sessions/logout-others', { token: user.accessToken });
      expect(others.json()).toMatchObject({ data: { revoked: 1 } });
      api.clock.advance(1000);
      await api.call('POST', '/auth/change-password', {
        token: user.accessToken,
        body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });

      const events = await activity(user.accessToken);
      expect(events.map((event) => event.type)).toEqual([
        'password_changed',
        'other_sessions_ended',
        'login',
        'session_ended',
        'login',
        'login_failed',
        'login',
      ]);
      expect(events[1]).toMatchObject({ detail: '1' });
      expect(events[3]).toMatchObject({ detail: 'Chrome en Windows' });
      expect(events[4]).toMatchObject({ device: 'Computadora', browser: 'Chrome', system: 'Windows' });
      expect(events[0]!.ipAddress).toBe('127.0.0.1');
      const times = events.map((event) => Date.parse(event.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);

      const theirs = await activity(stranger.accessToken);
      expect(theirs.map((event) => event.type)).toEqual(['login']);
    });

    it('logs a sign-out of the current session under its name', async () => {
      const user = await api.signedIn();
      const other = await secondSession(user.email, AGENTS.macFirefox);
      await api.call('POST', '/auth/logout', {
        token: other.access_token,
        headers: { 'user-agent': AGENTS.macFirefox },
      });
      const [latest] = await activity(user.accessToken);
      expect(latest).toMatchObject({ type: 'session_ended', detail: 'Firefox en macOS', system: 'macOS' });
    });

    it('logs a password reset', async () => {
      const user = await api.signedIn();
      await api.call('POST', '/auth/forgot-password', { body: { email: user.email } });
      const [mail] = await api.outbox(user.email);
      const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
      const reset = await api.call('POST', '/auth/reset-password', {
        body: { token, password: NEW_PASSWORD },
      });
      expect(reset.statusCode).toBe(200);
      const signedIn = (await api.login(user.email, NEW_PASSWORD)).json() as { access_token: string };
      const types = (await activity(signedIn.access_token)).map((event) => event.type);
      expect(types.slice(0, 2)).toEqual(['login', 'password_reset']);
    });

    it('forgets events older than 180 days when the session sweep runs', async () => {
      const user = await api.signedIn();
      await api.db.query(`INSERT INTO security_events (user_id, type, created_at) VALUES ($1, 'login', $2)`, [
        user.id,
        new Date(api.clock.now().getTime() - 181 * 24 * 60 * 60 * 1000),
      ]);
      expect(await activity(user.accessToken)).toHaveLength(2);
      await api.app.sessionSweep.run();
      expect((await activity(user.accessToken)).map((event) => event.type)).toEqual(['login']);
    });
  });
});
