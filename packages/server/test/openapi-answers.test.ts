import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { endpoints, type RoleName } from '@facturador/contracts';
import type { InjectOptions } from 'fastify';
import { startApi, type TestApi } from './support/api.ts';
import { declaredStatuses, operationsOf, type OpenApiDocument } from './support/openapi.ts';

// A migrated database, and each sweep signs in once per operation.

/** A path template with a made-up id: the answer is then a 404, a 403 or a 400, never data. */
const concrete = (path: string) => path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');

/** The statuses the API answers are the ones its OpenAPI document declares. */
describe('answers the OpenAPI document declares', () => {
  let api: TestApi;
  let document: OpenApiDocument;

  beforeAll(async () => {
    api = await startApi();
    document = (await api.call('GET', '/docs/json')).json() as OpenApiDocument;
  });
  afterAll(async () => {
    await api.close();
  });

  /** The answer's status, and the statuses the document declares for the call. */
  async function answered(
    method: InjectOptions['method'] & string,
    path: string,
    options: Parameters<TestApi['call']>[2] = {},
  ) {
    const answer = await api.call(method, path, options);
    return { status: answer.statusCode, declared: declaredStatuses(document, method, path), answer };
  }

  it('a POST without the CSRF token: 403 CSRF_INVALID', async () => {
    const { status, declared, answer } = await answered('POST', '/contact', {
      csrf: false,
      body: { name: 'Ana', email: 'ana@example.test', message: 'Hola, quiero información.' },
    });
    expect(answer.json()).toMatchObject({ code: 'CSRF_INVALID' });
    expect(declared).toContain(status);
  });

  it('a login with a malformed body: 400 VALIDATION_ERROR', async () => {
    const { status, declared, answer } = await answered('POST', '/auth/login', {
      body: { email: 'no-es-un-email' },
    });
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(declared).toContain(status);
  });

  it('a register with a malformed body: 400 VALIDATION_ERROR', async () => {
    const { status, declared } = await answered('POST', '/users/register', { body: {} });
    expect(status).toBe(400);
    expect(declared).toContain(status);
  });

  it('an authenticated call without a token: 401', async () => {
    const { status, declared } = await answered('GET', '/auth/sessions');
    expect(status).toBe(401);
    expect(declared).toContain(status);
  });

  it('an administration call from a customer: 403 FORBIDDEN', async () => {
    const customer = await api.signedIn();
    const { status, declared, answer } = await answered('GET', '/users', { token: customer.accessToken });
    expect(answer.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(declared).toContain(status);
  });

  it('a guarded call from a deactivated account: 403 ACCOUNT_INACTIVE', async () => {
    const user = await api.signedIn();
    await api.db.query('UPDATE users SET is_active = false WHERE id = $1', [user.id]);
    const { status, declared, answer } = await answered('GET', '/companies', { token: user.accessToken });
    expect(answer.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
    expect(declared).toContain(status);
  });

  it('a code resent too soon: 429 with the Retry-After the document declares', async () => {
    const user = await api.createUser({ isVerifiedEmail: false });
    expect((await api.call('POST', '/users/resend-code', { body: { email: user.email } })).statusCode).toBe(
      200,
    );
    const { status, declared, answer } = await answered('POST', '/users/resend-code', {
      body: { email: user.email },
    });
    expect(status).toBe(429);
    expect(declared).toContain(status);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(document.paths['/users/resend-code']!.post!.responses['429']!.headers).toHaveProperty(
      'Retry-After',
    );
  });

  // Every operation, called without what it needs, by a stranger, a customer and an admin:
  // whatever it answers must be declared.
  const callers: { who: string; roles?: RoleName[] }[] = [
    { who: 'a stranger without a CSRF token' },
    { who: 'a customer', roles: ['CUSTOMER_SYSTEM'] },
    { who: 'an administrator', roles: ['ADMINISTRATOR_SYSTEM'] },
  ];
  it.each(callers)('every operation called empty by $who answers a declared status', async ({ roles }) => {
    const undeclared: string[] = [];
    const operations = operationsOf(document);
    // Every call the client makes, and the health check, development outbox and gateway webhook.
    expect(operations).toHaveLength(Object.keys(endpoints).length + 3);
    for (const { path, method, operation } of operations) {
      // A fresh session each call: one operation ending it (logout) does not spill into the next.
      const token = roles ? (await api.signedIn({ roles })).accessToken : undefined;
      const answer = await api.call(method.toUpperCase() as 'GET', concrete(path), {
        csrf: roles !== undefined,
        ...(token ? { token } : {}),
      });
      if (!Object.keys(operation.responses).includes(String(answer.statusCode))) {
        undeclared.push(`${operation.operationId}: ${answer.statusCode} ${answer.body}`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});
