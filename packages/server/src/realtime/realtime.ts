import {
  REALTIME_NAMESPACE,
  REALTIME_PROFILE_REQUEST,
  sharedMessages,
  type RealtimeEvent,
  type RunningBuilds,
} from '@facturador/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Namespace } from 'socket.io';
import { authenticateToken } from '../auth/authenticate.ts';
import { AppError } from '../http/app-error.ts';
import { findSessionWithUser } from '../auth/sessions.ts';
import { toProfile } from '../users/user-record.ts';
import { createRedisClients } from './redis-clients.ts';
import { acceptBuildReports, runningBuilds } from './running-builds.ts';

type EventType = RealtimeEvent['type'];

/** What one API instance tells the others (never a client), by kind. */
export interface PeerMessages {
  /** These users' cached sessions and records are stale (auth/session-cache.ts); user ids. */
  forgetUsers: readonly string[];
}

/**
 * How long `toPeers` waits for the other instances to answer. One that does not (stopped,
 * cut off from Redis) delays the call this long at most; the cache's TTL covers it.
 */
export const PEER_ACK_TIMEOUT_MS = 2000;

export interface Realtime {
  /** Tells every socket of the user. */
  toUser(publicId: string, type: EventType): void;
  /** Tells every connected socket, on every instance (a change every user sees, e.g. settings). */
  toEveryone(type: EventType): void;
  /** Tells the sockets of these sessions, then closes them (ended sessions). */
  endSessions(publicId: string, sessionIds: readonly string[], type: EventType): void;
  /** Closes the sockets of these sessions without an event (a sign-out on that device). */
  closeSessions(sessionIds: readonly string[]): void;
  /** Tells every socket of the user, then closes them (deleted or deactivated accounts). */
  endUser(publicId: string, type: EventType): void;
  /**
   * Hands `payload` to the `onPeerMessage` handler of every other instance, through the Redis
   * adapter (REDIS_URL; without it there is no other instance). Resolves true once each has
   * run it, false when some did not answer within PEER_ACK_TIMEOUT_MS.
   */
  toPeers<K extends keyof PeerMessages>(kind: K, payload: PeerMessages[K]): Promise<boolean>;
  /** Runs `handler` for each `kind` message another instance sends. */
  onPeerMessage<K extends keyof PeerMessages>(kind: K, handler: (payload: PeerMessages[K]) => void): void;
  /** The builds each open signed-in tab reports it runs, from every instance (the Sistema page). */
  runningBuilds(): Promise<RunningBuilds[]>;
  /** The Redis adapter's publisher and subscriber (REDIS_URL), quit when the app closes. */
  readonly redisClients: readonly Redis[];
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** ioredis states of a connection that was up and went away. */
const LOST = new Set(['reconnecting', 'close', 'end']);

const userRoom = (publicId: string) => `user:${publicId}`;
/**
 * Where instances talk to each other, apart from the clients' namespace: the adapter counts
 * the instances that must answer by their subscriptions to it, so an instance without these
 * handlers (an older version during a deploy) is not waited for.
 */
export const PEER_NAMESPACE = '/peers';
const peerEvent = (kind: keyof PeerMessages) => `peer:${kind}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

function attachHandlers(app: FastifyInstance, namespace: Namespace, origins: readonly string[]) {
  namespace.use(async (socket, next) => {
    const origin = socket.handshake.headers.origin;
    if (!origin || !origins.includes(origin)) return next(new Error('Origen no permitido'));
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length === 0)
      return next(new Error('Token de autenticación requerido'));
    try {
      // A deactivated account stays connected: reactivation reaches it as profile_updated.
      const { user, sessionId } = await authenticateToken(app, token, { allowInactive: true });
      socket.data = { userId: user.id, publicId: user.public_id, sessionId };
      await socket.join([userRoom(user.public_id), sessionRoom(sessionId)]);
      next();
    } catch (error) {
      const failure = new Error(
        error instanceof AppError ? error.message : sharedMessages.notAuthenticated,
      ) as Error & {
        data?: unknown;
      };
      failure.data = { code: error instanceof AppError ? error.code : 'UNAUTHENTICATED' };
      next(failure);
    }
  });

  namespace.on('connection', (socket) => {
    acceptBuildReports(socket);
    socket.on(REALTIME_PROFILE_REQUEST, async (...args: unknown[]) => {
      const ack = args.find((arg): arg is (answer: unknown) => void => typeof arg === 'function');
      if (!ack) return;
      try {
        // From the database, not the session cache: this is how a socket checks its session is still live.
        const found = await findSessionWithUser(app.db, socket.data.sessionId);
        const live = found && !found.revokedAt && new Date(found.expiresAt) > app.clock.now();
        // A deactivated account keeps its session and its socket (docs/decisions/0011): it is
        // answered its profile, isActive false, as GET /users/profile answers it. Closing the
        // socket here left the tab deaf after its re-check on account_deactivated, so a later
        // deletion never reached it (the admin-users e2e flake, issue 27).
        if (!live || found.user.is_deleted) {
          ack({ success: false, code: 'SESSION_EXPIRED', message: sharedMessages.sessionExpired });
          socket.disconnect(true);
          return;
        }
        ack({ success: true, user: toProfile(found.user) });
      } catch (error) {
        app.log.error({ err: error }, 'realtime profile request failed');
        ack({ success: false, code: 'INTERNAL_ERROR', message: sharedMessages.internalError });
      }
    });
  });
}

/** Resolves true once every other instance has acknowledged, false on failure or timeout. */
async function acknowledgedByPeers(namespace: Namespace, event: string, payload: unknown): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PEER_ACK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      namespace.serverSideEmitWithAck(event, payload).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Ends a Redis connection: QUIT when it is up, a plain disconnect when it is not (or QUIT fails). */
export async function quitRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  // A client still connecting holds queued commands (the adapter's subscriptions) that a
  // disconnect would reject as "Connection is closed": let it connect first, briefly.
  if (client.status !== 'ready') await settled(client, 2000);
  // (Read again: the wait may have ended it; TypeScript's narrowing does not know.)
  if ((client.status as string) === 'end') return;
  await new Promise<void>((resolve) => {
    // A client waiting between reconnection attempts has no socket left to close, and ioredis
    // may then never emit 'end' (a shutdown hung 30 s on an unreachable Redis): stop waiting
    // after a moment, its reconnection timer is cleared by the disconnect either way.
    const timer = setTimeout(resolve, 2000);
    client.once('end', () => {
      clearTimeout(timer);
      resolve();
    });
    if (client.status === 'ready') client.quit().catch(() => client.disconnect());
    else client.disconnect();
  });
}

/** Resolves when the client is ready, fails to connect, or `ms` pass — whichever is first. */
function settled(client: Redis, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.once('ready', done);
    client.once('error', done);
  });
}

/**
 * socket.io on the API's own HTTP server, namespace /auth. With REDIS_URL the Redis adapter
 * carries events and disconnections to the sockets held by other instances.
 */
export default fp(
  async (app) => {
    const origins = app.env.CORS_ORIGINS;
    const io = new Server(app.server, {
      cors: { origin: [...origins], credentials: true },
      allowRequest: (request, callback) => {
        const origin = request.headers.origin;
        callback(null, !origin || origins.includes(origin));
      },
    });
    const redisClients: Redis[] = [];
    if (app.env.REDIS_URL) {
      const { pub, sub } = createRedisClients(app.env.REDIS_URL, app.log);
      redisClients.push(pub, sub);
      io.adapter(createAdapter(pub, sub));
    }
    const namespace = io.of(REALTIME_NAMESPACE);
    attachHandlers(app, namespace, origins);
    const peers = io.of(PEER_NAMESPACE);
    peers.use((_socket, next) => next(new Error('No disponible')));

    const event = (publicId: string, type: EventType): RealtimeEvent => ({
      type,
      timestamp: app.clock.now().getTime(),
      userId: publicId,
    });
    const endRooms = (rooms: string[], payload: RealtimeEvent) => {
      if (rooms.length === 0) return;
      namespace.to(rooms).emit(payload.type, payload);
      namespace.in(rooms).disconnectSockets(true);
    };
    app.decorate('realtime', {
      toUser: (publicId, type) => {
        namespace.to(userRoom(publicId)).emit(type, event(publicId, type));
      },
      // Not about one user: the event names none.
      toEveryone: (type) => namespace.emit(type, event('', type)),
      endSessions: (publicId, sessionIds, type) =>
        endRooms(sessionIds.map(sessionRoom), event(publicId, type)),
      closeSessions: (sessionIds) => {
        if (sessionIds.length > 0) namespace.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
      },
      endUser: (publicId, type) => endRooms([userRoom(publicId)], event(publicId, type)),
      toPeers: async (kind, payload) => {
        if (redisClients.length === 0) return true;
        // Redis lost (not merely still connecting at start): no instance can be told, so none
        // is waited for — the cache's TTL covers them (docs/decisions/0027).
        if (redisClients.some((client) => LOST.has(client.status))) return false;
        return acknowledgedByPeers(peers, peerEvent(kind), payload);
      },
      onPeerMessage: (kind, handler) => {
        peers.on(peerEvent(kind), (payload: PeerMessages[typeof kind], ack?: (answer: true) => void) => {
          handler(payload);
          ack?.(true);
        });
      },
      runningBuilds: () => runningBuilds(namespace),
      redisClients,
    } satisfies Realtime);

    const closeLocalSockets = () => {
      namespace.local.disconnectSockets(true);
      io.engine.close();
    };
    // A socket closed by the server reconnects on its own, through the proxy, to an instance
    // still listening; waiting for the drain's end would leave it deaf meanwhile.
    app.drain.onStart(closeLocalSockets);
    app.addHook('preClose', async () => closeLocalSockets());
    app.addHook('onClose', async () => {
      // Quitting the subscriber leaves the adapter: the other instances stop counting this one
      // among those that must acknowledge a peer message. Resolved once each connection has
      // ended, not merely once QUIT was answered: an open socket would keep the process (or a
      // test run) alive.
      await Promise.all(redisClients.map(quitRedis));
    });
  },
  { name: 'realtime', dependencies: ['services', 'drain'] },
);
