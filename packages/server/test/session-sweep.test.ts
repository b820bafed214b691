import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RealtimeEvent } from '@facturador/contracts';
import { startApi, type TestApi } from './support/api.ts';
import { disconnected, nextEvent, socketClients } from './support/sockets.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The server's rule: a session not refreshed for 7 days expires. */
const SESSION_IDLE = 7 * DAY;

describe('expired sessions are swept', () => {
  let api: TestApi;
  let url: string;
  const sockets = socketClients();

  beforeAll(async () => {
    // One sweep an hour (of the test clock), to see that ticks and not requests drive it.
    api = await startApi({ env: { SESSION_SWEEP_INTERVAL_MS: HOUR } });
    url = await api.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    sockets.closeAll();
    await api.close();
  });

  const revokedReason = async (accessToken: string) => {
    const sessionId = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString())
      .sid as string;
    const [row] = await api.db.query<{ revoked_reason: string | null }>(
      'SELECT revoked_reason FROM sessions WHERE id = $1',
      [sessionId],
    );
    return row!.revoked_reason;
  };

  it('sends session_expired to the sockets of a session when it expires, with no request from its client', async () => {
    // The app became ready at the clock's start: sweeps fall due on the hour. Sign in at :10.
    api.clock.advance(10 * MINUTE);
    const idle = await api.signedIn();
    const idleSocket = await sockets.connect(url, idle.accessToken);
    const events: RealtimeEvent[] = [];
    idleSocket.on('session_expired', (event: RealtimeEvent) => events.push(event));
    const closed = disconnected(idleSocket);

    // Six days later someone else signs in; that session has a day left when the first expires.
    api.clock.advance(6 * DAY);
    const active = await api.signedIn();
    const activeSocket = await sockets.connect(url, active.accessToken);
    let activeTold = false;
    activeSocket.on('session_expired', () => (activeTold = true));

    // One minute short of the expiry: the sweep that runs leaves the session alone.
    api.clock.advance(SESSION_IDLE - 6 * DAY - MINUTE);
    await api.app.sessionSweep.idle();
    expect(await revokedReason(idle.accessToken)).toBeNull();

    // Expired two minutes ago, but the next sweep is not due yet (one an hour).
    api.clock.advance(3 * MINUTE);
    await api.app.sessionSweep.idle();
    expect(await revokedReason(idle.accessToken)).toBeNull();
    expect(events).toEqual([]);

    // The next tick ends it and tells its socket, then closes it.
    const expired = nextEvent(idleSocket, 'session_expired');
    api.clock.advance(HOUR);
    expect(await expired).toMatchObject({ type: 'session_expired', userId: idle.publicId });
    await closed;
    expect(await revokedReason(idle.accessToken)).toBe('expired');
    const refresh = await api.call('POST', '/auth/refresh', {
      headers: { 'x-refresh-token': idle.refreshToken },
    });
    expect(refresh.json()).toMatchObject({ code: 'SESSION_EXPIRED' });

    // The live session is untouched and its socket still answers.
    await api.app.sessionSweep.idle();
    expect(activeTold).toBe(false);
    expect(await revokedReason(active.accessToken)).toBeNull();
    expect(await activeSocket.emitWithAck('profile:get')).toMatchObject({ success: true });
    expect(events).toHaveLength(1);
  });

  it('ends every expired session of several users in one tick', async () => {
    const users = await Promise.all([api.signedIn(), api.signedIn(), api.signedIn()]);
    const connected = await Promise.all(users.map((user) => sockets.connect(url, user.accessToken)));
    const expired = connected.map((socket) => nextEvent(socket, 'session_expired'));
    api.clock.advance(SESSION_IDLE + HOUR);
    const events = await Promise.all(expired);
    expect(events.map((event) => event.userId).sort()).toEqual(users.map((user) => user.publicId).sort());
    // Nothing is left to end.
    expect(await api.app.sessionSweep.run()).toBe(0);
  });

  it('stops sweeping when the app closes', async () => {
    // Whatever the other app schedules (the sweep, billing's renewal job) it takes back.
    const before = api.clock.scheduled();
    const other = await startApi({ db: api.db, clock: api.clock, env: { SESSION_SWEEP_INTERVAL_MS: HOUR } });
    expect(api.clock.scheduled()).toBeGreaterThan(before);
    await other.app.close();
    expect(api.clock.scheduled()).toBe(before);
  });
});
