import { errorResponseSchema } from '@facturador/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { csrfChecks } from '../../plugins/app/csrf.ts';

/** The scope an operation needs, in the OpenAPI document (`x-scope`), for readers and tests. */
export const SCOPE_EXTENSION = 'x-scope';

/**
 * Completes each /v1 operation as it is declared, from the same facts the guard acts on: the
 * key (401), the scope (403), the limit (429), the input (400) and the shared failures. It also
 * exempts the route from CSRF: a /v1 call carries its key in a header a browser never adds on
 * its own, and no cookie is read.
 */
export function documentV1Operations(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...route.config, skipCsrf: true };
    if (route.method === 'HEAD' || route.schema?.hide) return;
    const schema = (route.schema ??= {});
    if (!schema.operationId)
      throw new Error(`${String(route.method)} ${route.url}: a /v1 route names its operationId`);
    const method = String(route.method);
    const scope = route.config.scope;
    const failures: [number, string][] = [
      [
        401,
        'Clave de API ausente o inválida (API_KEY_INVALID), vencida (API_KEY_EXPIRED) o revocada (API_KEY_REVOKED)',
      ],
      [
        429,
        'La clave pasó su límite de solicitudes por minuto (RATE_LIMITED): Retry-After dice cuántos segundos esperar',
      ],
      [500, 'Error interno (INTERNAL_ERROR), sin detalles'],
      [503, 'Servicio no disponible (DATABASE_UNAVAILABLE): Retry-After dice cuántos segundos esperar'],
    ];
    if (scope) failures.push([403, `La clave no tiene el permiso «${scope}» (SCOPE_MISSING)`]);
    if (csrfChecks(method) || schema.body || schema.querystring || schema.params || schema.headers)
      failures.push([400, 'Solicitud inválida: VALIDATION_ERROR (en details, un error por campo)']);
    if (csrfChecks(method))
      failures.push(
        [413, 'Cuerpo demasiado grande (PAYLOAD_TOO_LARGE)'],
        [415, 'Tipo de contenido no admitido (UNSUPPORTED_MEDIA_TYPE)'],
      );
    const response = (schema.response ??= {}) as Record<string, unknown>;
    for (const [status, description] of failures) {
      const own = response[status];
      if (own === undefined || own === errorResponseSchema)
        response[status] = errorResponseSchema.describe(description);
    }
    schema.security = [{ apiKey: [] }];
    if (scope) (schema as Record<string, unknown>)[SCOPE_EXTENSION] = scope;
  });
}
