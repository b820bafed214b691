import { GUEST_ONLY_PATHS, ROUTE_PATHS } from '@facturador/contracts';
import { ADMIN_ROLES, hasAnyRole, OWNER_ROLES, type RoleName } from '../roles/roles.ts';
import { accountStatus, ROUTES, type AccountStatusId } from './account-status.ts';
import type { ClientUser } from './user.ts';

/**
 * What the router does with a path: let it render, go elsewhere, or show the 403 page — a
 * signed-in user whose roles do not reach the page keeps their place and learns why.
 */
export type RouteDecision =
  { allow: true } | { allow: false; redirectTo: string } | { allow: false; forbidden: true };

/** SPEC.md §2 and §6: protected prefixes and the roles each requires (empty: login only). */
export const PROTECTED_ROUTES: readonly { prefix: string; roles: readonly RoleName[] }[] = [
  { prefix: ROUTE_PATHS.app, roles: [] },
  { prefix: ROUTE_PATHS.admin, roles: ADMIN_ROLES },
  { prefix: ROUTE_PATHS.adminPaymentGateways, roles: OWNER_ROLES },
];

/**
 * Where a sign-in lands when no page asked for it: the owner and administrators on the admin
 * Resumen, which is their work (issue 28, item 11; decision 0035); everyone else on /app.
 */
export function homePathFor(roles: readonly string[]): string {
  return hasAnyRole(roles, ADMIN_ROLES) ? ROUTE_PATHS.admin : ROUTE_PATHS.app;
}

/** Pages reachable only in the matching account state. */
export const STATE_ONLY_ROUTES: Readonly<Record<string, AccountStatusId>> = {
  [ROUTES.accountDeleted]: 'account_deleted',
  [ROUTES.accountDisabledState]: 'inactive',
};

// The path without query, hash or trailing slashes. '' and '/' both stand for the root, which no
// rule names, so mutants that turn one into the other cannot be told apart.
function pathOnly(location: string): string {
  // Stryker disable next-line StringLiteral: '' and '/' are alike here (see above)
  const path = location.split(/[?#]/)[0] || '/';
  // Stryker disable next-line ConditionalExpression,EqualityOperator: only '' and '/' are this short
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The longest protected prefix that matches, or null (unmatched paths are unrestricted). */
export function matchProtectedRoute(location: string): { prefix: string; roles: readonly RoleName[] } | null {
  const path = pathOnly(location);
  let best: { prefix: string; roles: readonly RoleName[] } | null = null;
  for (const route of PROTECTED_ROUTES) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: PROTECTED_ROUTES goes short to long
    if (underPrefix(path, route.prefix) && (!best || route.prefix.length > best.prefix.length)) best = route;
  }
  return best;
}

const allow: RouteDecision = { allow: true };
const forbidden: RouteDecision = { allow: false, forbidden: true };

function redirect(location: string, to: string): RouteDecision {
  // Never redirect a path onto itself. Of today's pages only a state-only one is the route of
  // its state, and decideRouteAccess allows it before coming here: the guard is never reached.
  // Stryker disable next-line ConditionalExpression: unreachable today (see above)
  return pathOnly(location) === pathOnly(to) ? allow : { allow: false, redirectTo: to };
}

/** SPEC.md §4 and §6: may this user open this path, and where to go if not. */
export function decideRouteAccess(location: string, user: ClientUser | null): RouteDecision {
  const path = pathOnly(location);
  const status = accountStatus(user);

  const onlyFor = STATE_ONLY_ROUTES[path];
  // A page of the user's own state is that state's route, which redirect() allows as well.
  // Stryker disable next-line ConditionalExpression: same outcome either way (see above)
  if (onlyFor) return onlyFor === status.id ? allow : redirect(location, status.route);

  if (GUEST_ONLY_PATHS.includes(path)) {
    return user ? redirect(location, status.route) : allow;
  }

  const route = matchProtectedRoute(path);
  if (!route) return allow;
  if (!status.mayUseApp) return redirect(location, status.route);
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: a state that may use /app has a user
  if (!hasAnyRole(user?.roles ?? [], route.roles)) return forbidden;
  return allow;
}
