import { endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { ubigeoCatalog } from '../../catalogs/ubigeo-catalog.ts';

/** A week: the catalogue changes only with a release, and its ETag is the file's hash. */
const UBIGEO_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Public reference data: the INEI district catalogue (the company forms' ubigeo choice). */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.ubigeoCatalog, async (_request, reply) => {
    const catalog = ubigeoCatalog();
    void reply
      .header('cache-control', `public, max-age=${UBIGEO_MAX_AGE_SECONDS}`)
      .header('etag', `"${catalog.version}"`);
    return {
      success: true as const,
      data: { version: catalog.version, districts: [...catalog.districts] },
    };
  });
};

export default catalogRoutes;
