import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}
export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/**
 * A real HTTP server for the client's tests. It answers CORS like the API does for the
 * shell's origin (jsdom's XHR enforces CORS), records every non-preflight request, and
 * answers GET /csrf/token with a numbered token unless the handler says otherwise.
 */
export async function startTestServer(handler: Handler) {
  const requests: RecordedRequest[] = [];
  let csrfIssued = 0;
  const server = createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Headers':
        'authorization, content-type, x-csrf-token, x-refresh-token, idempotency-key',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      requests.push(recorded);
      void Promise.resolve(handler(recorded)).then((reply) => {
        let answer = reply;
        if (recorded.path === '/csrf/token' && reply.status === 404) {
          csrfIssued += 1;
          answer = { body: { success: true, data: { csrfToken: `csrf-${csrfIssued}` } } };
        }
        res.writeHead(answer.status ?? 200, {
          'Content-Type': 'application/json',
          ...cors,
          ...answer.headers,
        });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Requests other than the CSRF token fetches. */
    calls: () => requests.filter((request) => request.path !== '/csrf/token'),
    csrfFetches: () => requests.filter((request) => request.path === '/csrf/token').length,
    close: () =>
      new Promise<void>((resolve) => {
        // Keep-alive connections of the client under test would hold the server open.
        server.closeIdleConnections();
        server.close(() => resolve());
      }),
  };
}

export const notFound: Reply = {
  status: 404,
  body: { success: false, message: 'No encontrado', code: 'NOT_FOUND' },
};

/** A JWT-shaped token (unsigned) that expires at the given time (ms since epoch). */
export function jwt(expiresAtMs: number, subject = 'usr_123'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject, exp: Math.floor(expiresAtMs / 1000) })}.signature`;
}
