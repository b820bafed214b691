import { ADMIN_ROLES, OWNER_ROLES, type RoleName } from '@facturador/contracts';
import type { FastifyInstance, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { authenticateToken, bearerToken, type AuthContext } from '../../auth/authenticate.ts';
import { AUTH_MESSAGES } from '../../auth/messages.ts';
import { AppError } from '../../http/app-error.ts';
import { hasRole } from '../../users/user-record.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; routes in guarded folders can rely on it. */
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** The route also serves a deactivated account (see AuthenticateOptions). */
    allowInactive?: boolean;
  }
  interface FastifyInstance {
    authenticate: onRequestHookHandler;
    /** The role checks of the `admin` and `owner` guards. */
    requireRoles: Record<RoleGuard, preValidationHookHandler>;
    /** Set by `guardRoutes` on a guarded folder's instance; unset elsewhere. */
    routeGuard?: RouteGuard;
  }
}

/**
 * Who may call a guarded folder's routes (SPEC.md §6): anyone signed in, the admin area's roles
 * (owner and administrator), or the owner alone (payment gateways).
 */
export type RouteGuard = 'signedIn' | 'admin' | 'owner';
export type RoleGuard = Exclude<RouteGuard, 'signedIn'>;

/** The roles each role guard lets through: one of them is enough. */
export const GUARD_ROLES: Readonly<Record<RoleGuard, readonly RoleName[]>> = {
  admin: ADMIN_ROLES,
  owner: OWNER_ROLES,
};

/**
 * Guards every route the calling folder declares. The guard is also recorded on the folder's
 * instance: a folder's hooks are invisible to `onRoute`, and the OpenAPI document
 * (plugins/app/operation-docs.ts) must say which routes need a token and what they answer.
 * The token is checked on request and the role before validation: a guest gets 401 and a
 * wrong role 403 whatever the body, so a refused caller learns nothing about the schema.
 */
export function guardRoutes(app: FastifyInstance, guard: RouteGuard): void {
  app.decorate('routeGuard', guard);
  app.addHook('onRequest', app.authenticate);
  if (guard !== 'signedIn') app.addHook('preValidation', app.requireRoles[guard]);
}

/** The guards a route folder adds as hooks (fastify/demo: a guarded folder guards its routes). */
export default fp(
  async (app) => {
    app.decorateRequest('auth', null as unknown as AuthContext);

    app.decorate('authenticate', async function (request) {
      const token = bearerToken(request.headers.authorization, request.cookies.access_token);
      if (!token) throw new AppError(401, 'UNAUTHENTICATED', AUTH_MESSAGES.tokenRequired);
      request.auth = await authenticateToken(app, token, {
        allowInactive: request.routeOptions.config.allowInactive === true,
      });
    } as onRequestHookHandler);

    const requireOneOf = (roles: readonly RoleName[]): preValidationHookHandler =>
      async function (request) {
        if (!roles.some((role) => hasRole(request.auth.user, role))) {
          throw new AppError(403, 'FORBIDDEN', AUTH_MESSAGES.forbidden);
        }
      };
    app.decorate('requireRoles', {
      admin: requireOneOf(GUARD_ROLES.admin),
      owner: requireOneOf(GUARD_ROLES.owner),
    });
  },
  { name: 'authentication', dependencies: ['services', 'cookie'] },
);
