import { ROUTE_PATHS } from '@facturador/contracts';
import { SESSION_STALE_AFTER_MS } from '../constants.ts';
import { isTokenUsable } from '../tokens/token-storage.ts';
import { performAuthOutcome } from './auth-outcome.ts';
import { checkSession } from './check-session.ts';
import { sessionDeps } from './session-deps.ts';
import { clearSessionState, sessionStore } from './session-store.ts';

export type CheckResult = { authenticated: true } | { authenticated: false; redirectTo: string };

const UNAUTHENTICATED: CheckResult = { authenticated: false, redirectTo: ROUTE_PATHS.login };
const AUTHENTICATED: CheckResult = { authenticated: true };

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
    if (!refresh || !(await refresher.refresh())) {
      performAuthOutcome({ kind: 'sign-out', reason: null, redirectTo: null });
      return UNAUTHENTICATED;
    }
    return AUTHENTICATED;
  }
  const { user, lastCheckedAt } = sessionStore.getState();
  if (user && lastCheckedAt !== null && now() - lastCheckedAt <= SESSION_STALE_AFTER_MS) return AUTHENTICATED;
  return (await checkSession()) ? AUTHENTICATED : UNAUTHENTICATED;
}
