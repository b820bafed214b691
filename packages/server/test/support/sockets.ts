import type { RealtimeEvent } from '@facturador/contracts';
import { io, type Socket } from 'socket.io-client';

export const FRONT_END_ORIGIN = 'http://localhost:3000';

/** socket.io clients of one test file on the /auth namespace, all closed by `closeAll`. */
export function socketClients() {
  const sockets: Socket[] = [];
  return {
    /** Resolves once connected, rejects with the server's refusal. */
    connect(url: string, token: string, origin = FRONT_END_ORIGIN): Promise<Socket> {
      const socket = io(`${url}/auth`, {
        auth: { token },
        transports: ['websocket'],
        extraHeaders: { origin },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
    closeAll() {
      for (const socket of sockets) socket.disconnect();
    },
  };
}

/** The next event of this type on the socket. */
export const nextEvent = (socket: Socket, type: RealtimeEvent['type']) =>
  new Promise<RealtimeEvent>((resolve) => socket.once(type, resolve));

/** Resolves when the server closes the socket. */
export const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));
