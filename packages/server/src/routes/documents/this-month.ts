import { endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { documentsMonth } from '../../documents/documents-month.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

/** The customer's dashboard figures (issue 29): their companies' documents this month. */
const documentsMonthRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'signedIn');
  contractRoute(app, endpoints.documentsThisMonth, async (request) => ({
    success: true as const,
    data: await documentsMonth(app.db, request.auth.user.id, app.clock.now()),
  }));
};

export default documentsMonthRoutes;
