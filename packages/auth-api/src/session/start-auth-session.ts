import type { QueryClient } from '@tanstack/react-query';
import { endpoints, ROUTE_PATHS, USER_NOT_FOUND_PATH } from '@facturador/contracts';
import { SESSION_RECHECK_INTERVAL_MS } from '../constants.ts';
import { ApiError } from '../http/api-error.ts';
import { createHttpClient } from '../http/http-client.ts';
import { requestMessages, toastTitles } from '../messages.ts';
import { createRealtimeEventFilter } from '../realtime/event-rules.ts';
import { createLiveRefresh } from '../realtime/live-refresh.ts';
import { storeSession } from '../auth/store-session.ts';
import { createCrossTabSync, type ChannelFactory } from '../sync/cross-tab.ts';
import { createTokenSync } from '../sync/token-sync.ts';
import { createOutageMonitor } from '../connectivity/connectivity.ts';
import { createTokenRefresher, startRefreshScheduler } from '../tokens/token-refresher.ts';
import { cookieTokenStore, type TokenStore } from '../tokens/token-storage.ts';
import { performAuthOutcome } from './auth-outcome.ts';
import { homePathFor } from './route-access.ts';
import { GUEST_ONLY_PATHS } from '@facturador/contracts';
import { checkSession } from './check-session.ts';
import { initializeSession } from './initialize.ts';
import { setSessionDeps, type SessionDeps } from './session-deps.ts';
import { sessionStore } from './session-store.ts';

/** What the shell gives the package at boot. */
export interface AuthSessionConfig {
  apiBaseUrl: string;
  authSyncUrl?: string | null;
  /** The one cache of the suite; the shell creates it. */
  queryClient: QueryClient;
  currentPath?: () => string;
  profileOverSocket?: () => Promise<unknown> | null;
  tokens?: TokenStore;
  channelFactory?: ChannelFactory;
  now?: () => number;
  /** The API answers again after an outage (the shell reopens the socket with a fresh token). */
  onServerBack?: () => void;
}

/**
 * Wires the session's units together once (the package is a federated singleton, so every
 * remote's calls go through this session) and starts watching the tokens. Returns the way
 * to stop everything it started.
 */
export function startAuthSession(config: AuthSessionConfig): { stop(): void } {
  const now = config.now ?? Date.now;
  const tokens = config.tokens ?? cookieTokenStore();

  const refresher = createTokenRefresher({
    now,
    onSessionLost: () =>
      performAuthOutcome({ kind: 'sign-out', reason: requestMessages.sessionExpired, redirectTo: null }),
    async callRefresh() {
      const refreshToken = tokens.getRefreshToken();
      if (!refreshToken) throw new ApiError(requestMessages.authTokenRequired, 401);
      const answer = await client.call(endpoints.refresh, { headers: { 'X-Refresh-Token': refreshToken } });
      storeSession(answer.access_token, answer.refresh_token, answer.user);
    },
  });

  const outage = createOutageMonitor({
    // With a session, the probe is the profile check itself: the API is back when it can
    // answer for the session, not merely when a proxy answers.
    probe: () =>
      (tokens.getAccessToken() || tokens.getRefreshToken()) &&
      now() >= sessionStore.getState().authCheckBlockedUntil
        ? checkSession()
        : client.call(endpoints.csrfToken),
    onRecovered: () => {
      void config.queryClient.invalidateQueries({ type: 'active' });
      config.onServerBack?.();
    },
  });

  const client = createHttpClient(config.apiBaseUrl, {
    tokens,
    now,
    connectivity: outage,
    refresh: () => refresher.refresh(),
    onSessionRejected(error) {
      if (error.code === 'USER_NOT_FOUND') {
        const message = requestMessages.userNotFound;
        performAuthOutcome({
          kind: 'sign-out',
          reason: message,
          redirectTo: USER_NOT_FOUND_PATH,
          toast: { type: 'error', title: toastTitles.error, message },
          tellOtherTabs: true,
        });
        return;
      }
      performAuthOutcome({ kind: 'sign-out', reason: requestMessages.authTokenRequired, redirectTo: null });
    },
  });

  const crossTab = createCrossTabSync(
    {
      onLogin: () => {
        void initializeSession().then((result) => {
          const path = deps.currentPath().split('?')[0] ?? '';
          if (result.authenticated && GUEST_ONLY_PATHS.includes(path))
            performAuthOutcome({
              kind: 'redirect',
              to: homePathFor(sessionStore.getState().user?.roles ?? []),
            });
        });
      },
      onLogout: () => performAuthOutcome({ kind: 'sign-out', reason: null, redirectTo: ROUTE_PATHS.login }),
    },
    config.channelFactory,
  );

  const deps: SessionDeps = {
    client,
    tokens,
    refresher,
    queryClient: config.queryClient,
    crossTab,
    tokenSync: createTokenSync(config.authSyncUrl),
    realtimeFilter: createRealtimeEventFilter(now),
    liveRefresh: createLiveRefresh(config.queryClient, { now }),
    now,
    currentPath: config.currentPath ?? (() => `${window.location.pathname}${window.location.search}`),
    profileOverSocket: config.profileOverSocket ?? (() => null),
  };
  setSessionDeps(deps);

  const stops: (() => void)[] = [() => crossTab.close(), () => outage.stop(), () => deps.liveRefresh.stop()];
  if (typeof window !== 'undefined') {
    stops.push(startRefreshScheduler({ refresher, tokens, now }));
    const recheck = setInterval(() => {
      if (sessionStore.getState().status === 'authenticated') void checkSession();
    }, SESSION_RECHECK_INTERVAL_MS);
    stops.push(() => clearInterval(recheck));
  }
  return {
    stop() {
      for (const stop of stops.splice(0)) stop();
      setSessionDeps(null);
    },
  };
}
