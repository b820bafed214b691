import { endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { membershipOf } from '../../companies/company-access.ts';
import { seriesStatusOf } from '../../documents/series-status-repository.ts';

/**
 * Issue 43, item 5: each series as SUNAT has it, for every member of the company (Dashboard,
 * Reportes). Registered inside the documents folder, whose guard it shares.
 */
const seriesStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.seriesStatus, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    return {
      success: true as const,
      data: await seriesStatusOf(app.db, companyId, app.clock.now(), request.query.environment),
    };
  });
};

export default seriesStatusRoutes;
