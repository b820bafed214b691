import { z } from 'zod';
import {
  errorResponseSchema,
  limaDate,
  summaryListQuerySchema,
  summaryListResponseSchema,
  summaryResponseSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { summariesOf } from '../../documents/document-views.ts';
import { summaryById, summaryIdOf } from '../../documents/summary-view.ts';
import { V1_TAG } from './documents.ts';

/** The state in SUNAT of the company's resúmenes diarios (RC) and comunicaciones de baja (RA), scope read. */
const v1SummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/summaries',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'v1ListSummaries',
        tags: [V1_TAG],
        summary:
          'Resúmenes diarios (RC) y comunicaciones de baja (RA) de un día (hoy, si falta date), con su estado en SUNAT',
        querystring: summaryListQuerySchema,
        response: { 200: summaryListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await summariesOf(
        app.db,
        request.apiKey.companyId,
        request.query.date ?? limaDate(app.clock.now()),
      ),
    }),
  );

  app.get(
    '/v1/summaries/:summaryId',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'v1GetSummary',
        tags: [V1_TAG],
        summary: 'Un resumen (RC) o una baja (RA): su estado, ticket y la respuesta de SUNAT',
        params: z.object({ summaryId: z.string() }),
        response: { 200: summaryResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = request.apiKey;
      const summaryId = await summaryIdOf(app.db, companyId, request.params.summaryId);
      return { success: true as const, data: await summaryById(app.db, companyId, summaryId) };
    },
  );
};

export default v1SummaryRoutes;
