import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FacturadorServer } from '../src/app.ts';
import { unavailableDatabase } from './support/test-database.ts';
import { buildTestServer } from './support/test-server.ts';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>;
  components: { securitySchemes: Record<string, unknown> };
}

/** Every call of SPEC.md §7, by path, with its methods. */
const MAIN_PATHS: Record<string, string[]> = {
  '/health': ['get'],
  '/csrf/token': ['get'],
  '/users/register': ['post'],
  '/users/resend-code': ['post'],
  '/users/verify-email': ['post'],
  '/auth/login': ['post'],
  '/auth/refresh': ['post'],
  '/auth/logout': ['post'],
  '/auth/register': ['post'],
  '/auth/forgot-password': ['post'],
  '/auth/reset-password': ['post'],
  '/auth/google': ['post'],
  '/users/profile': ['get', 'patch'],
  '/users/validate-account': ['post'],
  '/auth/sessions': ['get'],
  '/auth/sessions/{id}': ['get'],
  '/auth/sessions/{id}/rename': ['post'],
  '/auth/security/request-verification': ['post'],
  '/auth/sessions/{id}/logout-secure': ['post'],
  '/auth/sessions/{id}/logout': ['post'],
  '/auth/sessions/logout-others': ['post'],
  '/users': ['get'],
  '/users/{id}': ['get', 'patch', 'delete'],
  '/users/{id}/roles': ['patch'],
  '/users/admin/create': ['post'],
  '/users/admin/roles': ['get'],
};

describe('API documentation', () => {
  let app: FacturadorServer;

  // The documentation needs no database.
  beforeAll(async () => {
    app = buildTestServer({ db: unavailableDatabase() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('GET /docs serves the Swagger UI page', async () => {
    const answer = await app.inject({ method: 'GET', url: '/docs' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('<div id="swagger-ui">');
    expect(answer.body).toMatch(/swagger-ui-bundle\.js/);

    const script = /src="([^"]*swagger-ui-bundle\.js)"/.exec(answer.body)?.[1];
    expect(script).toBeDefined();
    const bundle = await app.inject({
      method: 'GET',
      url: new URL(script!, 'http://api.test/docs/').pathname,
    });
    expect(bundle.statusCode).toBe(200);
  });

  it('GET /docs/json is an OpenAPI 3 document listing the main paths', async () => {
    const answer = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(answer.statusCode).toBe(200);
    const document = answer.json() as OpenApiDocument;
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toEqual({ title: 'Facturador API', version: '0.1.0' });
    expect(document.components.securitySchemes).toHaveProperty('bearerAuth');

    const listed = Object.fromEntries(
      Object.keys(MAIN_PATHS).map((path) => [path, Object.keys(document.paths[path] ?? {}).sort()]),
    );
    expect(listed).toEqual(
      Object.fromEntries(Object.entries(MAIN_PATHS).map(([path, methods]) => [path, [...methods].sort()])),
    );

    // Request schemas and authentication come from the routes' own definitions.
    expect(document.paths['/auth/login']!.post!.requestBody).toBeDefined();
    expect(document.paths['/users/profile']!.get!.security).toEqual([{ bearerAuth: [] }]);
  });
});
