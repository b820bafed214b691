import type { FastifyPluginAsync } from 'fastify';
import docsRoutes from './docs/index.ts';
import healthRoutes from './health/index.ts';

/** Every route folder. A folder's plugin owns its paths and, later, its guards. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(docsRoutes);
};

export default routes;
