import { describe, expect, it } from '@jest/globals';
import type { io as createSocket } from 'socket.io-client';
import { createRealtimeConnection, type LoadSocketClient } from '../src/realtime/realtime-connection.ts';

/** A socket.io client that connects when the test says so, and counts the sockets it opened. */
function fakeClient() {
  type Listener = (...args: unknown[]) => void;
  const sockets: { connected: boolean; active: boolean; fire(event: string): void }[] = [];
  const io = () => {
    const listeners = new Map<string, Listener[]>();
    const socket = {
      connected: false,
      active: true,
      on(event: string, listener: Listener) {
        listeners.set(event, [...(listeners.get(event) ?? []), listener]);
        return socket;
      },
      emit: () => socket,
      disconnect() {
        socket.connected = false;
        socket.active = false;
        return socket;
      },
      removeAllListeners() {
        listeners.clear();
        return socket;
      },
      fire(event: string) {
        socket.connected = event === 'connect';
        for (const listener of listeners.get(event) ?? []) listener();
      },
    };
    sockets.push(socket);
    return socket;
  };
  const load: LoadSocketClient = async () => ({ io: io as unknown as typeof createSocket });
  return { sockets, load, opened: () => sockets.at(-1)! };
}

/** Lets the dynamic load of the client settle. */
const loaded = () => new Promise<void>((resolve) => queueMicrotask(() => queueMicrotask(resolve)));

describe('the realtime connection', () => {
  it('says nothing was missed on its first connection, and that events may have been on each one after', async () => {
    const client = fakeClient();
    let reconnections = 0;
    const realtime = createRealtimeConnection(
      'http://api.test',
      { token: () => 'token', onEvent: () => undefined, onReconnected: () => reconnections++ },
      client.load,
    );
    realtime.connect();
    await loaded();
    client.opened().fire('connect');
    expect(realtime.isConnected()).toBe(true);
    expect(reconnections).toBe(0);

    // socket.io's own reconnection after the server went away.
    client.opened().fire('disconnect');
    client.opened().fire('connect');
    expect(reconnections).toBe(1);

    // A socket opened anew (after an outage, or another sign-in) has missed events too.
    realtime.disconnect();
    realtime.connect();
    await loaded();
    expect(client.sockets).toHaveLength(2);
    client.opened().fire('connect');
    expect(reconnections).toBe(2);
  });

  it('keeps the socket it has while it is connected', async () => {
    const client = fakeClient();
    const realtime = createRealtimeConnection(
      'http://api.test',
      { token: () => 'token', onEvent: () => undefined },
      client.load,
    );
    realtime.connect();
    await loaded();
    client.opened().fire('connect');
    realtime.connect();
    await loaded();
    expect(client.sockets).toHaveLength(1);
  });
});
