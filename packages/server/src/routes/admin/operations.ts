import { errorResponseSchema, operationsStatusResponseSchema } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deploymentStatus } from '../../operations/deployment-status.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import { databaseAnswers } from '../health/index.ts';

const failures = { 401: errorResponseSchema, 403: errorResponseSchema };

/** Sistema (issue 18): what is deployed, who runs it, and whether the API's services answer. */
const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'admin');

  app.get(
    '/admin/operations',
    {
      schema: {
        tags: ['administración'],
        summary:
          'Sistema: versión publicada de cada aplicación y pestañas que la usan, instancias de la API, salud de la base de datos y Redis, historial de publicaciones',
        response: { 200: operationsStatusResponseSchema, ...failures },
      },
    },
    async (request) => {
      const [database, { instances, redis }, reports] = await Promise.all([
        databaseAnswers(app.db).then(
          () => 'ok' as const,
          (error: unknown) => {
            request.log.warn({ err: error }, 'operations: database unavailable');
            return 'unavailable' as const;
          },
        ),
        app.instances.list(),
        app.realtime.runningBuilds(),
      ]);
      const { apps, history } = deploymentStatus(app.env.DEPLOY_DIR, reports);
      return {
        success: true as const,
        data: { apps, instances, database, redis, history, checkedAt: app.clock.now().toISOString() },
      };
    },
  );
};

export default operationsRoutes;
