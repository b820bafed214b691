import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FacturadorServer } from '../src/app.ts';
import { unavailableDatabase } from './support/test-database.ts';
import { buildTestServer } from './support/test-server.ts';

describe('structured logs', () => {
  const lines: string[] = [];
  let app: FacturadorServer;

  beforeAll(async () => {
    app = buildTestServer({
      db: unavailableDatabase(),
      logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes one JSON object per line, with request headers but never their secrets', async () => {
    await app.inject({
      method: 'GET',
      url: '/no-existe',
      headers: {
        authorization: 'Bearer token-secreto',
        cookie: 'refresh_token=cookie-secreta',
        'x-csrf-token': 'csrf-secreto',
        'x-refresh-token': 'refresh-secreto',
        'user-agent': 'jest',
      },
    });

    const incoming = entries().find((entry) => entry.msg === 'incoming request') as {
      req: { url: string; headers: Record<string, string> };
    };
    expect(incoming.req.url).toBe('/no-existe');
    expect(incoming.req.headers).toMatchObject({
      authorization: '[Redacted]',
      cookie: '[Redacted]',
      'x-csrf-token': '[Redacted]',
      'x-refresh-token': '[Redacted]',
      'user-agent': 'jest',
    });
    expect(lines.join('\n')).not.toMatch(/secret[oa]/);
  });

  it('redacts password fields wherever a log call puts them', () => {
    app.log.info(
      { password: 'Owner12345', user: { email: 'a@b.test', newPassword: 'Nueva12345' } },
      'password check',
    );

    const entry = entries().find((candidate) => candidate.msg === 'password check');
    expect(entry).toMatchObject({
      password: '[Redacted]',
      user: { email: 'a@b.test', newPassword: '[Redacted]' },
    });
  });
});
