import { endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { deploymentStatus } from '../../operations/deployment-status.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import { databaseAnswers } from '../health/index.ts';

/** Sistema (issue 18): what is deployed, who runs it, and whether the API's services answer. */
const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'admin');

  contractRoute(app, endpoints.operationsStatus, async (request) => {
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
  });
};

export default operationsRoutes;
