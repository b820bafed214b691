import type { QueryClient } from '@tanstack/react-query';
import type { ServerProfile } from '@facturador/contracts';
import { AUTH_CHECK_RATE_LIMIT_COOLDOWN_MS } from '../constants.ts';
import { isOutage } from '../connectivity/connectivity.ts';
import { isApiError } from '../http/api-error.ts';
import { requestMessages } from '../messages.ts';
import { profileQueryOptions } from '../profile/profile-query.ts';
import { toClientUser } from './user.ts';
import { performAuthOutcome } from './auth-outcome.ts';
import { sessionDeps } from './session-deps.ts';
import { clearSessionState, sessionStore, setSessionUser } from './session-store.ts';

/**
 * Re-reads the profile through the query cache and puts it on the session. SPEC.md §4 "a
 * failed profile check clears auth" when the server refused it; a 429 instead pushes the
 * next check back 10 minutes, and an outage (no answer, a 5xx) changes nothing — the tokens
 * and the last known profile stay until the API answers (connectivity.ts retries). Truthy
 * while the session stands: true (checked) or 'unreachable' (kept unchecked).
 *
 * `fresh` is for a realtime event that announces a change: a read already in flight may have
 * been answered before that change, so it is not reused (see readProfileStartedNow).
 */
export async function checkSession({ fresh = false } = {}): Promise<boolean | 'unreachable'> {
  const { tokens, queryClient, now } = sessionDeps();
  const startedAt = now();
  const state = sessionStore.getState();
  if (startedAt < state.authCheckBlockedUntil) return state.status === 'authenticated';
  if (!tokens.getAccessToken() && !tokens.getRefreshToken()) {
    clearSessionState();
    return false;
  }
  try {
    const profile = fresh
      ? await readProfileStartedNow(queryClient)
      : await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
    setSessionUser(toClientUser(profile), now());
    return true;
  } catch (error) {
    if (isApiError(error) && error.statusCode === 429) {
      const blockedUntil =
        Math.max(startedAt, sessionStore.getState().authCheckBlockedUntil) +
        AUTH_CHECK_RATE_LIMIT_COOLDOWN_MS;
      sessionStore.setState({
        authCheckBlockedUntil: blockedUntil,
        error: requestMessages.authCheckRateLimit,
      });
      return sessionStore.getState().status === 'authenticated';
    }
    if (isOutage(error)) return 'unreachable';
    performAuthOutcome({
      kind: 'sign-out',
      reason: isApiError(error) ? error.message : null,
      redirectTo: null,
    });
    return false;
  }
}

/**
 * A profile read that starts now. The one in flight, if any, is cancelled silently: TanStack
 * Query then hands its callers this read's answer instead, so nobody is left with a profile
 * from before the change (a role granted while the page's own check was on its way came back
 * as the old roles, and the menu never showed it).
 */
function readProfileStartedNow(queryClient: QueryClient): Promise<ServerProfile> {
  const options = queryClient.defaultQueryOptions({ ...profileQueryOptions(), staleTime: 0 });
  const query = queryClient.getQueryCache().build(queryClient, options);
  if (query.state.fetchStatus !== 'idle') void query.cancel({ silent: true });
  return query.fetch(options);
}
