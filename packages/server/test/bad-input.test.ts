import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { calendarDateMessages, textInputMessages } from '@facturador/contracts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { operationsOf, type OpenApiDocument } from './support/openapi.ts';

// The sweep calls every operation of the document three times.
const TIMEOUT_MS = 180_000;

const NUL = 'a\u0000b';
const EDGE_DAYS = ['0000-01-01', '9999-12-31'];
const MADE_UP_ID = '00000000-0000-4000-8000-000000000000';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}
interface PropertySchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
}
interface JsonBody {
  content?: Record<string, { schema?: { properties?: Record<string, PropertySchema> } }>;
}

const pathWith = (path: string, value: string) => path.replace(/\{\w+\}/g, encodeURIComponent(value));
const queryOf = (names: string[], value: string) =>
  names.map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
const propertySchemasOf = (requestBody: unknown): Record<string, PropertySchema> =>
  (requestBody as JsonBody | undefined)?.content?.['application/json']?.schema?.properties ?? {};
const bodyPropertiesOf = (requestBody: unknown): string[] => Object.keys(propertySchemasOf(requestBody));

/** A plausible value for a field, so that a body with one bad field passes the others' rules. */
function sample(schema: PropertySchema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return schema.format === 'email' ? 'barrido@example.test' : 'Texto de prueba';
}

/*
 * Issue 28, item 6: input PostgreSQL cannot store answered 500. A NUL (or another C0 control)
 * anywhere in a request is a 400 with a Spanish message before any route runs, dates at the
 * calendar's edges are refused by the contracts, and every answer carries nosniff.
 */
describe('bad input never reaches the database', () => {
  let api: TestApi;
  let owner: SignedInUser;
  let document: OpenApiDocument;
  beforeAll(async () => {
    api = await startApi();
    owner = await api.signedIn({ roles: ['OWNER_SYSTEM'] });
    document = (await api.call('GET', '/docs/json')).json() as OpenApiDocument;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  }, TIMEOUT_MS);

  it(
    'refuses a NUL in a body field, a query and a path with 400 and a Spanish message naming the field',
    async () => {
      const contact = await api.call('POST', '/contact', {
        body: { name: 'Ana\u0000', email: 'ana@example.test', message: 'Hola, quiero información.' },
      });
      expect(contact.statusCode).toBe(400);
      expect(contact.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ field: 'name', message: textInputMessages.controlCharacter }],
      });
      const search = await api.call('GET', `/users?search=${encodeURIComponent(NUL)}`, {
        token: owner.accessToken,
      });
      expect(search.statusCode).toBe(400);
      const sandbox = await api.call('POST', `/billing/sandbox/checkout/${encodeURIComponent(NUL)}`, {
        token: owner.accessToken,
        body: { outcome: 'approved' },
      });
      expect(sandbox.statusCode).toBe(400);
      // Other controls too; tab and line breaks are ordinary text.
      const bell = await api.call('POST', '/contact', {
        body: { name: 'Ana\u0007', email: 'ana@example.test', message: 'Hola, quiero información.' },
      });
      expect(bell.statusCode).toBe(400);
      const lines = await api.call('POST', '/contact', {
        body: { name: 'Ana', email: 'ana@example.test', message: 'Hola,\r\n\tquiero información.' },
      });
      expect(lines.statusCode).toBeLessThan(300);
    },
    TIMEOUT_MS,
  );

  it(
    'refuses the calendar edges in audit and report filters with a Spanish message',
    async () => {
      for (const day of EDGE_DAYS) {
        const audit = await api.call('GET', `/admin/audit?from=${day}`, { token: owner.accessToken });
        expect({ status: audit.statusCode, message: audit.json().message }).toEqual({
          status: 400,
          message: expect.stringContaining(calendarDateMessages.outOfRange),
        });
        const report = await api.call('GET', `/admin/reports?from=${day}&to=${day}`, {
          token: owner.accessToken,
        });
        expect(report.statusCode).toBe(400);
        expect(report.json().message).toContain(calendarDateMessages.outOfRange);
      }
    },
    TIMEOUT_MS,
  );

  it(
    'every answer carries X-Content-Type-Options: nosniff, failures and files included',
    async () => {
      const answers = await Promise.all([
        api.call('GET', '/health'),
        api.call('GET', '/no-such-route'),
        api.call('GET', '/auth/sessions'),
        api.call('GET', '/billing/ledger/export', { token: owner.accessToken }),
        api.call('POST', '/contact', { body: { name: NUL } }),
      ]);
      for (const answer of answers) expect(answer.headers['x-content-type-options']).toBe('nosniff');
    },
    TIMEOUT_MS,
  );

  it(
    'sweeps every operation of the OpenAPI document with a NUL and the calendar edges: never a 5xx',
    async () => {
      const failures: string[] = [];
      let swept = 0;
      const record = (label: string, status: number, body: string) => {
        if (status >= 500) failures.push(`${label} → ${status} ${body.slice(0, 200)}`);
      };
      for (const { path, method, operation } of operationsOf(document)) {
        const parameters = (operation.parameters ?? []) as Parameter[];
        const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
        const properties = bodyPropertiesOf(operation.requestBody);
        const hasBody = !['get', 'delete', 'head'].includes(method);
        const verb = method.toUpperCase() as 'GET';
        swept += 1;
        // A fresh owner per operation: without the guard, a sign-out swept before would leave
        // every later call a 401 that proves nothing.
        const owner = await api.signedIn({ roles: ['OWNER_SYSTEM'] });

        // A NUL in every path parameter, every query parameter (and one the operation does not
        // declare), and every body field: refused before the route runs, so nothing changes.
        const nulQuery = queryOf([...queryNames, 'probe'], NUL);
        const inQuery = await api.call(verb, `${pathWith(path, MADE_UP_ID)}?${nulQuery}`, {
          token: owner.accessToken,
          ...(hasBody ? { body: Object.fromEntries(properties.map((name) => [name, NUL])) } : {}),
        });
        record(`${verb} ${path} (NUL in query and body)`, inQuery.statusCode, inQuery.body);
        if (inQuery.headers['x-content-type-options'] !== 'nosniff')
          failures.push(`${verb} ${path}: no nosniff`);
        // One NUL at a time, the rest plausible, so that the bad text is what reaches the route.
        for (const name of queryNames) {
          const alone = await api.call(verb, `${pathWith(path, MADE_UP_ID)}?${queryOf([name], NUL)}`, {
            token: owner.accessToken,
          });
          record(`${verb} ${path} (NUL in ?${name})`, alone.statusCode, alone.body);
        }
        const schemas = propertySchemasOf(operation.requestBody);
        for (const name of hasBody ? properties : []) {
          const body = Object.fromEntries(
            Object.entries(schemas).map(([field, schema]) => [field, field === name ? NUL : sample(schema)]),
          );
          const alone = await api.call(verb, pathWith(path, MADE_UP_ID), { token: owner.accessToken, body });
          record(`${verb} ${path} (NUL in ${name})`, alone.statusCode, alone.body);
        }
        if (path.includes('{')) {
          const inPath = await api.call(verb, `${pathWith(path, NUL)}?probe=${encodeURIComponent(NUL)}`, {
            token: owner.accessToken,
          });
          record(`${verb} ${path} (NUL in path)`, inPath.statusCode, inPath.body);
        }

        // The calendar's edges in every query parameter and body field of operations that read
        // dates (a date-like name), with made-up ids: refused by the contracts, never a 500.
        const dated = [...queryNames, ...properties].filter((name) =>
          /from|to$|date|day|renews|On$/i.test(name),
        );
        if (dated.length === 0) continue;
        for (const day of EDGE_DAYS) {
          const answer = await api.call(
            verb,
            `${pathWith(path, MADE_UP_ID)}?${queryOf(
              queryNames.filter((n) => dated.includes(n)),
              day,
            )}`,
            {
              token: owner.accessToken,
              ...(hasBody ? { body: Object.fromEntries(properties.map((name) => [name, day])) } : {}),
            },
          );
          record(`${verb} ${path} (${day})`, answer.statusCode, answer.body);
        }
      }
      expect(failures).toEqual([]);
      // Every operation the document names was called (the API has well over a hundred).
      expect(swept).toBe(operationsOf(document).length);
      expect(swept).toBeGreaterThan(100);
    },
    TIMEOUT_MS,
  );
});
