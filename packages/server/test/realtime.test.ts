import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RealtimeEvent } from '@facturador/contracts';
import { io, type Socket } from 'socket.io-client';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';

describe('real-time events on /auth', () => {
  let api: TestApi;
  let url: string;
  let admin: SignedInUser;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    api = await startApi();
    url = await api.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await api.close();
  });

  function connect(token: string, origin = 'http://localhost:3000'): Promise<Socket> {
    const socket = io(`${url}/auth`, {
      auth: { token },
      transports: ['websocket'],
      extraHeaders: { origin },
      reconnection: false,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }
  const next = (socket: Socket, type: RealtimeEvent['type']) =>
    new Promise<RealtimeEvent>((resolve) => socket.once(type, resolve));

  it('refuses a foreign origin and a missing token', async () => {
    const user = await api.signedIn();
    await expect(connect(user.accessToken, 'https://evil.example')).rejects.toBeTruthy();
    await expect(connect('')).rejects.toBeTruthy();
  });

  it('answers the profile over the socket', async () => {
    const user = await api.signedIn();
    const socket = await connect(user.accessToken);
    const answer = (await socket.emitWithAck('profile:get')) as {
      success: boolean;
      user: { publicId: string };
    };
    expect(answer).toMatchObject({ success: true, user: { publicId: user.publicId } });
  });

  it('sends profile_updated and permissions_changed to the affected user', async () => {
    const user = await api.signedIn();
    const socket = await connect(user.accessToken);
    const updated = next(socket, 'profile_updated');
    await api.call('PATCH', '/users/profile', {
      token: user.accessToken,
      body: { fullName: 'Nuevo Nombre' },
    });
    expect(await updated).toMatchObject({ type: 'profile_updated', userId: user.publicId });
    const changed = next(socket, 'permissions_changed');
    await api.call('PATCH', `/users/${user.publicId}/roles`, {
      token: admin.accessToken,
      body: { roles: ['RESELLER'] },
    });
    expect(await changed).toMatchObject({ type: 'permissions_changed', userId: user.publicId });
  });

  it('sends force_logout and disconnects a session ended from elsewhere', async () => {
    const user = await api.signedIn();
    const other = (await api.login(user.email)).json() as { access_token: string };
    const socket = await connect(user.accessToken);
    const forced = next(socket, 'force_logout');
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await api.call('POST', '/auth/sessions/logout-others', { token: other.access_token });
    expect(await forced).toMatchObject({ type: 'force_logout', userId: user.publicId });
    await closed;
    await expect(connect(user.accessToken)).rejects.toBeTruthy();
  });

  it('sends account_deactivated and session_expired', async () => {
    const user = await api.signedIn();
    const socket = await connect(user.accessToken);
    const deactivated = next(socket, 'account_deactivated');
    await api.call('PATCH', `/users/${user.publicId}`, {
      token: admin.accessToken,
      body: { isActive: false },
    });
    expect(await deactivated).toMatchObject({ type: 'account_deactivated' });

    // It keeps its socket (docs/decisions/0011): the re-check over the socket reads the
    // profile, isActive false, and a later deletion still reaches the tab.
    const answer = (await socket.emitWithAck('profile:get')) as {
      success: boolean;
      user: { publicId: string; isActive: boolean };
    };
    expect(answer).toMatchObject({ success: true, user: { publicId: user.publicId, isActive: false } });
    expect(socket.connected).toBe(true);
    const deleted = next(socket, 'account_deleted');
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await api.call('DELETE', `/users/${user.publicId}`, { token: admin.accessToken });
    expect(await deleted).toMatchObject({ type: 'account_deleted', userId: user.publicId });
    await closed;

    const idle = await api.signedIn();
    const idleSocket = await connect(idle.accessToken);
    const expired = next(idleSocket, 'session_expired');
    api.clock.advance(8 * 24 * 60 * 60_000);
    await api.call('POST', '/auth/refresh', { headers: { 'x-refresh-token': idle.refreshToken } });
    expect(await expired).toMatchObject({ type: 'session_expired', userId: idle.publicId });
  });
});
