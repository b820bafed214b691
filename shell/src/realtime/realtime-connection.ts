import type { io as createSocket, Socket } from 'socket.io-client';
import {
  REALTIME_BUILDS_REPORT,
  REALTIME_EVENT_TYPES,
  REALTIME_PROFILE_REQUEST,
} from '@facturador/contracts';
import {
  REALTIME_PATH,
  REALTIME_RECONNECTION_ATTEMPTS,
  REALTIME_RECONNECTION_DELAY_MAX_MS,
  REALTIME_RECONNECTION_DELAY_MS,
} from '@facturador/auth-api';
import { onRunningBuilds, runningBuilds } from '../build-versions/running-builds.ts';

/** A profile asked over the socket that is not answered by then is asked over HTTP instead. */
const PROFILE_REQUEST_TIMEOUT_MS = 5000;

export interface RealtimeHandlers {
  /** The current access token, read when (re)connecting. */
  token: () => string | null;
  onEvent: (payload: unknown) => void;
  onConnectedChange?: (connected: boolean) => void;
  /**
   * A socket connected again after this connection had been connected before (socket.io's own
   * reconnection, or a socket opened anew): the events sent while it was away were missed.
   */
  onReconnected?: () => void;
}

/** socket.io-client, loaded when first needed (tests hand in their own). */
export type LoadSocketClient = () => Promise<{ io: typeof createSocket }>;

/**
 * SPEC.md §4 and §7: the socket to the API's `/auth` namespace. Opened when the user
 * becomes authenticated and closed when not; reused while connected. socket.io-client is
 * loaded only then, so guests (the public pages) never download it.
 */
export function createRealtimeConnection(
  apiBaseUrl: string,
  handlers: RealtimeHandlers,
  loadClient: LoadSocketClient = () => import('socket.io-client'),
) {
  let socket: Socket | null = null;
  let connectedBefore = false;
  /** Whether the session still wants a socket once the library has loaded. */
  let wanted = false;
  let stopReporting: (() => void) | null = null;

  /** Tells the API which builds this tab runs (the Sistema page counts tabs per build). */
  function reportBuilds(builds: Record<string, string>): void {
    if (socket?.connected && Object.keys(builds).length > 0) socket.emit(REALTIME_BUILDS_REPORT, builds);
  }

  function connect(): void {
    wanted = true;
    if (socket?.connected || socket?.active) return;
    void loadClient().then(({ io }) => {
      if (!wanted || socket?.connected || socket?.active) return;
      open(io);
    });
  }

  function open(io: typeof createSocket): void {
    socket = io(new URL(REALTIME_PATH, apiBaseUrl).href, {
      // The handshake reads the token again on every reconnection attempt.
      auth: (callback) => callback({ token: handlers.token() }),
      transports: ['websocket', 'polling'],
      withCredentials: true,
      reconnectionDelay: REALTIME_RECONNECTION_DELAY_MS,
      reconnectionDelayMax: REALTIME_RECONNECTION_DELAY_MAX_MS,
      reconnectionAttempts: REALTIME_RECONNECTION_ATTEMPTS,
    });
    socket.on('connect', () => {
      handlers.onConnectedChange?.(true);
      if (connectedBefore) handlers.onReconnected?.();
      connectedBefore = true;
      // Each (re)connection may land on another API instance: the report goes again.
      reportBuilds(runningBuilds());
    });
    stopReporting?.();
    stopReporting = onRunningBuilds(reportBuilds);
    socket.on('disconnect', () => handlers.onConnectedChange?.(false));
    // SPEC.md §8: connection errors are only logged, and the connected flag cleared.
    socket.on('connect_error', (error) => {
      console.warn('Conexión en tiempo real fallida', error.message);
      handlers.onConnectedChange?.(false);
    });
    for (const type of REALTIME_EVENT_TYPES) socket.on(type, handlers.onEvent);
  }

  function disconnect(): void {
    wanted = false;
    stopReporting?.();
    stopReporting = null;
    socket?.disconnect();
    socket?.removeAllListeners();
    socket = null;
    handlers.onConnectedChange?.(false);
  }

  /** SPEC.md §7: the profile over the socket while it is connected; null when it is not. */
  function requestProfile(): Promise<unknown> | null {
    if (!socket?.connected) return null;
    return socket
      .timeout(PROFILE_REQUEST_TIMEOUT_MS)
      .emitWithAck(REALTIME_PROFILE_REQUEST) as Promise<unknown>;
  }

  return { connect, disconnect, requestProfile, isConnected: () => socket?.connected === true };
}

export type RealtimeConnection = ReturnType<typeof createRealtimeConnection>;
