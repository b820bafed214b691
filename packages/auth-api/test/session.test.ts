import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { sharedMessages, type ServerProfile } from '@facturador/contracts';
import { verifyEmail } from '../src/api/account-requests.ts';
import { login, loginWithGoogle } from '../src/auth/sign-in.ts';
import { logout } from '../src/auth/logout.ts';
import { profileKeys } from '../src/profile/profile-query.ts';
import { handleRealtimeEvent } from '../src/realtime/handle-realtime-event.ts';
import { checkSession } from '../src/session/check-session.ts';
import { initializeSession } from '../src/session/initialize.ts';
import { initialSessionState, sessionStore } from '../src/session/session-store.ts';
import { clearToasts } from '../src/toasts/toast-store.ts';
import { connectivityStore } from '../src/connectivity/connectivity.ts';
import { serverProfile } from './fixtures.ts';
import { jwt, notFound, startTestServer, type Handler } from './http-server.ts';
import { channelHub, memoryTokens, startTestSession, until } from './session-support.ts';

const accessToken = () => jwt(Date.now() + 3_600_000);
const profile = serverProfile();

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
let session: ReturnType<typeof startTestSession> | null = null;
beforeEach(() => {
  sessionStore.setState({ ...initialSessionState });
  connectivityStore.setState({ reachable: true, failures: 0 });
  clearToasts();
});
afterEach(async () => {
  session?.stop();
  session = null;
  await server?.close();
  server = null;
});

async function setup(
  handler: Handler,
  overrides: Omit<Parameters<typeof startTestSession>[0], 'apiBaseUrl'> = {},
) {
  server = await startTestServer((request) => (request.path === '/csrf/token' ? notFound : handler(request)));
  const hub = channelHub();
  const authSyncUrl = overrides.authSyncUrl?.replace('SERVER', server.url);
  session = startTestSession({
    apiBaseUrl: server.url,
    channelFactory: hub.factory,
    ...overrides,
    authSyncUrl,
  });
  return { session, server, hub };
}

const loginAnswer = (access = accessToken(), user = profile) => ({
  body: { success: true, access_token: access, refresh_token: 'refresh-1', user },
});
const signedIn = () => ({ tokens: memoryTokens({ accessToken: accessToken(), refreshToken: 'r' }) });

describe('signing in and out (SPEC.md §4, §8)', () => {
  it('logs in: lowercased e-mail, tokens, profile cached and on the session, other tabs told, to /app', async () => {
    const access = accessToken();
    const { session, server, hub } = await setup(
      (request) => (request.path === '/auth/login' ? loginAnswer(access) : { body: { success: true } }),
      { authSyncUrl: 'SERVER/sync' },
    );
    await expect(login({ email: '  Ana@Facturador.TEST ', password: 'x' })).resolves.toEqual({
      success: true,
    });
    expect(server.calls()[0]?.body).toEqual({ email: 'ana@facturador.test', password: 'x' });
    expect(session.tokens.getAccessToken()).toBe(access);
    expect(session.queryClient.getQueryData(profileKeys.current())).toEqual(profile);
    expect(sessionStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { id: 'usr_123', roles: ['CUSTOMER_SYSTEM'] },
    });
    expect(hub.posted).toEqual([expect.objectContaining({ type: 'LOGIN' })]);
    expect(session.outcomes).toEqual([{ kind: 'redirect', to: '/app' }]);
    await until(() => server.requests.some((request) => request.path === '/sync'));
    expect(server.requests.find((request) => request.path === '/sync')).toMatchObject({
      method: 'POST',
      headers: expect.objectContaining({ authorization: `Bearer ${access}` }),
    });
  });

  it('returns to the /app page the guard sent the user away from, and nowhere else', async () => {
    const { session } = await setup(() => loginAnswer());
    await login({ email: 'ana@facturador.test', password: 'x' }, { returnTo: '/app/mis-empresas?x=1' });
    await login({ email: 'ana@facturador.test', password: 'x' }, { returnTo: 'https://evil.test/app' });
    expect(session.navigate.mock.calls).toEqual([['/app/mis-empresas?x=1'], ['/app']]);
  });

  it('lands the owner and administrators on the admin Resumen, by e-mail and by Google; a page asked for still wins', async () => {
    const staff = (name: 'ADMINISTRATOR_SYSTEM' | 'OWNER_SYSTEM') =>
      loginAnswer(accessToken(), serverProfile({ UserSystemRoles: [{ role: { name, description: name } }] }));
    let answer = staff('ADMINISTRATOR_SYSTEM');
    const { session } = await setup(() => answer);
    await login({ email: 'ana@facturador.test', password: 'x' });
    answer = staff('OWNER_SYSTEM');
    await loginWithGoogle('id-token');
    await login({ email: 'ana@facturador.test', password: 'x' }, { returnTo: '/app/mis-empresas' });
    expect(session.navigate.mock.calls).toEqual([['/app/admin'], ['/app/admin'], ['/app/mis-empresas']]);
  });

  it('sends an inactive account to /account-disabled with its reason', async () => {
    const { session } = await setup(() => loginAnswer(accessToken(), serverProfile({ isActive: false })));
    await login({ email: 'ana@facturador.test', password: 'x' });
    expect(session.navigate).toHaveBeenCalledWith(
      '/account-disabled?reason=account_inactive&email=ana%40facturador.test',
    );
  });

  it('gives the e-mail login texts by code: 401, CSRF 403, ACCOUNT_DELETED, and the field rule', async () => {
    let answer: { status: number; body: unknown } = {
      status: 401,
      body: { success: false, code: 'INVALID_CREDENTIALS' },
    };
    const { session } = await setup(() => answer);
    expect(await login({ email: 'ana@facturador.test', password: 'x' })).toMatchObject({
      success: false,
      error: {
        statusCode: 401,
        message: 'Email o contraseña incorrectos. Verifica tus credenciales e intenta nuevamente.',
      },
    });
    answer = { status: 403, body: { success: false, message: 'Otra redacción', code: 'CSRF_INVALID' } };
    expect(await login({ email: 'ana@facturador.test', password: 'z' })).toMatchObject({
      error: { message: 'Token CSRF inválido. Por favor, recarga la página e intenta nuevamente.' },
    });
    answer = { status: 403, body: { success: false, message: 'Cuenta eliminada', code: 'ACCOUNT_DELETED' } };
    expect((await login({ email: 'Ana@Facturador.test', password: 'w' })).success).toBe(false);
    expect(session.navigate).toHaveBeenLastCalledWith(
      '/account-disabled?reason=account_deleted&email=ana%40facturador.test&message=Cuenta+eliminada',
    );
    expect(await login({ email: 'no-es-email', password: 'w' })).toMatchObject({
      error: { message: 'Ingresa un email válido', statusCode: 400 },
    });
  });

  it('Google login goes to /app; an unavailable account goes to /account-disabled', async () => {
    let answer: { status?: number; body: unknown } = loginAnswer();
    const { session } = await setup(() => answer);
    await expect(loginWithGoogle('id-token')).resolves.toEqual({ success: true });
    expect(session.navigate).toHaveBeenLastCalledWith('/app');
    answer = {
      status: 400,
      body: { success: false, message: 'x', reason: 'account_inactive', userEmail: 'ana@facturador.test' },
    };
    expect(await loginWithGoogle('id-token')).toMatchObject({ success: false, error: { statusCode: 400 } });
    expect(session.navigate).toHaveBeenLastCalledWith(
      '/account-disabled?reason=account_inactive&email=ana%40facturador.test&message=Cuenta+no+disponible',
    );
  });

  it('logs out of the API and local data (cache included), tells the other tabs, goes to /login', async () => {
    const { session, server, hub } = await setup(
      (request) =>
        request.path === '/auth/login'
          ? loginAnswer()
          : { body: { success: true, message: 'Sesión cerrada' } },
      { authSyncUrl: 'SERVER/sync' },
    );
    await login({ email: 'ana@facturador.test', password: 'x' });
    await until(() => server.requests.some((request) => request.path === '/sync'));
    await logout();
    expect(server.calls().some((call) => call.method === 'POST' && call.path === '/auth/logout')).toBe(true);
    expect(session.tokens.getAccessToken()).toBeNull();
    expect(session.queryClient.getQueryData(profileKeys.current())).toBeUndefined();
    expect(sessionStore.getState()).toMatchObject({ status: 'guest', user: null });
    expect(hub.posted.at(-1)).toEqual(expect.objectContaining({ type: 'LOGOUT' }));
    expect(session.navigate).toHaveBeenLastCalledWith('/login');
    const removal = server.requests.find(
      (request) => request.method === 'DELETE' && request.path === '/sync',
    );
    expect(removal?.headers.authorization).toBeUndefined();
  });

  it('a tab hearing LOGIN initialises and leaves the login page; hearing LOGOUT signs out to /login', async () => {
    const { session: first } = await setup(() => ({ body: profile }), signedIn());
    const hub = channelHub();
    const other = hub.factory('auth-sync');
    first.stop();
    const listening = startTestSession({
      apiBaseUrl: server!.url,
      channelFactory: hub.factory,
      ...signedIn(),
    });
    session = listening;
    other.postMessage({ type: 'LOGIN' });
    await until(() => listening.navigate.mock.calls.length > 0);
    expect(listening.navigate).toHaveBeenCalledWith('/app');
    other.postMessage({ type: 'LOGOUT' });
    expect(listening.navigate).toHaveBeenLastCalledWith('/login');
    expect(sessionStore.getState().status).toBe('guest');
  });
});

describe('the session check (SPEC.md §4, §7, §8)', () => {
  it('on 401 USER_NOT_FOUND signs out to /login?reason=user_not_found with the spec text', async () => {
    const { session } = await setup(
      () => ({ status: 401, body: { success: false, message: 'x', code: 'USER_NOT_FOUND' } }),
      signedIn(),
    );
    await expect(checkSession()).resolves.toBe(false);
    const message = 'Tu cuenta ya no existe. Por favor, contacta al soporte si crees que esto es un error.';
    expect(session.outcomes).toContainEqual(
      expect.objectContaining({
        kind: 'sign-out',
        redirectTo: '/login?reason=user_not_found',
        tellOtherTabs: true,
      }),
    );
    expect(session.outcomes.find((outcome) => outcome.kind === 'sign-out')).toMatchObject({
      toast: { type: 'error', title: 'Error', message },
    });
    expect(session.tokens.getRefreshToken()).toBeNull();
  });

  it('refreshes with X-Refresh-Token on 401 and retries the call once', async () => {
    const fresh = accessToken().replace('signature', 'fresh');
    const { session, server } = await setup(
      (request) => {
        if (request.path === '/auth/refresh')
          return { body: { success: true, access_token: fresh, refresh_token: 'refresh-2', user: profile } };
        return request.headers.authorization === `Bearer ${fresh}`
          ? { body: profile }
          : { status: 401, body: { success: false, message: 'Expirado' } };
      },
      { tokens: memoryTokens({ accessToken: 'stale.token.x', refreshToken: 'refresh-1' }) },
    );
    await expect(checkSession()).resolves.toBe(true);
    const refresh = server.calls().find((call) => call.path === '/auth/refresh');
    expect(refresh?.headers['x-refresh-token']).toBe('refresh-1');
    expect(refresh?.headers['x-csrf-token']).toBe('csrf-1');
    expect(session.tokens.getRefreshToken()).toBe('refresh-2');
  });

  it('signs out when the refresh fails with SESSION_EXPIRED', async () => {
    const { session } = await setup(
      (request) =>
        request.path === '/auth/refresh'
          ? { status: 401, body: { success: false, message: 'Sesión expirada', code: 'SESSION_EXPIRED' } }
          : { status: 401, body: { success: false, message: 'Expirado' } },
      signedIn(),
    );
    await expect(checkSession()).resolves.toBe(false);
    expect(sessionStore.getState()).toMatchObject({ status: 'guest', user: null });
    expect(session.tokens.getAccessToken()).toBeNull();
  });

  it('a profile answer off the contract signs out with a typed error, never a guessed shape', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await setup(() => ({ body: { success: true, data: profile } }), signedIn());
    await expect(checkSession()).resolves.toBe(false);
    expect(sessionStore.getState()).toMatchObject({
      status: 'guest',
      error: 'El servidor respondió con datos inesperados. Intenta nuevamente en unos minutos.',
    });
    warn.mockRestore();
  });

  it('initialize loads the profile when tokens exist, and again only when the last check is older than 900 s', async () => {
    const clock = { now: Date.now() };
    const { server } = await setup(() => ({ body: profile }), {
      tokens: memoryTokens({ accessToken: jwt(clock.now + 7_200_000), refreshToken: 'r' }),
      now: () => clock.now,
    });
    await expect(initializeSession()).resolves.toEqual({ authenticated: true });
    clock.now += 900_000;
    await initializeSession();
    expect(server.calls()).toHaveLength(1);
    clock.now += 1;
    await initializeSession();
    expect(server.calls()).toHaveLength(2);
  });

  it('initialize without tokens is a guest', async () => {
    const { server } = await setup(() => ({ body: profile }));
    await expect(initializeSession()).resolves.toEqual({ authenticated: false, redirectTo: '/login' });
    expect(sessionStore.getState().status).toBe('guest');
    expect(server.calls()).toHaveLength(0);
  });

  it('reads the profile over the socket while it is connected, and over HTTP when the socket refuses', async () => {
    const fromSocket = serverProfile({ fullName: 'Desde el socket' });
    let socketAnswer: unknown = { success: true, user: fromSocket };
    const { server } = await setup(() => ({ body: profile }), {
      ...signedIn(),
      profileOverSocket: () => Promise.resolve(socketAnswer),
    });
    await checkSession();
    expect(sessionStore.getState().user?.fullName).toBe('Desde el socket');
    expect(server.calls()).toHaveLength(0);
    socketAnswer = { success: false, code: 'SESSION_EXPIRED', message: 'Tu sesión ha expirado' };
    await checkSession();
    expect(sessionStore.getState().user?.fullName).toBe(profile.fullName);
    expect(server.calls().map((call) => call.path)).toEqual(['/users/profile']);
  });

  it('an auth check answered 429 raises the cooldown by 10 minutes with the spec message', async () => {
    const clock = { now: Date.now() };
    const { session, server } = await setup(() => ({ status: 429, body: { success: false, message: 'x' } }), {
      ...signedIn(),
      now: () => clock.now,
    });
    await checkSession();
    expect(sessionStore.getState()).toMatchObject({
      authCheckBlockedUntil: clock.now + 600_000,
      error: 'Demasiadas verificaciones. Espera unos minutos antes de continuar.',
    });
    clock.now += 599_999;
    await checkSession();
    expect(server.calls()).toHaveLength(1);
    expect(session.tokens.getAccessToken()).not.toBeNull();
  });

  it('verifyEmail needs the user e-mail', async () => {
    await setup(() => ({ body: {} }));
    await expect(verifyEmail('123456')).rejects.toThrow('Email del usuario no disponible');
  });
});

describe('an API outage never signs anyone out (issue 17)', () => {
  // What the API answers while its database restarts (docs/decisions/0027).
  const outage = {
    status: 503,
    body: { success: false, code: 'DATABASE_UNAVAILABLE', message: sharedMessages.serviceUnavailable },
  };

  it('a failed check keeps the tokens and the last known profile, and recovers when the API answers', async () => {
    let down = false;
    const onServerBack = jest.fn();
    const { session } = await setup(() => (down ? outage : { body: profile }), {
      ...signedIn(),
      onServerBack,
    });
    await expect(checkSession()).resolves.toBe(true);
    down = true;
    await expect(checkSession()).resolves.toBe('unreachable');
    expect(sessionStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { email: profile.email },
    });
    expect(session.tokens.getRefreshToken()).toBe('r');
    expect(connectivityStore.getState().reachable).toBe(false);
    expect(session.outcomes).toEqual([]);
    down = false;
    // The monitor probes again after 1 s and recovers on the answer.
    await until(() => connectivityStore.getState().reachable, 5_000);
    expect(onServerBack).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  it('a reload during the outage waits, keeping the tokens, and signs in by itself when the API is back', async () => {
    let down = true;
    const { session } = await setup(() => (down ? outage : { body: profile }), signedIn());
    await expect(initializeSession()).resolves.toEqual({ authenticated: false, unreachable: true });
    expect(sessionStore.getState().status).toBe('unknown');
    expect(session.tokens.getAccessToken()).not.toBeNull();
    down = false;
    await until(() => sessionStore.getState().status === 'authenticated', 5_000);
    expect(session.outcomes).toEqual([]);
  });

  it('an expired access token whose refresh gets no answer keeps the session', async () => {
    const { session } = await setup(() => outage, {
      tokens: memoryTokens({ accessToken: jwt(Date.now() - 1000), refreshToken: 'r' }),
    });
    await expect(initializeSession()).resolves.toEqual({ authenticated: false, unreachable: true });
    expect(session.tokens.getRefreshToken()).toBe('r');
    expect(session.outcomes).toEqual([]);
  });
});

describe('realtime events (SPEC.md §4)', () => {
  const event = (type: string, timestamp: number) => ({ type, timestamp, userId: 'usr_123' });

  it('force_logout signs out to login with the notice; duplicates and unknown events are ignored', async () => {
    const { session } = await setup(() => ({ body: profile }), signedIn());
    expect(await handleRealtimeEvent(event('force_logout', 1))).toMatchObject({ action: 'logout' });
    expect(session.navigate).toHaveBeenCalledWith('/login');
    expect(session.outcomes[0]).toMatchObject({
      kind: 'sign-out',
      toast: { message: 'Tu sesión fue cerrada desde otro dispositivo.' },
    });
    expect(await handleRealtimeEvent(event('force_logout', 1))).toBeNull();
    expect(await handleRealtimeEvent({ type: 'nope' })).toBeNull();
  });

  it('session_expired re-checks and, when no longer authenticated, says "Tu sesión ha expirado"', async () => {
    const { session } = await setup(() => ({ status: 401, body: { success: false, message: 'x' } }), {
      tokens: memoryTokens({ accessToken: accessToken() }),
    });
    await handleRealtimeEvent(event('session_expired', 2));
    expect(session.outcomes.at(-1)).toMatchObject({
      kind: 'sign-out',
      redirectTo: '/login',
      toast: { message: 'Tu sesión ha expirado' },
    });
  });

  it('permissions_changed refetches and leaves a route the user may no longer use', async () => {
    const { session } = await setup(() => ({ body: profile }), {
      ...signedIn(),
      currentPath: () => '/app/admin/usuarios',
    });
    await handleRealtimeEvent(event('permissions_changed', 3));
    expect(session.navigate).toHaveBeenCalledWith('/app');
  });

  it.each([
    ['with a profile already in the cache', true],
    ['before the first profile arrived', false],
  ])(
    'a role granted while a profile read is on its way shows: the read in flight is not reused (%s)',
    async (_case, cached) => {
      type RoleName = ServerProfile['UserSystemRoles'][number]['role']['name'];
      const role = (name: RoleName) => ({ role: { name, description: name } });
      const before = serverProfile({ UserSystemRoles: [role('CUSTOMER_SYSTEM')] });
      const after = serverProfile({
        UserSystemRoles: [role('CUSTOMER_SYSTEM'), role('ADMINISTRATOR_SYSTEM')],
      });
      // The first read was answered by the server before the change; its answer is still on its way.
      let answerFirstRead!: (answer: unknown) => void;
      const answers = [
        new Promise<unknown>((resolve) => (answerFirstRead = resolve)),
        Promise.resolve({ success: true, user: after }),
      ];
      const queryClient = new QueryClient();
      await setup(() => ({ body: after }), {
        ...signedIn(),
        queryClient,
        profileOverSocket: () => answers.shift() ?? null,
      });
      if (cached) queryClient.setQueryData(profileKeys.current(), before);
      const pageCheck = checkSession();
      const handled = handleRealtimeEvent(event('permissions_changed', 4));
      // Without its own read, the event waits on the first one and this never holds.
      await until(() => answers.length === 0).catch(() => undefined);
      answerFirstRead({ success: true, user: before });
      await expect(handled).resolves.toMatchObject({ action: 'refetch-profile' });
      // The page's own check gets the newer answer too, so it cannot put the old roles back.
      await expect(pageCheck).resolves.toBe(true);
      expect(answers).toHaveLength(0);
      expect(sessionStore.getState().user?.roles).toEqual(['CUSTOMER_SYSTEM', 'ADMINISTRATOR_SYSTEM']);
      expect(queryClient.getQueryData(profileKeys.current())).toEqual(after);
    },
  );

  it('profile_updated refetches the profile through the query cache once per 2 s bucket', async () => {
    const queryClient = new QueryClient();
    const { server } = await setup(() => ({ body: serverProfile({ fullName: 'Ana Actualizada' }) }), {
      ...signedIn(),
      queryClient,
    });
    queryClient.setQueryData(profileKeys.current(), profile);
    const profileReads = () => server.calls().filter((call) => call.path === '/users/profile');
    await handleRealtimeEvent(event('profile_updated', 10_000));
    await handleRealtimeEvent(event('profile_updated', 11_999));
    expect(profileReads()).toHaveLength(1);
    expect(queryClient.getQueryData(profileKeys.current())).toMatchObject({ fullName: 'Ana Actualizada' });
    expect(sessionStore.getState().user?.fullName).toBe('Ana Actualizada');
    await handleRealtimeEvent(event('profile_updated', 12_000));
    expect(profileReads()).toHaveLength(2);
  });
});

describe('session re-check while signed in (SPEC.md §4)', () => {
  // The re-check is a setInterval on the clock, so those are fake; timeouts, immediates and
  // ticks stay real so that the HTTP round trips to the test server can complete.
  beforeEach(() => {
    jest.useFakeTimers({
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setImmediate',
        'clearImmediate',
        'nextTick',
        'queueMicrotask',
      ],
    });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('re-checks the profile on the server every 300 s, and no longer after logout', async () => {
    const { server } = await setup((request) =>
      request.path === '/auth/login' ? loginAnswer() : { body: profile },
    );
    const profileChecks = () =>
      server.calls().filter((call) => call.method === 'GET' && call.path === '/users/profile');
    const advance = async (ms: number, expectedChecks: number) => {
      jest.advanceTimersByTime(ms);
      await until(
        () => profileChecks().length >= expectedChecks && sessionStore.getState().status !== 'unknown',
      );
    };
    await login({ email: 'ana@facturador.test', password: 'x' });
    const signedInAt = Date.now();
    expect(sessionStore.getState()).toMatchObject({ status: 'authenticated', lastCheckedAt: signedInAt });

    await advance(299_999, 0);
    expect(profileChecks()).toHaveLength(0);
    await advance(1, 1);
    await until(() => sessionStore.getState().lastCheckedAt === signedInAt + 300_000);
    await advance(299_999, 1);
    expect(profileChecks()).toHaveLength(1);
    await advance(1, 2);
    await until(() => sessionStore.getState().lastCheckedAt === signedInAt + 600_000);

    await logout();
    await advance(900_000, 2);
    expect(profileChecks()).toHaveLength(2);
    expect(sessionStore.getState()).toMatchObject({ status: 'guest', user: null });
  });
});
