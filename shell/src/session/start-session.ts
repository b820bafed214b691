import { configureAuthApi, sessionStore, shouldConnectRealtime } from '@facturador/auth-api';
import type { RuntimeConfig } from '@facturador/contracts';
import { router } from '../app/router.ts';
import { createRealtimeConnection } from '../realtime/realtime-connection.ts';
import { realtimeStatus } from '../realtime/realtime-status.ts';

/**
 * Starts the session the whole suite shares: the auth runtime (navigation through the
 * shell's router), its first check, and the socket that follows the authenticated state.
 */
export function startSession(config: RuntimeConfig): void {
  const realtime = createRealtimeConnection(config.apiBaseUrl, {
    token: () => auth.tokens.getAccessToken(),
    onEvent: (payload) => void auth.handleRealtimeEvent(payload),
    onConnectedChange: (connected) => realtimeStatus.setState({ connected }),
  });
  const auth = configureAuthApi({
    apiBaseUrl: config.apiBaseUrl,
    authSyncUrl: config.authSyncUrl,
    navigate: (to) => void router.navigate(to, { replace: true }),
    disconnectRealtime: () => realtime.disconnect(),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
  });

  const follow = (state: ReturnType<typeof sessionStore.getState>) =>
    shouldConnectRealtime(state) ? realtime.connect() : realtime.disconnect();
  sessionStore.subscribe(follow);
  follow(sessionStore.getState());

  void auth.initialize();
}
