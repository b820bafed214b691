import { GUEST_ONLY_PATHS, ROUTE_PATHS } from '@facturador/contracts';
import { ADMIN_ROLES, hasAnyRole, OWNER_ROLES, type RoleName } from '../roles/roles.ts';
import { accountStatus, ROUTES, type AccountStatusId } from './account-status.ts';
import type { ClientUser } from './user.ts';

/** What the router does with a path: let it render, or go elsewhere. */
export type RouteDecision = { allow: true } | { allow: false; redirectTo: string };

/** SPEC.md §2 and §6: protected prefixes and the roles each requires (empty: login only). */
export const PROTECTED_ROUTES: readonly { prefix: string; roles: readonly RoleName[] }[] = [
  { prefix: ROUTE_PATHS.app, roles: [] },
  { prefix: ROUTE_PATHS.admin, roles: ADMIN_ROLES },
  { prefix: ROUTE_PATHS.adminPaymentGateways, roles: OWNER_ROLES },
];

export const GUEST_ONLY_ROUTES: readonly string[] = GUEST_ONLY_PATHS;

/** Pages reachable only in the matching account state. */
export const STATE_ONLY_ROUTES: Readonly<Record<string, AccountStatusId>> = {
  [ROUTES.accountDeleted]: 'account_deleted',
  [ROUTES.accountDisabledState]: 'inactive',
};

function pathOnly(location: string): string {
  const path = location.split(/[?#]/)[0] || '/';
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
    if (underPrefix(path, route.prefix) && (!best || route.prefix.length > best.prefix.length)) best = route;
  }
  return best;
}

const allow: RouteDecision = { allow: true };

function redirect(location: string, to: string): RouteDecision {
  // Never redirect a path onto itself.
  return pathOnly(location) === pathOnly(to) ? allow : { allow: false, redirectTo: to };
}

/** SPEC.md §4 and §6: may this user open this path, and where to go if not. */
export function decideRouteAccess(location: string, user: ClientUser | null): RouteDecision {
  const path = pathOnly(location);
  const status = accountStatus(user);

  const onlyFor = STATE_ONLY_ROUTES[path];
  if (onlyFor) return onlyFor === status.id ? allow : redirect(location, status.route);

  if (GUEST_ONLY_ROUTES.includes(path)) {
    return user ? redirect(location, status.route) : allow;
  }

  const route = matchProtectedRoute(path);
  if (!route) return allow;
  if (!status.mayUseApp) return redirect(location, status.route);
  if (!hasAnyRole(user?.roles ?? [], route.roles)) return redirect(location, status.route);
  return allow;
}
