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
 */
export async function checkSession(): Promise<boolean | 'unreachable'> {
  const { tokens, queryClient, now } = sessionDeps();
  const startedAt = now();
  const state = sessionStore.getState();
  if (startedAt < state.authCheckBlockedUntil) return state.status === 'authenticated';
  if (!tokens.getAccessToken() && !tokens.getRefreshToken()) {
    clearSessionState();
    return false;
  }
  try {
    const profile = await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0 });
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
