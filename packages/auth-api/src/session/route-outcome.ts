import { ROUTE_PATHS } from '@facturador/contracts';
import { STAY, type AuthOutcome } from './auth-outcome.ts';
import { decideRouteAccess } from './route-access.ts';
import { sessionDeps } from './session-deps.ts';
import { sessionStore } from './session-store.ts';

/** After the account changed (profile update, verification): leave a route it may no longer use. */
export function routeOutcome(): AuthOutcome {
  const decision = decideRouteAccess(sessionDeps().currentPath(), sessionStore.getState().user);
  if (decision.allow) return STAY;
  // Roles taken away while on their page: home, not a 403 for a page the user was just using.
  return { kind: 'redirect', to: 'redirectTo' in decision ? decision.redirectTo : ROUTE_PATHS.app };
}
