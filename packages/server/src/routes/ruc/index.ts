import { errorResponseSchema, rucLookupParamsSchema, rucLookupResponseSchema } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import { lookupRuc } from '../../padron/ruc-lookup.ts';

/** Issue 28 item 10: the company forms fill themselves from SUNAT's padrón reducido. */
const rucRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'signedIn');

  app.get(
    '/ruc/:ruc',
    {
      schema: {
        tags: ['catálogos'],
        summary:
          'Consultar un RUC en la copia local del padrón reducido de SUNAT: razón social, estado, condición, dirección y ubigeo (limitado por usuario)',
        params: rucLookupParamsSchema,
        response: {
          200: rucLookupResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await lookupRuc(app, request.auth.user.id, request.params.ruc),
    }),
  );
};

export default rucRoutes;
