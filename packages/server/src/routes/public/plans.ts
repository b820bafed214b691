import { endpoints, toPublicSettings } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { listPublicPlans, listPublicTokenPacks } from '../../billing/public-catalogue.ts';
import { readSettings } from '../../settings/system-settings.ts';

/** GET /plans: the plans on sale and the token packs, for the public pricing pages. */
const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.listPlans, async () => {
    const [plans, tokenPacks, { settings }] = await Promise.all([
      listPublicPlans(app.db),
      listPublicTokenPacks(app.db),
      readSettings(app.db, app.env),
    ]);
    const igvRate = toPublicSettings(settings).igvRate;
    return { success: true as const, data: { plans, tokenPacks, igvRate } };
  });
};

export default plansRoutes;
