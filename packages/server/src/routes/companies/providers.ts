import { providerListResponseSchema } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listActiveProviders } from '../../companies/provider-repository.ts';

/** GET /providers: the active providers, for a company's sending-channel choice. */
const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/providers',
    {
      schema: {
        tags: ['empresas'],
        summary: 'Proveedores activos (SUNAT, OSE, PSE) para elegir el canal de envío',
        response: { 200: providerListResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await listActiveProviders(app.db) }),
  );
};

export default providerRoutes;
