import { afterEach, describe, expect, it } from '@jest/globals';
import { startApi, type TestApi } from './support/api.ts';

/** The address a new session records, for a sign-in that came through a proxy at 127.0.0.1. */
async function sessionAddress(api: TestApi): Promise<string> {
  const user = await api.createUser();
  const answer = await api.call('POST', '/auth/login', {
    body: { email: user.email, password: 'Secreta123' },
    ip: '127.0.0.1',
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  const { access_token: token } = answer.json() as { access_token: string };
  const sessions = await api.call('GET', '/auth/sessions', { token });
  const [session] = (sessions.json() as { data: { ipAddress: string }[] }).data;
  return session!.ipAddress;
}

describe('TRUST_PROXY', () => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('records the browser’s address that the trusted proxy forwards', async () => {
    api = await startApi({ env: { TRUST_PROXY: ['127.0.0.1'] } });
    expect(await sessionAddress(api)).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For when no proxy is trusted (anyone could write it)', async () => {
    api = await startApi();
    expect(await sessionAddress(api)).toBe('127.0.0.1');
  });
});
