import { providerListResponseSchema, type Provider } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

interface ProviderRow {
  public_id: string;
  name: string;
  type: Provider['type'];
  test_url: string | null;
  production_url: string | null;
  auth_type: Provider['authType'];
}

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
    async () => {
      const rows = await app.db.query<ProviderRow>(
        `SELECT public_id, name, type, test_url, production_url, auth_type FROM providers
          WHERE is_active ORDER BY CASE type WHEN 'SUNAT' THEN 0 WHEN 'OSE' THEN 1 ELSE 2 END, name`,
      );
      return {
        success: true as const,
        data: rows.map((row) => ({
          id: row.public_id,
          name: row.name,
          type: row.type,
          testUrl: row.test_url,
          productionUrl: row.production_url,
          authType: row.auth_type,
        })),
      };
    },
  );
};

export default providerRoutes;
