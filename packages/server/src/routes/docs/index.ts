import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The OpenAPI document built from every route's zod schemas. */
const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());
};

export default docsRoutes;
