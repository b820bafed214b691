import { endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { listActiveProviders } from '../../companies/provider-repository.ts';

/** GET /providers: the active providers, for a company's sending-channel choice. */
const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.listProviders, async () => ({
    success: true as const,
    data: await listActiveProviders(app.db),
  }));
};

export default providerRoutes;
