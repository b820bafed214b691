import { ADMIN_ROLES } from '@facturador/contracts';
import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
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
    requireAdminArea: preHandlerHookHandler;
    /** Set by `guardRoutes` on a guarded folder's instance; unset elsewhere. */
    routeGuard?: RouteGuard;
  }
}

/** Who may call a guarded folder's routes: anyone signed in, or the admin area's roles. */
export type RouteGuard = 'signedIn' | 'admin';

/**
 * Guards every route the calling folder declares. The guard is also recorded on the folder's
 * instance: a folder's hooks are invisible to `onRoute`, and the OpenAPI document
 * (plugins/app/operation-docs.ts) must say which routes need a token and what they answer.
 */
export function guardRoutes(app: FastifyInstance, guard: RouteGuard): void {
  app.decorate('routeGuard', guard);
  app.addHook('onRequest', app.authenticate);
  if (guard === 'admin') app.addHook('preHandler', app.requireAdminArea);
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

    app.decorate('requireAdminArea', async function (request) {
      if (!ADMIN_ROLES.some((role) => hasRole(request.auth.user, role))) {
        throw new AppError(403, 'FORBIDDEN', AUTH_MESSAGES.forbidden);
      }
    } as preHandlerHookHandler);
  },
  { name: 'authentication', dependencies: ['services', 'cookie'] },
);
