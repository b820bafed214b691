import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Redis } from 'ioredis';
import { SESSION_CACHE_TTL_MS } from '../src/auth/session-cache.ts';
import { PEER_NAMESPACE } from '../src/realtime/realtime.ts';
import { findUserById } from '../src/users/user-repository.ts';
import { PASSWORD, startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { createMigratedTestDatabase, type TestDatabase } from './support/test-database.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** The session id an access token names. */
const sessionOf = (accessToken: string): string =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

const profile = (api: TestApi, token: string) => api.call('GET', '/users/profile', { token });

/** Reads the profile once, so that `api`'s cache holds the session, and checks it does. */
async function cached(api: TestApi, user: SignedInUser): Promise<void> {
  expect((await profile(api, user.accessToken)).statusCode).toBe(200);
  expect(api.app.sessionCache.session(sessionOf(user.accessToken))).not.toBeNull();
}

/**
 * Every way a session ends or an account changes, each checked right after the call that
 * makes it on `actor`: the access token is refused (or the new state read) on `reader`,
 * whose cache held the session a moment before.
 */
function revocationCases(apis: () => { actor: TestApi; reader: TestApi }) {
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await apis().actor.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
  });

  it('refuses the token of a session signed out', async () => {
    const { actor, reader } = apis();
    const user = await reader.signedIn();
    await cached(reader, user);
    expect((await actor.call('POST', '/auth/logout', { token: user.accessToken })).statusCode).toBe(200);
    expect((await profile(reader, user.accessToken)).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('refuses the token of a session ended from another one, one by one or all at once', async () => {
    const { actor, reader } = apis();
    const user = await reader.signedIn();
    const other = (await actor.login(user.email)).json() as { access_token: string };
    const third = (await actor.login(user.email)).json() as { access_token: string };
    await cached(reader, user);
    const ended = await actor.call('POST', `/auth/sessions/${sessionOf(user.accessToken)}/logout`, {
      token: other.access_token,
    });
    expect(ended.statusCode).toBe(200);
    expect((await profile(reader, user.accessToken)).statusCode).toBe(401);

    await cached(reader, { ...user, accessToken: third.access_token });
    const others = await actor.call('POST', '/auth/sessions/logout-others', { token: other.access_token });
    expect(others.json()).toMatchObject({ data: { revoked: 1 } });
    expect((await profile(reader, third.access_token)).statusCode).toBe(401);
  });

  it('refuses the other sessions’ tokens when the password changes', async () => {
    const { actor, reader } = apis();
    const user = await reader.signedIn();
    const other = (await actor.login(user.email)).json() as { access_token: string };
    await cached(reader, user);
    const changed = await actor.call('POST', '/auth/change-password', {
      token: other.access_token,
      body: { currentPassword: PASSWORD, newPassword: 'Otra-clave-9', confirmPassword: 'Otra-clave-9' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(reader, user.accessToken)).statusCode).toBe(401);
  });

  it('refuses the tokens of a user whose sessions an administrator ends', async () => {
    const { actor, reader } = apis();
    const user = await reader.signedIn();
    await cached(reader, user);
    const ended = await actor.call('POST', `/users/${user.publicId}/sessions/logout-all`, {
      token: admin.accessToken,
    });
    expect(ended.statusCode).toBe(200);
    expect((await profile(reader, user.accessToken)).statusCode).toBe(401);
  });

  it('refuses a deactivated account at once, and shows it the new state', async () => {
    const { actor, reader } = apis();
    const user = await reader.signedIn();
    await cached(reader, user);
    expect((await reader.call('GET', '/auth/sessions', { token: user.accessToken })).statusCode).toBe(200);
    const deactivated = await actor.call('PATCH', `/users/${user.publicId}`, {
      token: admin.accessToken,
      body: { isActive: false },
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await reader.call('GET', '/auth/sessions', { token: user.accessToken })).json()).toMatchObject({
      code: 'ACCOUNT_INACTIVE',
    });
    expect((await profile(reader, user.accessToken)).json()).toMatchObject({ isActive: false });
  });

  it('refuses a deleted account’s token at once', async () => {
    const { actor, reader } = apis();
    const user = await reader.signedIn();
    await cached(reader, user);
    const deleted = await actor.call('DELETE', `/users/${user.publicId}`, { token: admin.accessToken });
    expect(deleted.statusCode).toBe(200);
    expect((await profile(reader, user.accessToken)).json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });

  it('answers the new roles and profile at once', async () => {
    const { actor, reader } = apis();
    const user = await reader.signedIn();
    await cached(reader, user);
    const roles = await actor.call('PATCH', `/users/${user.publicId}/roles`, {
      token: admin.accessToken,
      body: { roles: ['RESELLER'] },
    });
    expect(roles.statusCode).toBe(200);
    expect((await profile(reader, user.accessToken)).json()).toMatchObject({
      UserSystemRoles: [{ role: { name: 'RESELLER' } }],
    });

    await cached(reader, user);
    const renamed = await actor.call('PATCH', '/users/profile', {
      token: user.accessToken,
      body: { fullName: 'Nombre Cambiado' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await profile(reader, user.accessToken)).json()).toMatchObject({ fullName: 'Nombre Cambiado' });
  });

  it('refuses the token of a session whose refresh token was reused', async () => {
    const { actor, reader } = apis();
    const user = await reader.signedIn();
    const refresh = (token: string) =>
      actor.call('POST', '/auth/refresh', { headers: { 'x-refresh-token': token } });
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
    // Past the grace window (longer than the cache's TTL: the session is cached again after it),
    // the old token again: a copy is loose, the session ends.
    actor.clock.advance(11_000);
    await cached(reader, user);
    expect((await refresh(user.refreshToken)).json()).toMatchObject({ code: 'TOKEN_REUSED' });
    expect((await profile(reader, user.accessToken)).statusCode).toBe(401);
  });
}

describe('the session cache, on one instance', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  revocationCases(() => ({ actor: api, reader: api }));

  it('serves a live session without reading the database again, for at most its TTL', async () => {
    const user = await api.signedIn();
    await cached(api, user);
    // A change made behind the API's back (by hand in the database) is not announced...
    await api.db.query('UPDATE users SET full_name = $2 WHERE id = $1', [user.id, 'Cambiado A Mano']);
    expect((await profile(api, user.accessToken)).json()).not.toMatchObject({ fullName: 'Cambiado A Mano' });
    // ...and shows once the entry is older than the TTL, the bound on any missed message.
    api.clock.advance(SESSION_CACHE_TTL_MS);
    expect((await profile(api, user.accessToken)).json()).toMatchObject({ fullName: 'Cambiado A Mano' });
  });

  it('does not keep what a read that began before a change answered', async () => {
    const user = await api.signedIn();
    const cache = api.app.sessionCache;
    const sessionId = sessionOf(user.accessToken);
    const record = (await findUserById(api.db, user.id))!;
    const later = new Date(api.clock.now().getTime() + 60_000);

    const before = cache.generation();
    await cache.forgetUsers([user.id]);
    cache.rememberSession(before, sessionId, record, later);
    expect(cache.session(sessionId)).toBeNull();

    cache.rememberSession(cache.generation(), sessionId, record, later);
    expect(cache.session(sessionId)).not.toBeNull();
  });
});

/*
 * Two instances joined by Redis, as deployed: what one does reaches the other's cache through
 * the Socket.IO adapter. On PostgreSQL (TEST_DATABASE_URL) each has its own pool; otherwise
 * they share this process's PGlite. Without TEST_REDIS_URL there is nothing to join them.
 */
(redisUrl ? describe : describe.skip)(
  'the session cache, across two instances sharing Redis (runs with TEST_REDIS_URL)',
  () => {
    let testDb: TestDatabase;
    let a: TestApi;
    let b: TestApi;

    beforeAll(async () => {
      testDb = await createMigratedTestDatabase();
      a = await startApi({ db: testDb.db, env: { REDIS_URL: redisUrl } });
      b = await startApi({
        db: testDb.connectAgain?.() ?? testDb.db,
        clock: a.clock,
        env: { REDIS_URL: redisUrl },
      });
      await bothSubscribed(a);
    }, 60_000);
    afterAll(async () => {
      await b?.app.close();
      await a?.app.close();
      await testDb?.cleanup();
    });

    revocationCases(() => ({ actor: b, reader: a }));
  },
);

/** Until both instances listen for peer messages: one not subscribed yet would not be waited for. */
async function bothSubscribed(api: TestApi): Promise<void> {
  const [publisher] = api.app.realtime.redisClients as Redis[];
  const channel = `socket.io-request#${PEER_NAMESPACE}#`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [, count] = (await publisher!.pubsub('NUMSUB', channel)) as [string, number];
    if (Number(count) >= 2) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the second instance never subscribed');
}
