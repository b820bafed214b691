import { endpoints } from '@facturador/contracts';
import { IGV_RATE_TABLE } from '@facturador/einvoice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import type { FastifyInstance } from 'fastify';
import { assertMayEdit, membershipOf } from '../../companies/company-access.ts';
import { igvRegimeOf, setIgvRegime } from '../../documents/igv-regime-repository.ts';

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
  contractRoute(app, endpoints.getIgvRegime, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    return regimeAnswer(app, companyId);
  });

  contractRoute(app, endpoints.setIgvRegime, async (request) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    await setIgvRegime(app.db, membership.companyId, request.body.regime, app.clock.now());
    return regimeAnswer(app, membership.companyId);
  });
};

export default igvRegimeRoutes;
