import { STAY, type AuthOutcome } from './auth-outcome.ts';
import { decideRouteAccess } from './route-access.ts';
import { sessionDeps } from './session-deps.ts';
import { sessionStore } from './session-store.ts';

/** After the account changed (profile update, verification): leave a route it may no longer use. */
export function routeOutcome(): AuthOutcome {
  const decision = decideRouteAccess(sessionDeps().currentPath(), sessionStore.getState().user);
  return decision.allow ? STAY : { kind: 'redirect', to: decision.redirectTo };
}
