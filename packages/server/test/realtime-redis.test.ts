import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { disconnected, nextEvent, socketClients } from './support/sockets.ts';
import { describeWithServices, redisUrl } from './support/services.ts';
import { createMigratedTestDatabase, type TestDatabase } from './support/test-database.ts';

/*
 * Two API instances, each with its own connection pool to one PostgreSQL and its own
 * socket.io server, joined only by Redis (run when both are named: support/services.ts).
 */
describeWithServices('real-time events between two instances through Redis', () => {
  let testDb: TestDatabase;
  let a: TestApi;
  let b: TestApi;
  let urlA: string;
  let urlB: string;
  let admin: SignedInUser;
  const sockets = socketClients();

  beforeAll(async () => {
    testDb = await createMigratedTestDatabase();
    a = await startApi({ db: testDb.db, env: { REDIS_URL: redisUrl } });
    b = await startApi({ db: testDb.connectAgain!(), clock: a.clock, env: { REDIS_URL: redisUrl } });
    urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await b.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
  }, 60_000);
  afterAll(async () => {
    sockets.closeAll();
    // Each app quits its Redis clients on close; otherwise jest would not exit.
    await b?.app.close();
    await a?.app.close();
    await testDb?.cleanup();
  });

  it('delivers permissions_changed to a socket on instance A for an admin call on instance B', async () => {
    const user = await a.signedIn();
    const socket = await sockets.connect(urlA, user.accessToken);
    const changed = nextEvent(socket, 'permissions_changed');

    const answer = await b.call('PATCH', `/users/${user.publicId}/roles`, {
      token: admin.accessToken,
      body: { roles: ['RESELLER'] },
    });
    expect(answer.statusCode).toBe(200);
    expect(await changed).toMatchObject({ type: 'permissions_changed', userId: user.publicId });
  });

  it('delivers force_logout and closes the socket on A when its session is ended on B', async () => {
    const user = await a.signedIn();
    const elsewhere = (await b.login(user.email)).json() as { access_token: string };
    const socket = await sockets.connect(urlA, user.accessToken);
    const other = await sockets.connect(urlB, elsewhere.access_token);
    const forced = nextEvent(socket, 'force_logout');
    const closed = disconnected(socket);

    expect(
      (await b.call('POST', '/auth/sessions/logout-others', { token: elsewhere.access_token })).statusCode,
    ).toBe(200);
    expect(await forced).toMatchObject({ type: 'force_logout', userId: user.publicId });
    await closed;
    expect(other.connected).toBe(true);
  });

  it('quits its Redis clients when the app closes', async () => {
    const c = await startApi({ db: testDb.connectAgain!(), clock: a.clock, env: { REDIS_URL: redisUrl } });
    const clients = c.app.realtime.redisClients;
    expect(clients.length).toBe(2);
    await c.app.close();
    expect(clients.map((client) => client.status)).toEqual(['end', 'end']);
  });
});
