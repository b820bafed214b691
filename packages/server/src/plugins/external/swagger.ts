import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import packageJson from '../../../package.json' with { type: 'json' };

type Transform = typeof jsonSchemaTransform;

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

/** Registered before any route so that every route's zod schemas enter the OpenAPI document. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Facturador API',
          version: packageJson.version,
          description:
            'API de Facturador. Cada POST, PUT, PATCH y DELETE lleva el token de GET /csrf/token en X-CSRF-Token.',
        },
        // The API has no public address of its own in the environment (APP_URL is the front
        // end's): paths are relative to wherever this document is served from.
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform,
    });
  },
  { name: 'swagger' },
);
