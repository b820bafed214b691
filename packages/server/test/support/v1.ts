import type { ApiKeyScope, CreatedApiKey } from '@facturador/contracts';
import type { SignedInUser, TestApi } from './api.ts';

/** One API key of a company, created by its owner through the session API as the tab does. */
export async function createApiKey(
  api: TestApi,
  owner: SignedInUser,
  companyId: string,
  body: { name?: string; scopes?: ApiKeyScope[]; expiresOn?: string | null } = {},
): Promise<CreatedApiKey> {
  const answer = await api.call('POST', `/companies/${companyId}/api-keys`, {
    token: owner.accessToken,
    body: { name: 'ERP de prueba', scopes: ['issue', 'read', 'void'], ...body },
  });
  if (answer.statusCode !== 201) throw new Error(`key not created: ${answer.body}`);
  return (answer.json() as { data: CreatedApiKey }).data;
}

export interface V1Answer {
  status: number;
  headers: Headers;
  text: string;
  json<T = { success: boolean; code?: string; message: string; data?: unknown; details?: unknown }>(): T;
  bytes: Buffer;
}

/** The app listening on a free loopback port: /v1 is called as an integrator calls it, over HTTP. */
export async function listening(api: TestApi): Promise<string> {
  const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

/** One /v1 call over real HTTP, with the key as a bearer token; a JSON body when given. */
export async function v1(
  base: string,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<V1Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  return {
    status: response.status,
    headers: response.headers,
    text,
    bytes,
    json: <T>() => JSON.parse(text) as T,
  };
}

/** Log lines of an app, kept for a test to read (what the logger writes, as JSON text). */
export function capturedLog() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}
