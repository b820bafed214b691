import { ROUTE_PATHS } from '@facturador/contracts';
import { SESSION_STALE_AFTER_MS } from '../constants.ts';
import { isTokenUsable } from '../tokens/token-storage.ts';
import { performAuthOutcome } from './auth-outcome.ts';
import { checkSession } from './check-session.ts';
import { sessionDeps } from './session-deps.ts';
import { clearSessionState, sessionStore } from './session-store.ts';

/** Signed in; signed out (go to login); or not known yet because the API did not answer. */
export type CheckResult =
  | { authenticated: true }
  | { authenticated: false; redirectTo: string }
  | { authenticated: false; unreachable: true };

const UNAUTHENTICATED: CheckResult = { authenticated: false, redirectTo: ROUTE_PATHS.login };
const AUTHENTICATED: CheckResult = { authenticated: true };
const UNREACHABLE: CheckResult = { authenticated: false, unreachable: true };

/** SPEC.md §4: on startup, with tokens, load the profile (again only if older than 900 s). */
export async function initializeSession(): Promise<CheckResult> {
  const { tokens, refresher, now } = sessionDeps();
  const access = tokens.getAccessToken();
  const refresh = tokens.getRefreshToken();
  if (!access && !refresh) {
    clearSessionState();
    return UNAUTHENTICATED;
  }
  if (!isTokenUsable(access, now())) {
    const refreshed = refresh ? await refresher.refresh() : 'rejected';
    // No answer: keep the tokens and try again when the API is back (connectivity.ts).
    if (refreshed === 'unreachable') return UNREACHABLE;
    if (refreshed === 'rejected') {
      performAuthOutcome({ kind: 'sign-out', reason: null, redirectTo: null });
      return UNAUTHENTICATED;
    }
    return AUTHENTICATED;
  }
  const { user, lastCheckedAt } = sessionStore.getState();
  if (user && lastCheckedAt !== null && now() - lastCheckedAt <= SESSION_STALE_AFTER_MS) return AUTHENTICATED;
  const checked = await checkSession();
  if (checked === 'unreachable') return user ? AUTHENTICATED : UNREACHABLE;
  return checked ? AUTHENTICATED : UNAUTHENTICATED;
}
