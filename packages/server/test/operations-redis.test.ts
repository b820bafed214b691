import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { operationsStatusSchema, REALTIME_BUILDS_REPORT } from '@facturador/contracts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { socketClients } from './support/sockets.ts';
import { describeWithServices, redisUrl } from './support/services.ts';
import { createMigratedTestDatabase, type TestDatabase } from './support/test-database.ts';

/* Two instances joined by Redis, as in realtime-redis.test.ts (support/services.ts). */
describeWithServices('Sistema with two API instances through Redis', () => {
  let testDb: TestDatabase;
  let a: TestApi;
  let b: TestApi;
  let urlA: string;
  let admin: SignedInUser;
  const sockets = socketClients();

  beforeAll(async () => {
    testDb = await createMigratedTestDatabase();
    a = await startApi({ db: testDb.db, env: { REDIS_URL: redisUrl } });
    b = await startApi({ db: testDb.connectAgain!(), clock: a.clock, env: { REDIS_URL: redisUrl } });
    urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await b.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
  }, 60_000);
  afterAll(async () => {
    sockets.closeAll();
    await b?.app.close();
    await a?.app.close();
    await testDb?.cleanup();
  });

  it('lists both instances from their heartbeats, Redis healthy, and tabs held by the other instance', async () => {
    const user = await a.signedIn();
    const socket = await sockets.connect(urlA, user.accessToken);
    await socket.emitWithAck(REALTIME_BUILDS_REPORT, { mf_admin: 'build-on-a' });

    const answer = await b.call('GET', '/admin/operations', { token: admin.accessToken });
    expect(answer.statusCode).toBe(200);
    const data = operationsStatusSchema.parse((answer.json() as { data: unknown }).data);
    expect(data.redis).toBe('ok');
    // (The machine's Redis may hold other test runs' instances too: only these two are checked.)
    const ids = data.instances.map((instance) => instance.id);
    expect(ids).toEqual(expect.arrayContaining([a.app.instances.self.id, b.app.instances.self.id]));
    expect(data.instances.find((instance) => instance.self)?.id).toBe(b.app.instances.self.id);
    expect(data.apps.find((app) => app.app === 'mf_admin')?.tabs).toEqual([
      { build: 'build-on-a', count: 1, current: false },
    ]);
  });

  it('drops an instance from the list as soon as it closes', async () => {
    const id = a.app.instances.self.id;
    await a.app.close();
    const answer = await b.call('GET', '/admin/operations', { token: admin.accessToken });
    const data = operationsStatusSchema.parse((answer.json() as { data: unknown }).data);
    expect(data.instances.map((instance) => instance.id)).not.toContain(id);
  });
});
