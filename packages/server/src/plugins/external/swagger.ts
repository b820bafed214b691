import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import packageJson from '../../../package.json' with { type: 'json' };
import { isV1Route } from '../../http/v1-routes.ts';
import { v1OpenApi } from '../../http/v1-openapi.ts';

type Transform = typeof jsonSchemaTransform;

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of /v1 (issue 30), served at /v1/openapi.json. */
    v1Swagger: FastifyInstance['swagger'];
  }
}

/** What the error handler sends with every 429 (plugins/app/error-handler.ts). */
const RETRY_AFTER = {
  type: 'integer',
  minimum: 1,
  description: 'Segundos que hay que esperar antes de volver a intentarlo',
};

/**
 * The zod schemas in JSON Schema, and `Retry-After` on every 429: a zod response schema
 * describes the body only, and @fastify/swagger reads a response's headers from `headers`.
 */
const transform: Transform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const response = transformed.schema?.response as Record<string, Record<string, unknown>> | undefined;
  const tooManyRequests = response?.['429'];
  if (tooManyRequests) tooManyRequests.headers = { 'Retry-After': RETRY_AFTER };
  return transformed;
};

/** Each document keeps only its own routes: the session API's, or /v1's. */
const only =
  (wanted: (url: string) => boolean, then: Transform): Transform =>
  (document) =>
    wanted(document.url) ? then(document) : { schema: { ...document.schema, hide: true }, url: document.url };

/** Registered before any route so that every route's zod schemas enter an OpenAPI document. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Facturador API',
          version: packageJson.version,
          description:
            'API de Facturador. Cada POST, PUT, PATCH y DELETE lleva el token de GET /csrf/token en X-CSRF-Token. La API para ERP y puntos de venta, con claves de API, está en /v1/docs.',
        },
        // The API has no public address of its own in the environment (APP_URL is the front
        // end's): paths are relative to wherever this document is served from.
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: only((url) => !isV1Route(url), transform),
    });
    await app.register(swagger, {
      openapi: v1OpenApi(packageJson.version),
      transform: only(isV1Route, (document) => v1Transform(transform(document))),
      decorator: 'v1Swagger',
    });
  },
  { name: 'swagger' },
);

/** The limit's headers on every answer of /v1 that counted against it. */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { type: 'integer', description: 'Solicitudes por minuto que admite la clave' },
  'RateLimit-Remaining': {
    type: 'integer',
    description: 'Solicitudes que le quedan a la clave en este minuto',
  },
  'RateLimit-Reset': { type: 'integer', description: 'Segundos hasta que el minuto vuelve a empezar' },
};

function v1Transform(transformed: ReturnType<Transform>): ReturnType<Transform> {
  const response = transformed.schema?.response as Record<string, Record<string, unknown>> | undefined;
  for (const [status, answer] of Object.entries(response ?? {})) {
    if (status === '401') continue;
    answer.headers = { ...RATE_LIMIT_HEADERS, ...(answer.headers as object | undefined) };
  }
  return transformed;
}
