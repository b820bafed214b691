import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FacturadorServer } from '../src/app.ts';
import { unavailableDatabase } from './support/test-database.ts';
import { buildTestServer } from './support/test-server.ts';

describe('the app shell', () => {
  let app: FacturadorServer;

  beforeAll(async () => {
    app = buildTestServer({ db: unavailableDatabase(), env: { CORS_ORIGINS: ['http://localhost:3000'] } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets the shell origin call with credentials and the custom headers', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/health',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'x-csrf-token',
      },
    });

    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-allow-methods']).toContain('PATCH');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('x-csrf-token');
  });

  it('lets the browser send an Idempotency-Key when it issues a document', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/companies/c1/documents',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'idempotency-key, x-csrf-token',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'idempotency-key',
    );
  });

  it('does not open CORS to other origins', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });

    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('describes its routes in an OpenAPI document built from the zod schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, { get?: { responses: object } }>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths['/health']?.get?.responses ?? {})).toEqual(['200', '500', '503']);
  });
});
