import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorResponseSchema } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FacturadorServer } from '../src/app.ts';
import { AppError } from '../src/http/app-error.ts';
import { unavailableDatabase } from './support/test-database.ts';
import { buildTestServer } from './support/test-server.ts';

/** Test-only routes: one per kind of failure the error handler must shape. Hidden from the
 * OpenAPI document, which otherwise requires every route to be named in the contract. */
const failingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test/contacts',
    {
      schema: {
        hide: true,
        body: z.object({
          email: z.email(),
          password: z.string().min(6, 'La contraseña debe tener al menos 6 caracteres'),
          age: z.number().int().optional(),
        }),
      },
    },
    async () => ({ success: true }),
  );
  app.get('/test/conflict', { schema: { hide: true } }, async () => {
    throw new AppError(409, 'CONFLICT', 'El email ya está registrado', { field: 'email' });
  });
  app.get('/test/crash', { schema: { hide: true } }, async () => {
    throw new Error('duplicate key in users: password_hash=scrypt$secret');
  });
};

describe('error answers', () => {
  let app: FacturadorServer;
  let csrf: { headers: Record<string, string>; cookies: Record<string, string> };

  beforeAll(async () => {
    // No route here touches the database.
    app = buildTestServer({ db: unavailableDatabase() });
    app.register(failingRoutes);
    await app.ready();
    const token = (await app.inject({ method: 'GET', url: '/csrf/token' })).json<{
      data: { csrfToken: string };
    }>().data.csrfToken;
    csrf = { headers: { 'x-csrf-token': token }, cookies: { csrf_token: token } };
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/test/contacts', payload: payload as object, ...csrf });

  it('answers an unknown route with 404 NOT_FOUND in Spanish', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-existe' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Ruta no encontrada', code: 'NOT_FOUND' });
  });

  it('answers a missing field with 400 VALIDATION_ERROR naming the field', async () => {
    const response = await post({ password: 'Secreta123' });

    expect(response.statusCode).toBe(400);
    const body = errorResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Campo «email»: Es requerido',
    });
    expect(body.details).toEqual([{ field: 'email', message: 'Es requerido' }]);
  });

  it('says every zod issue in its own Spanish, and the schema’s own message when it has one', async () => {
    const badEmail = errorResponseSchema.parse(
      (await post({ email: 'no-es-email', password: 'Secreta123' })).json(),
    );
    expect(badEmail.message).toMatch(/^Campo «email»: .*(válid|correo)/i);

    const shortPassword = errorResponseSchema.parse(
      (await post({ email: 'ana@example.test', password: 'abc' })).json(),
    );
    expect(shortPassword.message).toBe('Campo «password»: La contraseña debe tener al menos 6 caracteres');

    const wrongType = errorResponseSchema.parse(
      (await post({ email: 'ana@example.test', password: 'Secreta123', age: 'diez' })).json(),
    );
    expect(wrongType.message).toBe('Campo «age»: Debe ser un número');
  });

  it('answers a body that is not JSON with 400 VALIDATION_ERROR', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/test/contacts',
      headers: { 'content-type': 'application/json', ...csrf.headers },
      cookies: csrf.cookies,
      payload: '{"email":',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'El cuerpo de la solicitud no es un JSON válido',
    });
  });

  it('passes on the status, code, message and details of an AppError', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/conflict' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'El email ya está registrado',
      details: { field: 'email' },
    });
  });

  it('hides what went wrong behind a generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/crash' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Error interno del servidor',
    });
    expect(response.body).not.toContain('scrypt');
  });
});
