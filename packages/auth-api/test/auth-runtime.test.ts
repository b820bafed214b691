import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureAuthApi, type AuthApiConfig, type AuthRuntime } from '../src/auth/auth-runtime.ts';
import { createUser, deleteUser, listRoles, updateProfile, verifyEmail } from '../src/api/users.ts';
import { initialSessionState, sessionStore } from '../src/session/session-store.ts';
import type { ChannelLike } from '../src/sync/cross-tab.ts';
import { clearToasts, toastStore } from '../src/toasts/toast-store.ts';
import type { TokenPair, TokenStore } from '../src/tokens/token-storage.ts';
import { serverProfile } from './fixtures.ts';
import { jwt, notFound, startTestServer, type Handler } from './http-server.ts';

function memoryTokens(initial: Partial<TokenPair> = {}): TokenStore {
  let pair: Partial<TokenPair> = { ...initial };
  return {
    getAccessToken: () => pair.accessToken ?? null,
    getRefreshToken: () => pair.refreshToken ?? null,
    setTokens: (tokens) => {
      pair = { ...tokens };
    },
    clear: () => {
      pair = {};
    },
  };
}

/** A BroadcastChannel stand-in: every channel of the hub hears the others, synchronously. */
function channelHub() {
  const channels: { name: string; listeners: Set<(event: MessageEvent) => void> }[] = [];
  const posted: unknown[] = [];
  const factory = (name: string): ChannelLike => {
    const self = { name, listeners: new Set<(event: MessageEvent) => void>() };
    channels.push(self);
    return {
      postMessage: (message) => {
        posted.push(message);
        for (const other of channels) {
          if (other !== self && other.name === name)
            for (const listener of other.listeners) listener({ data: message } as MessageEvent);
        }
      },
      addEventListener: (_type, listener) => self.listeners.add(listener),
      removeEventListener: (_type, listener) => self.listeners.delete(listener),
      close: () => channels.splice(channels.indexOf(self), 1),
    };
  };
  return { factory, posted, names: () => channels.map((channel) => channel.name) };
}

const serverUrlPlaceholder = 'http://server.placeholder';
const accessToken = () => jwt(Date.now() + 3_600_000);
const profile = serverProfile();

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
let runtime: AuthRuntime | null = null;
beforeEach(() => {
  sessionStore.setState({ ...initialSessionState });
  clearToasts();
});
afterEach(async () => {
  runtime?.dispose();
  await server?.close();
  server = null;
});

async function setup(handler: Handler, overrides: Partial<AuthApiConfig> = {}) {
  server = await startTestServer((request) => (request.path === '/csrf/token' ? notFound : handler(request)));
  const hub = channelHub();
  const ports = {
    navigate: jest.fn(),
    signOutIdentityProvider: jest.fn(async () => undefined),
    disconnectRealtime: jest.fn(),
  };
  runtime = configureAuthApi({
    apiBaseUrl: server.url,
    authSyncUrl: null,
    tokens: memoryTokens(),
    channelFactory: hub.factory,
    currentPath: () => '/login',
    ...ports,
    ...overrides,
    ...(overrides.authSyncUrl
      ? { authSyncUrl: overrides.authSyncUrl.replace(serverUrlPlaceholder, server.url) }
      : {}),
  });
  return { runtime, server, hub, ports };
}

const loginAnswer = (access = accessToken()) => ({
  body: { success: true, access_token: access, refresh_token: 'refresh-1', user: profile },
});

describe('auth runtime against a real server (SPEC.md §4, §7, §8)', () => {
  it('logs in: lowercased e-mail, tokens and user stored, other tabs told, token synced, to /app', async () => {
    const access = accessToken();
    const { runtime, server, hub } = await setup(
      (request) => (request.path === '/auth/login' ? loginAnswer(access) : { body: { success: true } }),
      { authSyncUrl: `${serverUrlPlaceholder}/sync` },
    );
    await expect(runtime.login({ email: '  Ana@Facturador.TEST ', password: 'x' })).resolves.toEqual({
      success: true,
      redirectTo: '/app',
    });
    expect(server.calls()[0]?.body).toEqual({ email: 'ana@facturador.test', password: 'x' });
    expect(runtime.tokens.getAccessToken()).toBe(access);
    expect(sessionStore.getState()).toMatchObject({
      status: 'authenticated',
      user: { id: 'usr_123', roles: ['CUSTOMER_SYSTEM'] },
    });
    expect(hub.posted).toEqual([expect.objectContaining({ type: 'LOGIN' })]);
    expect(hub.names()).toEqual(['auth-sync']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const sync = server.requests.find((request) => request.path === '/sync');
    expect(sync).toMatchObject({
      method: 'POST',
      headers: expect.objectContaining({ authorization: `Bearer ${access}` }),
    });
  });

  it('sends an inactive or deleted account to /account-disabled with its reason', async () => {
    const { runtime } = await setup(() => ({
      body: {
        success: true,
        access_token: accessToken(),
        refresh_token: 'r',
        user: serverProfile({ isActive: false }),
      },
    }));
    expect(await runtime.login({ email: 'ana@facturador.test', password: 'x' })).toEqual({
      success: true,
      redirectTo: '/account-disabled?reason=account_inactive&email=ana%40facturador.test',
    });
  });

  it('gives the e-mail login texts for 401, CSRF 403 and ACCOUNT_DELETED', async () => {
    let answer: { status: number; body: unknown } = {
      status: 401,
      body: { success: false, code: 'INVALID_CREDENTIALS' },
    };
    const { runtime } = await setup(() => answer);
    expect(await runtime.login({ email: 'ana@facturador.test', password: 'x' })).toMatchObject({
      success: false,
      error: {
        statusCode: 401,
        message: 'Email o contraseña incorrectos. Verifica tus credenciales e intenta nuevamente.',
      },
    });
    answer = { status: 403, body: { success: false, message: 'CSRF', code: 'CSRF_INVALID' } };
    expect((await runtime.login({ email: 'ana@facturador.test', password: 'y' })).success).toBe(false);
    expect(await runtime.login({ email: 'ana@facturador.test', password: 'z' })).toMatchObject({
      error: { message: 'Token CSRF inválido. Por favor, recarga la página e intenta nuevamente.' },
    });
    answer = { status: 403, body: { success: false, message: 'Cuenta eliminada', code: 'ACCOUNT_DELETED' } };
    expect(await runtime.login({ email: 'ana@facturador.test', password: 'w' })).toMatchObject({
      success: false,
      redirectTo:
        '/account-disabled?reason=account_deleted&email=ana%40facturador.test&message=Cuenta+eliminada',
    });
    expect(await runtime.login({ email: 'no-es-email', password: 'w' })).toMatchObject({
      error: { message: 'Ingresa un email válido' },
    });
  });

  it('logs out of the identity provider, the API and local data; DELETEs the sync without a token', async () => {
    const { runtime, server, hub, ports } = await setup(
      (request) => (request.path === '/auth/login' ? loginAnswer() : { body: { success: true } }),
      { authSyncUrl: `${serverUrlPlaceholder}/sync` },
    );
    await runtime.login({ email: 'ana@facturador.test', password: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(runtime.logout()).resolves.toEqual({ success: true, redirectTo: '/login' });
    expect(ports.signOutIdentityProvider).toHaveBeenCalled();
    expect(server.calls().some((call) => call.method === 'POST' && call.path === '/auth/logout')).toBe(true);
    const removal = server.requests.find(
      (request) => request.method === 'DELETE' && request.path === '/sync',
    );
    expect(removal?.headers.authorization).toBeUndefined();
    expect(runtime.tokens.getAccessToken()).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ status: 'guest', user: null });
    expect(hub.posted.at(-1)).toEqual(expect.objectContaining({ type: 'LOGOUT' }));
  });

  it('on 401 USER_NOT_FOUND forces logout, disconnects and goes to /login?reason=user_not_found', async () => {
    const { runtime, ports } = await setup(
      () => ({ status: 401, body: { success: false, message: 'x', code: 'USER_NOT_FOUND' } }),
      {
        tokens: memoryTokens({ accessToken: accessToken(), refreshToken: 'r' }),
      },
    );
    await expect(runtime.checkSession()).resolves.toBe(false);
    const message = 'Tu cuenta ya no existe. Por favor, contacta al soporte si crees que esto es un error.';
    expect(ports.navigate).toHaveBeenCalledWith('/login?reason=user_not_found');
    expect(ports.disconnectRealtime).toHaveBeenCalled();
    expect(toastStore.getState().toasts[0]).toMatchObject({ type: 'error', title: 'Error', message });
    expect(runtime.tokens.getRefreshToken()).toBeNull();
  });

  it('refreshes with X-Refresh-Token on 401 and retries the call once', async () => {
    const fresh = accessToken().replace('signature', 'fresh');
    const { runtime, server } = await setup(
      (request) => {
        if (request.path === '/auth/refresh')
          return { body: { success: true, access_token: fresh, refresh_token: 'refresh-2', user: profile } };
        return request.headers.authorization === `Bearer ${fresh}`
          ? { body: profile }
          : { status: 401, body: { success: false, message: 'Expirado' } };
      },
      { tokens: memoryTokens({ accessToken: 'stale.token.x', refreshToken: 'refresh-1' }) },
    );
    await expect(runtime.checkSession()).resolves.toBe(true);
    const refresh = server.calls().find((call) => call.path === '/auth/refresh');
    expect(refresh?.headers['x-refresh-token']).toBe('refresh-1');
    expect(refresh?.headers['x-csrf-token']).toBe('csrf-1');
    expect(runtime.tokens.getRefreshToken()).toBe('refresh-2');
  });

  it('clears auth when the refresh fails with SESSION_EXPIRED', async () => {
    const { runtime } = await setup(
      (request) =>
        request.path === '/auth/refresh'
          ? { status: 401, body: { success: false, message: 'Sesión expirada', code: 'SESSION_EXPIRED' } }
          : { status: 401, body: { success: false, message: 'Expirado' } },
      { tokens: memoryTokens({ accessToken: accessToken(), refreshToken: 'refresh-1' }) },
    );
    await expect(runtime.checkSession()).resolves.toBe(false);
    expect(sessionStore.getState()).toMatchObject({ status: 'guest', user: null });
    expect(runtime.tokens.getAccessToken()).toBeNull();
  });

  it('initialize loads the profile when tokens exist, and again only when the last check is older than 900 s', async () => {
    const clock = { now: Date.now() };
    const { runtime, server } = await setup(() => ({ body: { success: true, data: profile } }), {
      tokens: memoryTokens({ accessToken: jwt(clock.now + 7_200_000), refreshToken: 'r' }),
      now: () => clock.now,
    });
    await expect(runtime.initialize()).resolves.toEqual({ authenticated: true });
    clock.now += 900_000;
    await runtime.initialize();
    expect(server.calls()).toHaveLength(1);
    clock.now += 1;
    await runtime.initialize();
    expect(server.calls()).toHaveLength(2);
  });

  it('initialize without tokens is a guest, sent to /login', async () => {
    const { runtime, server } = await setup(() => ({ body: profile }));
    await expect(runtime.initialize()).resolves.toEqual({ authenticated: false, redirectTo: '/login' });
    expect(sessionStore.getState().status).toBe('guest');
    expect(server.calls()).toHaveLength(0);
  });

  it('an auth check answered 429 raises the cooldown by 10 minutes with the spec message', async () => {
    const clock = { now: Date.now() };
    const { runtime, server } = await setup(() => ({ status: 429, body: { success: false, message: 'x' } }), {
      tokens: memoryTokens({ accessToken: accessToken(), refreshToken: 'r' }),
      now: () => clock.now,
    });
    await runtime.checkSession();
    expect(sessionStore.getState()).toMatchObject({
      authCheckBlockedUntil: clock.now + 600_000,
      error: 'Demasiadas verificaciones. Espera unos minutos antes de continuar.',
    });
    clock.now += 599_999;
    await runtime.checkSession();
    expect(server.calls()).toHaveLength(1);
    expect(runtime.tokens.getAccessToken()).not.toBeNull();
    clock.now += 1;
    await runtime.checkSession();
    expect(server.calls()).toHaveLength(2);
    expect(sessionStore.getState().authCheckBlockedUntil).toBe(clock.now + 600_000);
  });

  it('a tab hearing LOGIN initialises and leaves the login page; hearing LOGOUT clears and goes to login', async () => {
    const sharedTokens = memoryTokens();
    const hub = channelHub();
    const { runtime: first } = await setup(
      (request) => (request.path === '/auth/login' ? loginAnswer() : { body: profile }),
      {
        tokens: sharedTokens,
        channelFactory: hub.factory,
      },
    );
    const otherNavigate = jest.fn();
    const { createAuthRuntime } = await import('../src/auth/auth-runtime.ts');
    const second = createAuthRuntime({
      apiBaseUrl: server!.url,
      tokens: sharedTokens,
      channelFactory: hub.factory,
      navigate: otherNavigate,
      currentPath: () => '/login',
    });
    await first.login({ email: 'ana@facturador.test', password: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(otherNavigate).toHaveBeenCalledWith('/app');
    await first.logout();
    expect(otherNavigate).toHaveBeenLastCalledWith('/login');
    second.dispose();
  });

  it('acts on realtime events: force_logout clears and goes to login; duplicates are ignored', async () => {
    const { runtime, ports } = await setup(() => ({ body: profile }), {
      tokens: memoryTokens({ accessToken: accessToken(), refreshToken: 'r' }),
    });
    const event = { type: 'force_logout', timestamp: 1, userId: 'usr_123' };
    expect(await runtime.handleRealtimeEvent(event)).toMatchObject({ action: 'logout' });
    expect(ports.navigate).toHaveBeenCalledWith('/login');
    expect(toastStore.getState().toasts[0]?.message).toBe('Tu sesión fue cerrada desde otro dispositivo.');
    expect(await runtime.handleRealtimeEvent(event)).toBeNull();
    expect(await runtime.handleRealtimeEvent({ type: 'nope' })).toBeNull();
  });

  it('session_expired re-checks and, when no longer authenticated, shows "Tu sesión ha expirado"', async () => {
    const { runtime, ports } = await setup(() => ({ status: 401, body: { success: false, message: 'x' } }), {
      tokens: memoryTokens({ accessToken: accessToken() }),
    });
    await runtime.handleRealtimeEvent({ type: 'session_expired', timestamp: 2, userId: 'usr_123' });
    expect(toastStore.getState().toasts[0]?.message).toBe('Tu sesión ha expirado');
    expect(ports.navigate).toHaveBeenCalledWith('/login');
  });

  it('profile_updated refetches and leaves a route the user may no longer use', async () => {
    const { runtime, ports } = await setup(
      () => ({ body: serverProfile({ UserSystemRoles: [{ role: { description: 'CUSTOMER_SYSTEM' } }] }) }),
      {
        tokens: memoryTokens({ accessToken: accessToken() }),
        currentPath: () => '/app/admin/usuarios',
      },
    );
    await runtime.handleRealtimeEvent({ type: 'profile_updated', timestamp: 3, userId: 'usr_123' });
    expect(ports.navigate).toHaveBeenCalledWith('/app');
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
    const { runtime, server } = await setup((request) =>
      request.path === '/auth/login' ? loginAnswer() : { body: { success: true, data: profile } },
    );
    // Observed, not stubbed: every call still goes to the server, and `advance` can wait for
    // the round trips a timer started instead of sleeping for a guessed time.
    const requests = jest.spyOn(runtime.client, 'request');
    const advance = async (ms: number) => {
      jest.advanceTimersByTime(ms);
      await Promise.allSettled(requests.mock.results.map((result) => result.value));
    };
    const profileChecks = () =>
      server.calls().filter((call) => call.method === 'GET' && call.path === '/users/profile');
    await expect(runtime.initialize()).resolves.toEqual({ authenticated: false, redirectTo: '/login' });
    await runtime.login({ email: 'ana@facturador.test', password: 'x' });
    const signedInAt = Date.now();
    expect(sessionStore.getState()).toMatchObject({ status: 'authenticated', lastCheckedAt: signedInAt });

    await advance(299_999);
    expect(profileChecks()).toHaveLength(0);
    await advance(1);
    expect(profileChecks()).toHaveLength(1);
    expect(profileChecks()[0]?.headers.authorization).toBe(`Bearer ${runtime.tokens.getAccessToken()}`);
    expect(sessionStore.getState()).toMatchObject({
      status: 'authenticated',
      lastCheckedAt: signedInAt + 300_000,
    });
    await advance(299_999);
    expect(profileChecks()).toHaveLength(1);
    await advance(1);
    expect(profileChecks()).toHaveLength(2);
    expect(sessionStore.getState().lastCheckedAt).toBe(signedInAt + 600_000);

    await runtime.logout();
    await advance(900_000);
    expect(profileChecks()).toHaveLength(2);
    expect(sessionStore.getState()).toMatchObject({ status: 'guest', user: null });
  });
});

describe('typed requests and their toasts (SPEC.md §7, §8)', () => {
  it('toasts the success title with the server message, or the default', async () => {
    await setup((request) =>
      request.method === 'POST'
        ? { body: { success: true, message: 'Creado por el servidor' } }
        : { body: { success: true } },
    );
    await createUser({ email: 'b@c.pe' });
    await deleteUser('usr_9');
    expect(toastStore.getState().toasts.map((toast) => [toast.type, toast.title, toast.message])).toEqual([
      ['success', 'Usuario eliminado', 'El usuario fue eliminado exitosamente'],
      ['success', 'Usuario creado', 'Creado por el servidor'],
    ]);
  });

  it('toasts "Error" with the server message or the default, and rethrows', async () => {
    await setup((request) =>
      request.path === '/users/admin/roles'
        ? { status: 503, body: {} }
        : { status: 409, body: { success: false, message: 'Ya existe' } },
    );
    await expect(createUser({})).rejects.toMatchObject({ statusCode: 409 });
    await expect(listRoles()).rejects.toMatchObject({ statusCode: 503 });
    expect(toastStore.getState().toasts.map((toast) => [toast.title, toast.message])).toEqual([
      ['Error', 'Error al obtener la lista de roles'],
      ['Error', 'Ya existe'],
    ]);
  });

  it('stays silent when asked', async () => {
    await setup(() => ({ body: { success: true } }), {
      tokens: memoryTokens({ accessToken: accessToken() }),
    });
    await updateProfile({ phoneNumber: '999' }, { silent: true });
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('filters the role list to the four system roles', async () => {
    await setup(() => ({
      body: {
        success: true,
        roles: ['OWNER_SYSTEM', 'EMPLOYEE_BUSINESS', 'RESELLER'].map((name, id) => ({
          id,
          name,
          description: `Rol ${name}`,
        })),
      },
    }));
    expect((await listRoles()).map((role) => role.name)).toEqual(['OWNER_SYSTEM', 'RESELLER']);
  });

  it('verifyEmail needs the user e-mail', async () => {
    await setup(() => ({ body: {} }));
    await expect(verifyEmail('123456')).rejects.toThrow('Email del usuario no disponible');
  });
});
