import {
  cookieTokenStore,
  handleRealtimeEvent,
  initializeSession,
  loadPublicSettings,
  onAuthOutcome,
  sessionStore,
  shouldConnectRealtime,
  startAuthSession,
} from '@facturador/auth-api';
import type { RuntimeConfig } from '@facturador/contracts';
import { router } from '../app/router.ts';
import { queryClient } from '../query/query-client.ts';
import { createRealtimeConnection } from '../realtime/realtime-connection.ts';
import { realtimeStatus } from '../realtime/realtime-status.ts';
import { createAuthOutcomePerformer } from './perform-auth-outcome.ts';

/**
 * Starts the session the whole suite shares: the outcome performer (navigation through the
 * shell's router), the auth session and its first check, and the socket that follows the
 * authenticated state.
 */
export function startSession(config: RuntimeConfig): void {
  // flushSync: the new page is rendered before the promise resolves (not in a transition), so
  // what the performer does next meets the route guard on that page.
  onAuthOutcome(createAuthOutcomePerformer((to) => router.navigate(to, { replace: true, flushSync: true })));
  const tokens = cookieTokenStore();
  const realtime = createRealtimeConnection(config.apiBaseUrl, {
    token: () => tokens.getAccessToken(),
    onEvent: (payload) => void handleRealtimeEvent(payload),
    onConnectedChange: (connected) => {
      realtimeStatus.setState({ connected });
      // A settings change announced while the socket was down is picked up on reconnection.
      if (connected) void loadPublicSettings();
    },
    // Events carry no data, only that something changed: what changed while the socket was
    // away is read again, as after an outage.
    onReconnected: () => void queryClient.invalidateQueries({ type: 'active' }),
  });
  startAuthSession({
    apiBaseUrl: config.apiBaseUrl,
    authSyncUrl: config.authSyncUrl,
    queryClient,
    tokens,
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    profileOverSocket: () => realtime.requestProfile(),
    // After an outage the socket may have given up its reconnection attempts: open it again
    // (each attempt reads the current token). A socket that is connected is left alone — the
    // events sent while a replacement connected were lost (a live-refresh e2e flake).
    onServerBack: () => {
      if (realtime.isConnected()) return;
      realtime.disconnect();
      follow(sessionStore.getState());
    },
  });

  const follow = (state: ReturnType<typeof sessionStore.getState>) =>
    shouldConnectRealtime(state) ? realtime.connect() : realtime.disconnect();
  sessionStore.subscribe(follow);
  follow(sessionStore.getState());

  void initializeSession();
  // Configuración del sistema (support contacts, sign-up, maintenance notice…) for every page.
  void loadPublicSettings();
}
