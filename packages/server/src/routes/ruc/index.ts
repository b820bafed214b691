import { endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import { lookupRuc } from '../../padron/ruc-lookup.ts';

/** Issue 28 item 10: the company forms fill themselves from SUNAT's padrón reducido. */
const rucRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'signedIn');

  contractRoute(app, endpoints.rucLookup, async (request) => ({
    success: true as const,
    data: await lookupRuc(app, request.auth.user.id, request.params.ruc),
  }));
};

export default rucRoutes;
