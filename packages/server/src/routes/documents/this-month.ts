import { documentsMonthResponseSchema } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentsMonth } from '../../documents/documents-month.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

/** The customer's dashboard figures (issue 29): their companies' documents this month. */
const documentsMonthRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'signedIn');
  app.get(
    '/documents/this-month',
    {
      schema: {
        tags: ['comprobantes'],
        summary: 'Comprobantes del mes en las empresas del usuario: emitidos, ventas por día y pendientes',
        response: { 200: documentsMonthResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await documentsMonth(app.db, request.auth.user.id, app.clock.now()),
    }),
  );
};

export default documentsMonthRoutes;
