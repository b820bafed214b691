import { z } from 'zod';
import { errorResponseSchema, igvRegimeRequestSchema, igvRegimeResponseSchema } from '@facturador/contracts';
import { IGV_RATE_TABLE } from '@facturador/einvoice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { assertMayEdit, membershipOf } from '../../companies/company-access.ts';
import { igvRegimeOf } from '../../documents/issuer-of.ts';

const companyParams = z.object({ id: z.string() });

/** The company's regime and the rates it charges by date (einvoice's dated table). */
async function regimeAnswer(app: FastifyInstance, companyId: string) {
  const regime = await igvRegimeOf(app.db, companyId);
  const rates = IGV_RATE_TABLE[regime].map(({ from, to, percent }) => ({ from, to: to ?? null, percent }));
  return { success: true as const, data: { regime, rates } };
}

/**
 * The company's IGV regime: owners and administrators choose it; every member reads it. The
 * company keeps only its regime; each document is taxed at the regime's rate on its own issue
 * date, from einvoice's dated table (Ley 31556: 10 %, 10.5 % since 2026-02-13).
 */
const igvRegimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:id/igv-regime',
    {
      schema: {
        tags: ['comprobantes'],
        summary: 'Régimen del IGV de la empresa y sus tasas por fecha',
        params: companyParams,
        response: { 200: igvRegimeResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      return regimeAnswer(app, companyId);
    },
  );

  app.put(
    '/companies/:id/igv-regime',
    {
      schema: {
        tags: ['comprobantes'],
        summary: 'Elegir el régimen del IGV: general (18 %) o restaurantes y hoteles MYPE (Ley 31556)',
        params: companyParams,
        body: igvRegimeRequestSchema,
        response: { 200: igvRegimeResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
      assertMayEdit(membership);
      await app.db.query('UPDATE companies SET igv_regime = $2, updated_at = $3 WHERE id = $1', [
        membership.companyId,
        request.body.regime,
        app.clock.now(),
      ]);
      return regimeAnswer(app, membership.companyId);
    },
  );
};

export default igvRegimeRoutes;
