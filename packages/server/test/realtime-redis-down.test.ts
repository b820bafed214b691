import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { nextEvent, socketClients } from './support/sockets.ts';

/*
 * An instance whose Redis cannot be reached (nothing listens on port 1) keeps serving, and its
 * events reach its own sockets: Redis carries events between instances, it is not on the path
 * of a request. (The fault suite stops and restarts a real Redis: scripts/faults.)
 */
describe('real-time events while Redis is unreachable', () => {
  let api: TestApi;
  let url: string;
  let admin: SignedInUser;
  const sockets = socketClients();

  beforeAll(async () => {
    api = await startApi({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    url = await api.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
  });
  afterAll(async () => {
    sockets.closeAll();
    await api?.close();
  });

  it('still answers, and tells the sockets of this instance', async () => {
    const user = await api.signedIn();
    const socket = await sockets.connect(url, user.accessToken);
    const changed = nextEvent(socket, 'permissions_changed');

    const answer = await api.call('PATCH', `/users/${user.publicId}/roles`, {
      token: admin.accessToken,
      body: { roles: ['RESELLER'] },
    });

    expect(answer.statusCode).toBe(200);
    expect(await changed).toMatchObject({ type: 'permissions_changed', userId: user.publicId });
  });

  it('does not wait for other instances it cannot reach', async () => {
    await expect(api.app.realtime.toPeers('forgetUsers', ['someone'])).resolves.toBe(false);
  });
});
