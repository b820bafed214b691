import type { RouteGuard } from './authentication.ts';
import { csrfChecks } from './csrf.ts';

/** What decides which failures an operation can answer besides its own. */
export interface OperationFacts {
  method: string;
  /** The route validates a body, a query, path parameters or headers. */
  takesInput: boolean;
  guard: RouteGuard | undefined;
  /** The guard lets a deactivated account through (`config.allowInactive`). */
  allowInactive: boolean;
  /** Statuses the route declares itself. */
  declared: ReadonlySet<number>;
}

/** Descriptions of the failures whose wording does not depend on the route. */
const DESCRIPTIONS: Record<number, string> = {
  400: 'Solicitud inválida: VALIDATION_ERROR (en details, un error por campo) u otro código de la operación',
  404: 'No encontrado (NOT_FOUND)',
  409: 'En conflicto con el estado actual (CONFLICT)',
  413: 'Cuerpo demasiado grande (PAYLOAD_TOO_LARGE)',
  415: 'Tipo de contenido no admitido (UNSUPPORTED_MEDIA_TYPE)',
  429: 'Demasiados intentos (RATE_LIMITED): Retry-After dice cuántos segundos esperar',
  500: 'Error interno (INTERNAL_ERROR), sin detalles',
  503: 'Servicio no disponible',
};

const DATABASE_UNAVAILABLE =
  'Servicio no disponible: DATABASE_UNAVAILABLE mientras la base de datos no responde; Retry-After dice cuántos segundos esperar';

/**
 * The failures an operation can answer because of what it is, with their descriptions, derived
 * from the same facts that make the server answer them:
 * - 400 when it validates input, and on every method with a body (a malformed JSON body is
 *   refused before any schema runs); 413 and 415 on those too (Fastify's body parsers);
 * - 401 and 403 ACCOUNT_INACTIVE behind the authentication guard, 403 FORBIDDEN behind the
 *   admin and owner guards, 403 CSRF_INVALID on every method the CSRF check covers;
 * - 500 everywhere, and 503 DATABASE_UNAVAILABLE (the database restarting or failing over).
 * 429 is not derivable: a route that limits declares it (the document adds Retry-After).
 */
export function standardFailures(facts: OperationFacts): Map<number, string> {
  const { method, takesInput, guard, allowInactive, declared } = facts;
  const hasBody = csrfChecks(method);
  const failures = new Map<number, string>();

  if (takesInput || hasBody || declared.has(400)) failures.set(400, DESCRIPTIONS[400]!);
  if (guard) {
    failures.set(401, 'Sin sesión válida: UNAUTHENTICATED, SESSION_EXPIRED o USER_NOT_FOUND');
  } else if (declared.has(401)) {
    failures.set(401, 'No autenticado: el código dice por qué');
  }

  const forbidden = [
    hasBody && 'CSRF_INVALID: falta el token CSRF (cabecera X-CSRF-Token y su cookie) o no es válido',
    guard && !allowInactive && 'ACCOUNT_INACTIVE: la cuenta está desactivada',
    (guard === 'admin' || guard === 'owner' || declared.has(403)) &&
      'FORBIDDEN: el usuario no puede hacer esta operación',
  ].filter((reason) => typeof reason === 'string');
  if (forbidden.length > 0) failures.set(403, `Prohibido. ${forbidden.join('; ')}`);

  if (hasBody) {
    failures.set(413, DESCRIPTIONS[413]!);
    failures.set(415, DESCRIPTIONS[415]!);
  }
  failures.set(500, DESCRIPTIONS[500]!);
  // Any operation may meet the database restarting (db/database-unavailable.ts).
  failures.set(503, DATABASE_UNAVAILABLE);
  for (const status of declared) {
    const description = DESCRIPTIONS[status];
    if (description && !failures.has(status)) failures.set(status, description);
  }
  return failures;
}
