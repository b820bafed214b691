import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError } from '../src/http/api-error.ts';
import { createHttpClient, type HttpClientHooks } from '../src/http/http-client.ts';
import type { TokenPair, TokenStore } from '../src/tokens/token-storage.ts';
import { notFound, startTestServer, type Handler } from './http-server.ts';

function memoryTokens(initial: Partial<TokenPair> = {}): TokenStore & { pair: Partial<TokenPair> } {
  const store = {
    pair: { ...initial },
    getAccessToken: () => store.pair.accessToken ?? null,
    getRefreshToken: () => store.pair.refreshToken ?? null,
    setTokens: (tokens: TokenPair) => {
      store.pair = { ...tokens };
    },
    clear: () => {
      store.pair = {};
    },
  };
  return store;
}

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(
  handler: Handler,
  hookOverrides: Partial<HttpClientHooks> = {},
  clock?: { now: number },
) {
  server = await startTestServer(handler);
  const hooks = {
    tokens: memoryTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
    refresh: jest.fn(async () => false),
    clearAuth: jest.fn(),
    userNotFound: jest.fn(),
    ...(clock ? { now: () => clock.now } : {}),
    ...hookOverrides,
  };
  return { client: createHttpClient(server.url, hooks), hooks, server };
}

const ok: Handler = (request) =>
  request.path === '/csrf/token' ? notFound : { body: { success: true, echo: request.body } };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('HTTP client against a real server (SPEC.md §7, §8)', () => {
  it('sends the bearer token and JSON; a GET carries no CSRF header', async () => {
    const { client, server } = await setup(ok);
    await client.request({ method: 'GET', path: '/users/profile' });
    const [call] = server.calls();
    expect(call?.headers.authorization).toBe('Bearer access-1');
    expect(call?.headers.accept).toContain('application/json');
    expect(call?.headers['x-csrf-token']).toBeUndefined();
    expect(server.csrfFetches()).toBe(0);
  });

  it('fetches the CSRF token once and sends it on POST, PUT, PATCH and DELETE', async () => {
    const { client, server } = await setup(ok);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      await client.request({ method, path: `/thing/${method}`, body: { a: 1 } });
    }
    expect(
      server.calls().map((call) => [call.method, call.headers['x-csrf-token'], call.headers['content-type']]),
    ).toEqual(['POST', 'PUT', 'PATCH', 'DELETE'].map((method) => [method, 'csrf-1', 'application/json']));
    expect(server.csrfFetches()).toBe(1);
  });

  it('on 403 CSRF failure fetches a new token and retries once', async () => {
    let rejections = 0;
    const { client, server } = await setup((request) => {
      if (request.path === '/csrf/token') return notFound;
      if (request.headers['x-csrf-token'] === 'csrf-1') {
        rejections += 1;
        return {
          status: 403,
          body: { success: false, message: 'Token CSRF inválido', code: 'CSRF_INVALID' },
        };
      }
      return { body: { success: true } };
    });
    await expect(client.request({ method: 'POST', path: '/users/resend-code', body: {} })).resolves.toEqual({
      success: true,
    });
    expect(rejections).toBe(1);
    expect(server.calls().map((call) => call.headers['x-csrf-token'])).toEqual(['csrf-1', 'csrf-2']);
  });

  it('retries a CSRF failure only once', async () => {
    const { client, server } = await setup((request) =>
      request.path === '/csrf/token'
        ? notFound
        : { status: 403, body: { success: false, message: 'CSRF', code: 'CSRF_INVALID' } },
    );
    const error = await failure(client.request({ method: 'POST', path: '/x', body: {} }));
    expect(error.statusCode).toBe(403);
    expect(server.calls()).toHaveLength(2);
  });

  it('stops the 11th call to the same method+path within 60 s without sending it', async () => {
    const clock = { now: 1_000_000 };
    const { client, server } = await setup(ok, {}, clock);
    for (let i = 0; i < 10; i += 1)
      await client.request({ method: 'GET', path: '/users', query: { page: i } });
    const error = await failure(client.request({ method: 'GET', path: '/users', query: { page: 99 } }));
    expect(error.message).toBe('Demasiadas peticiones. Por favor, espera un momento antes de continuar.');
    expect(server.calls()).toHaveLength(10);
    // Another path, or another method, has its own count.
    await client.request({ method: 'GET', path: '/users/admin/roles' });
    clock.now += 59_999;
    await expect(client.request({ method: 'GET', path: '/users' })).rejects.toThrow('Demasiadas peticiones.');
    clock.now += 1;
    await client.request({ method: 'GET', path: '/users' });
    expect(server.calls()).toHaveLength(12);
  });

  it('shares identical in-flight requests (same method, path, body)', async () => {
    const { client, server } = await setup(ok);
    const same = () =>
      client.request({ method: 'POST', path: '/users/resend-code', body: { email: 'a@b.pe' } });
    const [a, b] = await Promise.all([same(), same()]);
    expect(a).toBe(b);
    await Promise.all([
      same(),
      client.request({ method: 'POST', path: '/users/resend-code', body: { email: 'c@d.pe' } }),
    ]);
    expect(server.calls()).toHaveLength(3);
  });

  it('on 401 with USER_NOT_FOUND forces the logout with the spec message', async () => {
    const { client, hooks } = await setup(() => ({
      status: 401,
      body: { success: false, message: 'x', code: 'USER_NOT_FOUND' },
    }));
    const error = await failure(client.request({ method: 'GET', path: '/users/profile' }));
    expect(error.message).toBe(
      'Tu cuenta ya no existe. Por favor, contacta al soporte si crees que esto es un error.',
    );
    expect(hooks.userNotFound).toHaveBeenCalledWith(error.message);
    expect(hooks.refresh).not.toHaveBeenCalled();
  });

  it('on 401 refreshes and retries once with the new token', async () => {
    const tokens = memoryTokens({ accessToken: 'old', refreshToken: 'r' });
    const { client, server } = await setup(
      (request) =>
        request.headers.authorization === 'Bearer new'
          ? { body: { success: true } }
          : { status: 401, body: { success: false, message: 'Token expirado', code: 'UNAUTHENTICATED' } },
      {
        tokens,
        refresh: jest.fn(async () => {
          tokens.setTokens({ accessToken: 'new', refreshToken: 'r2' });
          return true;
        }),
      },
    );
    await expect(client.request({ method: 'GET', path: '/users/profile' })).resolves.toEqual({
      success: true,
    });
    expect(server.calls().map((call) => call.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('on 401 clears auth when the refresh fails, with "Token de autenticación requerido"', async () => {
    const { client, hooks, server } = await setup(() => ({
      status: 401,
      body: { success: false, message: 'No', code: 'UNAUTHENTICATED' },
    }));
    const error = await failure(client.request({ method: 'GET', path: '/users/profile' }));
    expect(hooks.refresh).toHaveBeenCalledTimes(1);
    expect(hooks.clearAuth).toHaveBeenCalled();
    expect(error).toMatchObject({ statusCode: 401, message: 'Token de autenticación requerido' });
    expect(server.calls()).toHaveLength(1);
  });

  it('on 401 without a refresh token clears auth at once; sign-in calls keep the server message', async () => {
    const { client, hooks } = await setup(
      () => ({ status: 401, body: { success: false, message: 'Credenciales incorrectas' } }),
      {
        tokens: memoryTokens(),
      },
    );
    expect((await failure(client.request({ method: 'GET', path: '/users/profile' }))).message).toBe(
      'Token de autenticación requerido',
    );
    expect(hooks.refresh).not.toHaveBeenCalled();
    (hooks.clearAuth as jest.Mock).mockClear();
    const login = await failure(
      client.request({ method: 'POST', path: '/auth/login', body: {}, authEntry: true }),
    );
    expect(login.message).toBe('Credenciales incorrectas');
    expect(hooks.clearAuth).not.toHaveBeenCalled();
  });

  it('on 400 gives the server message', async () => {
    const { client } = await setup((request) =>
      request.path === '/csrf/token'
        ? notFound
        : { status: 400, body: { success: false, message: 'El campo email es inválido' } },
    );
    expect(
      (await failure(client.request({ method: 'POST', path: '/users/register', body: {} }))).message,
    ).toBe('El campo email es inválido');
  });

  it('on 429 gives the spec message and fails every call at once for 300 s', async () => {
    const clock = { now: 5_000_000 };
    let limited = true;
    const { client, server } = await setup(
      () =>
        limited
          ? {
              status: 429,
              body: { success: false, message: 'x', code: 'RATE_LIMITED' },
              headers: { 'Retry-After': '300' },
            }
          : { body: { ok: 1 } },
      {},
      clock,
    );
    const message = 'Demasiadas peticiones al servidor. Espera unos minutos antes de continuar.';
    expect(await failure(client.request({ method: 'GET', path: '/a' }))).toMatchObject({
      statusCode: 429,
      message,
    });
    limited = false;
    clock.now += 299_999;
    expect((await failure(client.request({ method: 'GET', path: '/b' }))).message).toBe(message);
    expect(server.calls()).toHaveLength(1);
    clock.now += 1;
    await expect(client.request({ method: 'GET', path: '/b' })).resolves.toEqual({ ok: 1 });
  });

  it('otherwise reads data.message, then details.message, then error', async () => {
    const { client } = await setup((request) => {
      if (request.path === '/m')
        return { status: 409, body: { success: false, message: 'El email ya está registrado' } };
      if (request.path === '/d')
        return { status: 422, body: { success: false, details: { message: 'Detalle' } } };
      if (request.path === '/e') return { status: 500, body: { error: 'Fallo interno' } };
      return { status: 502 };
    });
    expect((await failure(client.request({ method: 'GET', path: '/m' }))).message).toBe(
      'El email ya está registrado',
    );
    expect((await failure(client.request({ method: 'GET', path: '/d' }))).message).toBe('Detalle');
    expect((await failure(client.request({ method: 'GET', path: '/e' }))).message).toBe('Fallo interno');
    // A bare error answer gets a Spanish text, never axios's English one.
    expect((await failure(client.request({ method: 'GET', path: '/x' }))).message).toBe(
      'El servidor no pudo atender la solicitud. Intenta nuevamente en unos minutos.',
    );
  });

  it('when no answer comes at all, says so in Spanish', async () => {
    const { client, server } = await setup(ok);
    await server.close();
    // jsdom reports the refused connection on the console; that is the point here.
    const jsdomReport = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failure(client.request({ method: 'GET', path: '/plans' }));
    jsdomReport.mockRestore();
    expect(error.statusCode).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe(
      'No se pudo conectar con el servidor. Verifica tu conexión e intenta nuevamente.',
    );
  });
});
