import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openObjects } from '@facturador/contracts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { createCompany } from './support/companies.ts';
import { operationsOf, type OpenApiDocument } from './support/openapi.ts';
import { createApiKey } from './support/v1.ts';

/**
 * Issue 43, «strict inputs»: the API refuses what it does not understand — a field it does not
 * know is a 400 naming it in Spanish, and the request changes nothing — and its OpenAPI
 * documents say so with `additionalProperties: false`.
 */
describe('requests with fields the API does not know', () => {
  let api: TestApi;
  let owner: SignedInUser;
  let companyId: string;
  let key: string;

  beforeAll(async () => {
    api = await startApi();
    owner = await api.signedIn();
    companyId = (await createCompany(api, owner)).publicId;
    key = (await createApiKey(api, owner, companyId)).secret;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it.each(['/docs/json', '/v1/openapi.json'])(
    '%s: every request body says additionalProperties: false, at any depth',
    async (url) => {
      const document = (await api.call('GET', url)).json() as OpenApiDocument;
      const bodies = operationsOf(document).filter(({ operation }) => operation.requestBody);
      expect(bodies.length).toBeGreaterThan(url === '/docs/json' ? 60 : 2);
      const open = bodies.flatMap(({ path, method, operation }) =>
        openObjects(operation.requestBody, `${method.toUpperCase()} ${path}`),
      );
      expect(open).toEqual([]);
    },
  );

  it('a session route: 400 naming the field, and the session keeps its name', async () => {
    const sessions = await api.call('GET', '/auth/sessions', { token: owner.accessToken });
    const [session] = (sessions.json() as { data: { id: string; name: string }[] }).data;
    const answer = await api.call('POST', `/auth/sessions/${session!.id}/rename`, {
      token: owner.accessToken,
      body: { newName: 'Laptop de la oficina', nombre: 'Laptop de la oficina' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Campo «cuerpo de la solicitud»: Campo no reconocido: nombre. Revisa cómo se escribe',
    });
    const after = await api.call('GET', `/auth/sessions/${session!.id}`, { token: owner.accessToken });
    expect((after.json() as { data: { name: string } }).data.name).toBe(session!.name);
  });

  it('the profile: 400 naming every unknown field, and the profile unchanged', async () => {
    const before = (await api.call('GET', '/users/profile', { token: owner.accessToken })).json();
    const answer = await api.call('PATCH', '/users/profile', {
      token: owner.accessToken,
      body: { firstName: 'Rosa', apellido: 'Quispe', isAdmin: true },
    });
    expect(answer.statusCode).toBe(400);
    expect((answer.json() as { message: string }).message).toContain(
      'Campos no reconocidos: apellido, isAdmin. Revisa cómo se escriben',
    );
    expect((await api.call('GET', '/users/profile', { token: owner.accessToken })).json()).toEqual(before);
  });

  it('a sign-in with a field it does not take: 400, and no session is opened', async () => {
    const sessions = async () =>
      (
        (await api.call('GET', '/auth/sessions', { token: owner.accessToken })).json() as {
          data: unknown[];
        }
      ).data.length;
    const before = await sessions();
    const answer = await api.call('POST', '/auth/login', {
      body: { email: owner.email, password: 'Secreta123', remember: true },
    });
    expect(answer.statusCode).toBe(400);
    expect((answer.json() as { message: string }).message).toContain('Campo no reconocido: remember');
    expect(await sessions()).toBe(before);
  });

  it('a query parameter it does not know, on the screens and on /v1: 400 naming it', async () => {
    const screens = await api.call('GET', `/companies/${companyId}/documents?pagina=2`, {
      token: owner.accessToken,
    });
    expect(screens.statusCode).toBe(400);
    expect((screens.json() as { message: string }).message).toContain('Campo no reconocido: pagina');
    const integrator = await api.app.inject({
      method: 'GET',
      url: '/v1/documents?limite=5',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(integrator.statusCode).toBe(400);
    expect(integrator.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('Campo no reconocido: limite'),
    });
  });
});
