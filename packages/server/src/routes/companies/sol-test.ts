import { endpoints, solTestMessages } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { assertMayEdit, membershipOf } from '../../companies/company-access.ts';
import { tellCompanyMembers } from '../../companies/company-events.ts';
import { probeSolCredentials } from '../../documents/sol-probe.ts';

/**
 * «Probar conexión» (issue 40 item 3): the saved SOL credentials tried where the company's real
 * documents go, before a document fails on them. A refusal is an answer, not an error: 200 with
 * what SUNAT said and, in the screens, the way to fix it. Owners and administrators, like the
 * credentials themselves.
 */
const solTestRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.testSolCredentials, async (request) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    const result = await probeSolCredentials(app, membership.companyId);
    // «Pasar a producción» and the dashboard read the outcome from the company.
    await tellCompanyMembers(app, membership.companyId);
    return {
      success: true as const,
      message: solTestMessages.outcomes[result.outcome].title(result.code, result.channel),
      data: result,
    };
  });
};

export default solTestRoutes;
