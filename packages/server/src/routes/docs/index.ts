import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';

/** Swagger UI at /docs and the OpenAPI document at /docs/json, built from every route's zod schemas. */
const docsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(swaggerUi, { routePrefix: '/docs' });
};

export default docsRoutes;
