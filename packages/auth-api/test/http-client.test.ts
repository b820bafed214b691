import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { z } from 'zod';
import { endpoints, serverProfileSchema, validationMessages, type HttpMethod } from '@facturador/contracts';
import { ApiError } from '../src/http/api-error.ts';
import { createHttpClient, type HttpClient, type HttpClientHooks } from '../src/http/http-client.ts';
import type { RefreshResult } from '../src/tokens/token-refresher.ts';
import type { TokenPair, TokenStore } from '../src/tokens/token-storage.ts';
import { serverProfile } from './fixtures.ts';
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
    refresh: jest.fn(async (): Promise<RefreshResult> => 'rejected'),
    onSessionRejected: jest.fn<(error: ApiError) => void>(),
    ...(clock ? { now: () => clock.now } : {}),
    ...hookOverrides,
  };
  return { client: createHttpClient(server.url, hooks), hooks, server };
}

/** A call of an endpoint made up for the test: any path, any answer. */
function request(
  client: HttpClient,
  options: {
    method: HttpMethod;
    path: string;
    body?: unknown;
    query?: Record<string, unknown>;
    authEntry?: boolean;
  },
) {
  const endpoint = {
    method: options.method,
    path: options.path,
    answer: z.unknown(),
    ...(options.body === undefined ? {} : { body: z.unknown() }),
    ...(options.authEntry ? { authEntry: true } : {}),
  };
  return client.call(endpoint, { body: options.body, query: options.query } as never);
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
    await request(client, { method: 'GET', path: '/users/profile' });
    const [call] = server.calls();
    expect(call?.headers.authorization).toBe('Bearer access-1');
    expect(call?.headers.accept).toContain('application/json');
    expect(call?.headers['x-csrf-token']).toBeUndefined();
    expect(server.csrfFetches()).toBe(0);
  });

  it('fetches the CSRF token once and sends it on POST, PUT, PATCH and DELETE', async () => {
    const { client, server } = await setup(ok);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      await request(client, { method, path: `/thing/${method}`, body: { a: 1 } });
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
    await expect(request(client, { method: 'POST', path: '/users/resend-code', body: {} })).resolves.toEqual({
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
    const error = await failure(request(client, { method: 'POST', path: '/x', body: {} }));
    expect(error.statusCode).toBe(403);
    expect(server.calls()).toHaveLength(2);
  });

  it('stops the 11th call to the same method+path within 60 s without sending it', async () => {
    const clock = { now: 1_000_000 };
    const { client, server } = await setup(ok, {}, clock);
    for (let i = 0; i < 10; i += 1)
      await request(client, { method: 'GET', path: '/users', query: { page: i } });
    const error = await failure(request(client, { method: 'GET', path: '/users', query: { page: 99 } }));
    expect(error.message).toBe('Demasiadas peticiones. Por favor, espera un momento antes de continuar.');
    // When the first of the ten leaves the window (issue 39: a refused read is tried again then).
    expect(error).toMatchObject({ code: 'CLIENT_RATE_LIMITED', retryAfterMs: 60_000 });
    expect(server.calls()).toHaveLength(10);
    // Another path, or another method, has its own count.
    await request(client, { method: 'GET', path: '/users/admin/roles' });
    clock.now += 59_999;
    await expect(request(client, { method: 'GET', path: '/users' })).rejects.toThrow(
      'Demasiadas peticiones.',
    );
    clock.now += 1;
    await request(client, { method: 'GET', path: '/users' });
    expect(server.calls()).toHaveLength(12);
  });

  it('shares identical in-flight requests (same method, path, body)', async () => {
    const { client, server } = await setup(ok);
    const same = () =>
      request(client, { method: 'POST', path: '/users/resend-code', body: { email: 'a@b.pe' } });
    const [a, b] = await Promise.all([same(), same()]);
    expect(a).toBe(b);
    await Promise.all([
      same(),
      request(client, { method: 'POST', path: '/users/resend-code', body: { email: 'c@d.pe' } }),
    ]);
    expect(server.calls()).toHaveLength(3);
  });

  it('on 401 with USER_NOT_FOUND forces the logout with the spec message', async () => {
    const { client, hooks } = await setup(() => ({
      status: 401,
      body: { success: false, message: 'x', code: 'USER_NOT_FOUND' },
    }));
    const error = await failure(request(client, { method: 'GET', path: '/users/profile' }));
    expect(error.message).toBe(
      'Tu cuenta ya no existe. Por favor, contacta al soporte si crees que esto es un error.',
    );
    expect(hooks.onSessionRejected).toHaveBeenCalledWith(error);
    expect(error.code).toBe('USER_NOT_FOUND');
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
        refresh: jest.fn(async (): Promise<RefreshResult> => {
          tokens.setTokens({ accessToken: 'new', refreshToken: 'r2' });
          return 'refreshed';
        }),
      },
    );
    await expect(request(client, { method: 'GET', path: '/users/profile' })).resolves.toEqual({
      success: true,
    });
    expect(server.calls().map((call) => call.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('on 401 rejects the session when the refresh fails, with "Token de autenticación requerido"', async () => {
    const { client, hooks, server } = await setup(() => ({
      status: 401,
      body: { success: false, message: 'No', code: 'UNAUTHENTICATED' },
    }));
    const error = await failure(request(client, { method: 'GET', path: '/users/profile' }));
    expect(hooks.refresh).toHaveBeenCalledTimes(1);
    expect(hooks.onSessionRejected).toHaveBeenCalledWith(error);
    expect(error).toMatchObject({ statusCode: 401, message: 'Token de autenticación requerido' });
    expect(server.calls()).toHaveLength(1);
  });

  it('on 401 whose refresh gets no answer keeps the session: an outage, not a refusal', async () => {
    const { client, hooks } = await setup(
      () => ({ status: 401, body: { success: false, message: 'No', code: 'UNAUTHENTICATED' } }),
      { refresh: jest.fn(async (): Promise<RefreshResult> => 'unreachable') },
    );
    const error = await failure(request(client, { method: 'GET', path: '/users/profile' }));
    expect(error).toMatchObject({ statusCode: 0, code: 'NETWORK_ERROR' });
    expect(hooks.onSessionRejected).not.toHaveBeenCalled();
  });

  it('tells connectivity of every answer and of every outage (no answer, 5xx)', async () => {
    const answered = jest.fn();
    const failed = jest.fn();
    const answers = [
      { status: 404, body: { success: false, message: 'No existe' } },
      { status: 503, body: {} },
    ];
    const { client } = await setup(() => answers.shift() ?? { body: { success: true } }, {
      connectivity: { answered, failed },
    });
    await failure(request(client, { method: 'GET', path: '/a' }));
    expect(answered).toHaveBeenCalledTimes(1);
    await failure(request(client, { method: 'GET', path: '/b' }));
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 503 }));
    await request(client, { method: 'GET', path: '/c' });
    expect(answered).toHaveBeenCalledTimes(2);
    await server?.close();
    server = null;
    // jsdom reports the refused connection on the console; that is the point here.
    const jsdomReport = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await failure(request(client, { method: 'GET', path: '/d' }));
    jsdomReport.mockRestore();
    expect(failed).toHaveBeenLastCalledWith(
      expect.objectContaining({ statusCode: 0, code: 'NETWORK_ERROR' }),
    );
  });

  it('on 401 without a refresh token rejects the session at once; sign-in calls keep the server message', async () => {
    const { client, hooks } = await setup(
      () => ({ status: 401, body: { success: false, message: 'Credenciales incorrectas' } }),
      {
        tokens: memoryTokens(),
      },
    );
    expect((await failure(request(client, { method: 'GET', path: '/users/profile' }))).message).toBe(
      'Token de autenticación requerido',
    );
    expect(hooks.refresh).not.toHaveBeenCalled();
    (hooks.onSessionRejected as jest.Mock).mockClear();
    const login = await failure(
      request(client, { method: 'POST', path: '/auth/login', body: {}, authEntry: true }),
    );
    expect(login.message).toBe('Credenciales incorrectas');
    expect(hooks.onSessionRejected).not.toHaveBeenCalled();
  });

  it('on 400 gives the server message', async () => {
    const { client } = await setup((request) =>
      request.path === '/csrf/token'
        ? notFound
        : { status: 400, body: { success: false, message: 'El campo email es inválido' } },
    );
    expect(
      (await failure(request(client, { method: 'POST', path: '/users/register', body: {} }))).message,
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
    expect(await failure(request(client, { method: 'GET', path: '/a' }))).toMatchObject({
      statusCode: 429,
      message,
    });
    limited = false;
    clock.now += 299_999;
    expect((await failure(request(client, { method: 'GET', path: '/b' }))).message).toBe(message);
    expect(server.calls()).toHaveLength(1);
    clock.now += 1;
    await expect(request(client, { method: 'GET', path: '/b' })).resolves.toEqual({ ok: 1 });
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
    expect((await failure(request(client, { method: 'GET', path: '/m' }))).message).toBe(
      'El email ya está registrado',
    );
    expect((await failure(request(client, { method: 'GET', path: '/d' }))).message).toBe('Detalle');
    expect((await failure(request(client, { method: 'GET', path: '/e' }))).message).toBe('Fallo interno');
    // A bare error answer gets a Spanish text, never axios's English one.
    expect((await failure(request(client, { method: 'GET', path: '/x' }))).message).toBe(
      'El servidor no pudo atender la solicitud. Intenta nuevamente en unos minutos.',
    );
  });

  it('when no answer comes at all, says so in Spanish', async () => {
    const { client, server } = await setup(ok);
    await server.close();
    // jsdom reports the refused connection on the console; that is the point here.
    const jsdomReport = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await failure(request(client, { method: 'GET', path: '/plans' }));
    jsdomReport.mockRestore();
    expect(error.statusCode).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe(
      'No se pudo conectar con el servidor. Verifica tu conexión e intenta nuevamente.',
    );
  });
});

describe('calls typed by the contract (docs/decisions/0015)', () => {
  const profileCall = { method: 'GET', path: '/users/profile', answer: serverProfileSchema } as const;

  it('parses the answer with the endpoint schema', async () => {
    const profile = serverProfile();
    const { client } = await setup(() => ({ body: profile }));
    await expect(client.call(profileCall)).resolves.toEqual(profile);
  });

  it('turns a malformed answer into a typed error with a code, never a guessed shape', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = await setup(() => ({ body: { success: true, data: { user: serverProfile() } } }));
    const error = await failure(client.call(profileCall));
    expect(error).toMatchObject({
      code: 'INVALID_ANSWER',
      statusCode: 200,
      message: 'El servidor respondió con datos inesperados. Intenta nuevamente en unos minutos.',
    });
    warn.mockRestore();
  });

  it('refuses a body the contract refuses, with its Spanish texts on their fields, and sends nothing', async () => {
    const { client, server } = await setup(ok);
    const error = await failure(
      client.call(endpoints.login, { body: { email: 'no-es-un-email', password: '' } }),
    );
    expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(error.fieldErrors).toEqual([
      { field: 'email', message: validationMessages.emailInvalid },
      { field: 'password', message: validationMessages.passwordRequired },
    ]);
    expect(server.calls()).toHaveLength(0);
  });

  it('sends the body as the contract shapes it (trimmed, lowercased e-mail)', async () => {
    const { client, server } = await setup(ok);
    await client.call(endpoints.resendCode, { body: { email: '  Ana@Correo.PE ' } }).catch(() => undefined);
    expect(server.calls().find((call) => call.path === '/users/resend-code')?.body).toEqual({
      email: 'ana@correo.pe',
    });
  });

  it("puts a 400's details on the error as field issues", async () => {
    const { client } = await setup(() => ({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Campo «documentNumber»: El DNI debe tener 8 dígitos',
        details: [{ field: 'documentNumber', message: 'El DNI debe tener 8 dígitos' }],
      },
    }));
    const error = await failure(request(client, { method: 'GET', path: '/x' }));
    expect(error.fieldErrors).toEqual([{ field: 'documentNumber', message: 'El DNI debe tener 8 dígitos' }]);
  });

  it('fills path parameters, encoded', async () => {
    const { client, server } = await setup((request) =>
      request.path === '/csrf/token' ? notFound : { body: { success: true, message: 'ok' } },
    );
    await client.call(endpoints.logoutSession, { params: { id: 'a b/c' } });
    expect(server.calls().map((call) => call.path)).toContain('/auth/sessions/a%20b%2Fc/logout');
  });

  it('decides on the code, not on the wording: a 403 that only mentions CSRF is not retried', async () => {
    const { client, server } = await setup((request) =>
      request.path === '/csrf/token'
        ? notFound
        : { status: 403, body: { success: false, code: 'FORBIDDEN', message: 'CSRF no aplica aquí' } },
    );
    const error = await failure(request(client, { method: 'POST', path: '/x', body: {} }));
    expect(error).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(server.calls().filter((call) => call.path === '/x')).toHaveLength(1);
  });
});

describe('files', () => {
  it('answers a file (a CDR zip, a PDF) as the bytes that came, with the bearer token', async () => {
    const { client } = await setup((request) =>
      request.path === '/companies/c1/documents/d1/cdr'
        ? { body: 'PK-zip', headers: { 'Content-Type': 'application/zip' } }
        : notFound,
    );
    const blob = await client.file(endpoints.downloadDocumentCdr, { params: { id: 'c1', documentId: 'd1' } });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/zip');
    // The test server writes bodies as JSON: the quotes arrive too, untouched.
    expect(blob.size).toBe(JSON.stringify('PK-zip').length);
    expect(server!.calls()[0]!.headers.authorization).toBe('Bearer access-1');
  });
});
