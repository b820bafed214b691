import { z } from 'zod';
import {
  errorResponseSchema,
  seriesStatusQuerySchema,
  seriesStatusResponseSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membershipOf } from '../../companies/company-access.ts';
import { seriesStatusOf } from '../../documents/series-status-repository.ts';

const companyParams = z.object({ id: z.string() });

/**
 * Issue 43, item 5: each series as SUNAT has it, for every member of the company (Dashboard,
 * Reportes). Registered inside the documents folder, whose guard it shares.
 */
const seriesStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:id/documents/series-status',
    {
      schema: {
        tags: ['comprobantes'],
        summary:
          'Series de la empresa según SUNAT: último número, números aún no aceptados y comprobantes con plazo próximo o vencido (envío o baja)',
        params: companyParams,
        querystring: seriesStatusQuerySchema,
        response: { 200: seriesStatusResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      return {
        success: true as const,
        data: await seriesStatusOf(app.db, companyId, app.clock.now(), request.query.environment),
      };
    },
  );
};

export default seriesStatusRoutes;
