import {
  plansResponseSchema,
  toPublicSettings,
  type PublicPlan,
  type TokenPack,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSettings } from '../../settings/system-settings.ts';

interface PlanRow {
  code: string;
  name: string;
  description: string;
  monthly_price: string;
  documents_per_month: number | null;
  max_users: number;
  max_companies: number;
  max_establishments: number;
  highlighted: boolean;
  features: string[];
}

const toPlan = (row: PlanRow): PublicPlan => ({
  code: row.code,
  name: row.name,
  description: row.description,
  monthlyPrice: Number(row.monthly_price),
  documentsPerMonth: row.documents_per_month,
  maxUsers: row.max_users,
  maxCompanies: row.max_companies,
  maxEstablishments: row.max_establishments,
  highlighted: row.highlighted,
  features: row.features,
});

/** GET /plans: the plans on sale and the token packs, for the public pricing pages. */
const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plans',
    {
      schema: {
        tags: ['planes'],
        summary: 'Planes activos y paquetes de tokens (precios en soles, IGV incluido)',
        response: { 200: plansResponseSchema },
      },
    },
    async () => {
      const [plans, packs, { settings }] = await Promise.all([
        app.db.query<PlanRow>(
          `SELECT code, name, description, monthly_price, documents_per_month, max_users, max_companies,
                  max_establishments, highlighted, features
             FROM plans WHERE is_active AND NOT is_archived ORDER BY sort_order, monthly_price`,
        ),
        app.db.query<{ code: string; tokens: number; price: string }>(
          'SELECT code, tokens, price FROM token_packs WHERE is_active ORDER BY sort_order, tokens',
        ),
        readSettings(app.db, app.env),
      ]);
      const tokenPacks: TokenPack[] = packs.map((row) => ({
        code: row.code,
        tokens: row.tokens,
        price: Number(row.price),
      }));
      const igvRate = toPublicSettings(settings).igvRate;
      return { success: true as const, data: { plans: plans.map(toPlan), tokenPacks, igvRate } };
    },
  );
};

export default plansRoutes;
