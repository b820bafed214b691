import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Redis } from 'ioredis';
import { startApi, type TestApi } from './support/api.ts';
import { createCompany } from './support/companies.ts';
import { issuingCompany, startDocumentsApi, type IssuingCompany } from './support/documents.ts';
import { describeWithServices, redisUrl } from './support/services.ts';
import { createMigratedTestDatabase, type TestDatabase } from './support/test-database.ts';
import { createApiKey, listening, v1 } from './support/v1.ts';

/** Resolves once the client can take commands (the limiter counts in memory until then). */
const ready = (client: Redis) =>
  client.status === 'ready'
    ? Promise.resolve()
    : new Promise<void>((resolve) => client.once('ready', () => resolve()));

/** Issue 30: a key's revocation and its limit hold on every API instance. */
describe('/v1 keys on two API instances sharing the database', () => {
  let world: Awaited<ReturnType<typeof startDocumentsApi>>;
  let second: TestApi;
  let company: IssuingCompany;
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    world = await startDocumentsApi({ env: { API_KEY_RATE_LIMIT: 3 } });
    second = await startApi({
      db: world.api.db,
      clock: world.api.clock,
      env: { API_KEY_RATE_LIMIT: 3, SUNAT_SIMULATOR_URL: world.simulator.url },
    });
    company = await issuingCompany(world.api);
    [baseA, baseB] = await Promise.all([listening(world.api), listening(second)]);
  }, 60_000);
  afterAll(async () => {
    await second.app.close();
    await world.close();
  });

  it('refuses a key on the other instance as soon as its revocation is answered', async () => {
    const key = await createApiKey(world.api, company.owner, company.id, { scopes: ['read'] });
    expect((await v1(baseB, 'GET', '/v1/documents', { key: key.secret })).status).toBe(200);
    const revoked = await world.api.call('DELETE', `/companies/${company.id}/api-keys/${key.id}`, {
      token: company.owner.accessToken,
    });
    expect(revoked.statusCode).toBe(200);
    const refused = await v1(baseB, 'GET', '/v1/documents', { key: key.secret });
    expect(refused.status).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'API_KEY_REVOKED' });
  });

  it('counts a key’s requests per minute with RateLimit headers, then 429 with Retry-After until the minute ends', async () => {
    const key = await createApiKey(world.api, company.owner, company.id, { scopes: ['read'] });
    // Start at the beginning of a minute, so that the window does not end in the middle of the test.
    const now = world.api.clock.now().getTime();
    world.api.clock.advance(60_000 - (now % 60_000));
    const remaining: (string | null)[] = [];
    for (let call = 0; call < 3; call += 1) {
      const answer = await v1(baseA, 'GET', '/v1/documents', { key: key.secret });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('ratelimit-limit')).toBe('3');
      expect(answer.headers.get('ratelimit-reset')).toBe('60');
      remaining.push(answer.headers.get('ratelimit-remaining'));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    world.api.clock.advance(15_000);
    const refused = await v1(baseA, 'GET', '/v1/documents', { key: key.secret });
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringContaining('Retry-After'),
    });
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('ratelimit-reset')).toBe('45');
    world.api.clock.advance(45_000);
    const next = await v1(baseA, 'GET', '/v1/documents', { key: key.secret });
    expect(next.status).toBe(200);
    expect(next.headers.get('ratelimit-remaining')).toBe('2');
  });
});

/*
 * With Redis (and PostgreSQL: support/services.ts), the count is shared: a key cannot get twice
 * its limit by spreading its calls over two instances.
 */
describeWithServices('/v1 limits counted in Redis across instances', () => {
  let testDb: TestDatabase;
  let a: TestApi;
  let b: TestApi;

  beforeAll(async () => {
    testDb = await createMigratedTestDatabase();
    const env = { REDIS_URL: redisUrl, API_KEY_RATE_LIMIT: 3 };
    a = await startApi({ db: testDb.db, env });
    b = await startApi({ db: testDb.connectAgain!(), clock: a.clock, env });
    await Promise.all([a, b].flatMap((api) => api.app.realtime.redisClients.map(ready)));
  }, 60_000);
  afterAll(async () => {
    await b?.app.close();
    await a?.app.close();
    await testDb?.cleanup();
  });

  it('refuses the fourth call of a minute on either instance', async () => {
    const owner = await a.signedIn();
    const company = await createCompany(a, owner);
    const key = await createApiKey(a, owner, company.publicId, { scopes: ['read'] });
    const now = a.clock.now().getTime();
    a.clock.advance(60_000 - (now % 60_000));
    const [baseA, baseB] = await Promise.all([listening(a), listening(b)]);
    const statuses: number[] = [];
    for (const base of [baseA, baseB, baseA, baseB])
      statuses.push((await v1(base, 'GET', '/v1/documents', { key: key.secret })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
