import { z } from 'zod';
import { errorResponseSchema, igvRegimeRequestSchema, igvRegimeResponseSchema } from '@facturador/contracts';
import { RESTAURANT_HOTEL_IGV_SCHEDULE } from '@facturador/einvoice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { assertMayEdit, membershipOf } from '../../companies/company-access.ts';
import { igvScheduleOf } from '../../documents/issuer-of.ts';

const companyParams = z.object({ id: z.string() });

/** The regime a stored schedule stands for: none stored is the general 18 %. */
async function regimeAnswer(app: FastifyInstance, companyId: string) {
  const rates = await igvScheduleOf(app.db, companyId);
  const regime = rates.length > 0 ? ('restaurant_hotel' as const) : ('general' as const);
  return { success: true as const, data: { regime, rates } };
}

/**
 * The company's IGV regime: owners and administrators choose it; every member reads it. The
 * restaurant and hotel regime stores Ley 31556's schedule (10 % in force, then its steps back to
 * 18 %), so each document is taxed at the rate of its own issue date.
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
      await app.db.transaction(async (tx) => {
        await tx.query('DELETE FROM company_igv_rates WHERE company_id = $1', [membership.companyId]);
        if (request.body.regime === 'restaurant_hotel')
          for (const period of RESTAURANT_HOTEL_IGV_SCHEDULE)
            await tx.query(
              'INSERT INTO company_igv_rates (company_id, valid_from, valid_to, percent) VALUES ($1, $2, $3, $4)',
              [membership.companyId, period.from, period.to ?? null, period.percent],
            );
      });
      return regimeAnswer(app, membership.companyId);
    },
  );
};

export default igvRegimeRoutes;
