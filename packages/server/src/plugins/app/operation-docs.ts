import { endpoints, errorResponseSchema } from '@facturador/contracts';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isV1Route } from '../../http/v1-routes.ts';
import { standardFailures } from './standard-failures.ts';

/** The operation's guard (`signedIn`, `admin`, `owner`) in the OpenAPI document. */
export const GUARD_EXTENSION = 'x-guard';

/** Operations the client never calls, so the contract's `endpoints` does not name them. */
const SERVER_ONLY_OPERATIONS: Record<string, string> = {
  'GET /health': 'getHealth',
  'GET /dev/outbox': 'listDevOutbox',
  // Called by payment gateways, never by the client.
  'POST /billing/webhooks/:provider': 'receiveGatewayWebhook',
};

/** Entries served only outside production (routes/index.ts registers their folder there only). */
const DEVELOPMENT_ONLY_OPERATIONS = new Set(['completeSandboxCheckout']);

/** `METHOD /path/:param` → operationId: the contract's endpoint names, one source for both sides. */
const OPERATION_IDS = new Map<string, string>([
  ...Object.entries(endpoints).map(([name, { method, path }]) => [`${method} ${path}`, name] as const),
  ...Object.entries(SERVER_ONLY_OPERATIONS),
]);

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Completes each route's OpenAPI operation as it is declared: its operationId, its security
 * and the failures the server's shared machinery answers on it (CSRF, the guards, body
 * parsing, the error handler). Done here, from the same facts that produce those answers,
 * rather than by each route: a new route is documented honestly without remembering to, and
 * a route the table does not name, or a contract entry no route serves, stops the server from
 * starting. The facts are the method,
 * the schema parts, `config.allowInactive` and the guard: route-level `onRequest`/`preValidation`
 * hooks are visible here, a folder's hooks are not, so `guardRoutes` records the folder's
 * guard on its instance (`this` below). Registered after the guards and before the routes.
 */
export default fp(
  async (app) => {
    const served = new Set<string>();
    app.addHook('onRoute', function (route: RouteOptions) {
      // /v1 documents its own operations (routes/v1/operation-docs.ts), in its own document.
      if (route.method === 'HEAD' || route.schema?.hide || isV1Route(route.url)) return;
      const [method, ...others] = asList(route.method);
      const key = `${method} ${route.url}`;
      const operationId = OPERATION_IDS.get(key);
      if (!method || others.length > 0 || !operationId) {
        throw new Error(
          `${key}: no operationId. Name it in the contract's endpoints (a call the client makes) or in SERVER_ONLY_OPERATIONS.`,
        );
      }

      const onRequest = asList(route.onRequest);
      const preValidation = asList(route.preValidation);
      const guard =
        this.routeGuard ??
        (preValidation.includes(this.requireRoles.owner)
          ? 'owner'
          : preValidation.includes(this.requireRoles.admin)
            ? 'admin'
            : onRequest.includes(this.authenticate)
              ? 'signedIn'
              : undefined);

      const schema = (route.schema ??= {});
      const response = (schema.response ??= {}) as Record<string, unknown>;
      const failures = standardFailures({
        method,
        takesInput: [schema.body, schema.querystring, schema.params, schema.headers].some(Boolean),
        guard,
        allowInactive: route.config?.allowInactive === true,
        declared: new Set(Object.keys(response).map(Number)),
      });
      for (const [status, description] of failures) {
        // A route's own error shape (e.g. the Google 400) stays; the shared one gets its description.
        const own = response[status];
        if (own === undefined || own === errorResponseSchema) {
          response[status] = errorResponseSchema.describe(description);
        }
      }
      served.add(operationId);
      schema.operationId = operationId;
      schema.security = guard ? [{ bearerAuth: [] }] : [];
      // Who may call it, for readers and for the test that tries every guarded route.
      if (guard) (schema as Record<string, unknown>)[GUARD_EXTENSION] = guard;
    });

    // The other direction: a call the client makes that no route serves stops the server too.
    app.addHook('onReady', async () => {
      const production = app.env.NODE_ENV === 'production';
      const unserved = Object.keys(endpoints).filter(
        (name) => !served.has(name) && !(production && DEVELOPMENT_ONLY_OPERATIONS.has(name)),
      );
      if (unserved.length > 0) {
        throw new Error(
          `Contract endpoints no route serves: ${unserved.join(', ')}. Serve each with contractRoute (http/contract-route.ts).`,
        );
      }
    });
  },
  { name: 'operation-docs', dependencies: ['swagger', 'csrf', 'authentication'] },
);
