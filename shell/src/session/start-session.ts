import {
  cookieTokenStore,
  handleRealtimeEvent,
  initializeSession,
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
  onAuthOutcome(createAuthOutcomePerformer((to) => void router.navigate(to, { replace: true })));
  const tokens = cookieTokenStore();
  const realtime = createRealtimeConnection(config.apiBaseUrl, {
    token: () => tokens.getAccessToken(),
    onEvent: (payload) => void handleRealtimeEvent(payload),
    onConnectedChange: (connected) => realtimeStatus.setState({ connected }),
  });
  startAuthSession({
    apiBaseUrl: config.apiBaseUrl,
    authSyncUrl: config.authSyncUrl,
    queryClient,
    tokens,
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    profileOverSocket: () => realtime.requestProfile(),
  });

  const follow = (state: ReturnType<typeof sessionStore.getState>) =>
    shouldConnectRealtime(state) ? realtime.connect() : realtime.disconnect();
  sessionStore.subscribe(follow);
  follow(sessionStore.getState());

  void initializeSession();
}
