import { endpoints, toPublicSettings } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { readSettings } from '../../settings/system-settings.ts';

/** GET /public/settings: what every page shows of the settings (support contacts, IGV, sign-up…). */
const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.getPublicSettings, async (_request, reply) => {
    // Every change is announced over the socket; a short cache only spares bursts of visitors.
    reply.header('Cache-Control', 'no-cache');
    const { settings } = await readSettings(app.db, app.env);
    return { success: true as const, data: toPublicSettings(settings) };
  });
};

export default publicSettingsRoutes;
