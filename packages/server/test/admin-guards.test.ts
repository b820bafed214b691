import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyPluginAsync, InjectOptions } from 'fastify';
import { z } from 'zod';
import { guardRoutes, type RouteGuard } from '../src/plugins/app/authentication.ts';
import { GUARD_EXTENSION } from '../src/plugins/app/operation-docs.ts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { operationsOf, type OpenApiDocument } from './support/openapi.ts';

type GuardedOperation = { method: string; path: string; guard: RouteGuard };

/** `/users/{id}` → `/users/x`: any value does, the guard answers before the route reads it. */
const samplePath = (path: string) => path.replace(/\{\w+\}/g, 'x');

/**
 * A folder guarded for the owner alone, with a body schema, registered by this test: the
 * mechanism is proven even while no product route is owner-only yet.
 */
const ownerOnlyProbe: FastifyPluginAsync = async (app) => {
  guardRoutes(app, 'owner');
  app.post(
    '/test/owner-only',
    { schema: { hide: true, body: z.object({ name: z.string().min(1) }) } },
    async () => ({ success: true }),
  );
};

describe('admin and owner guards', () => {
  let api: TestApi;
  let customer: SignedInUser;
  let administrator: SignedInUser;
  let owner: SignedInUser;
  let guarded: GuardedOperation[];

  beforeAll(async () => {
    api = await startApi({ routes: ownerOnlyProbe });
    customer = await api.signedIn({ roles: ['CUSTOMER_SYSTEM'] });
    administrator = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
    owner = await api.signedIn({ roles: ['OWNER_SYSTEM'] });
    const document = (await api.app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApiDocument;
    guarded = operationsOf(document).flatMap(({ path, method, operation }) => {
      const guard = (operation as unknown as Record<string, unknown>)[GUARD_EXTENSION] as
        RouteGuard | undefined;
      return guard === 'admin' || guard === 'owner' ? [{ method: method.toUpperCase(), path, guard }] : [];
    });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  /** Calls every operation with an empty body: a guard that ran after validation would answer 400. */
  async function statusesOf(operations: GuardedOperation[], token?: string) {
    return Promise.all(
      operations.map(async ({ method, path }) => {
        const answer = await api.call(method as InjectOptions['method'], samplePath(path), {
          ...(token ? { token } : {}),
          ...(method === 'GET' ? {} : { body: {} }),
        });
        const { code } = answer.json() as { code?: string };
        return `${method} ${path} → ${answer.statusCode} ${code ?? ''}`.trim();
      }),
    );
  }

  it('finds the guarded routes in the OpenAPI document, marked with x-guard', () => {
    const names = guarded.map(({ method, path, guard }) => `${guard} ${method} ${path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'admin GET /users',
        'admin DELETE /users/{id}',
        'admin PATCH /users/{id}/roles',
        'admin POST /billing/admin/orders/{id}/approve',
      ]),
    );
  });

  it('answers 401 to a guest on every admin and owner route', async () => {
    const statuses = await statusesOf(guarded);
    expect(statuses).toEqual(guarded.map(({ method, path }) => `${method} ${path} → 401 UNAUTHENTICATED`));
  });

  it('answers 403 to a customer on every admin and owner route, before reading the body', async () => {
    const statuses = await statusesOf(guarded, customer.accessToken);
    expect(statuses).toEqual(guarded.map(({ method, path }) => `${method} ${path} → 403 FORBIDDEN`));
  });

  it('answers 403 to an administrator on every owner-only route', async () => {
    const ownerOnly = guarded.filter(({ guard }) => guard === 'owner');
    const statuses = await statusesOf(ownerOnly, administrator.accessToken);
    expect(statuses).toEqual(ownerOnly.map(({ method, path }) => `${method} ${path} → 403 FORBIDDEN`));
  });

  describe('an owner-only folder', () => {
    const probe = (token?: string, body: unknown = {}) =>
      api.call('POST', '/test/owner-only', { ...(token ? { token } : {}), body });

    it('refuses a guest (401), a customer and an administrator (403) before validating the body', async () => {
      expect((await probe()).statusCode).toBe(401);
      for (const user of [customer, administrator]) {
        const answer = await probe(user.accessToken);
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({
          success: false,
          code: 'FORBIDDEN',
          message: 'No tienes permiso para realizar esta acción',
        });
      }
    });

    it('lets the owner reach validation and the handler', async () => {
      expect((await probe(owner.accessToken)).statusCode).toBe(400);
      expect((await probe(owner.accessToken, { name: 'ok' })).statusCode).toBe(200);
    });
  });
});
