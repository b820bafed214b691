import { endpoints, productionMessages, productionProblemText } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { auditedBy, recordAudit } from '../../audit/audit-log.ts';
import { assertMayEdit, membershipOf } from '../../companies/company-access.ts';
import { tellCompanyMembers } from '../../companies/company-events.ts';
import {
  findMemberCompany,
  lockCompanyForUpdate,
  switchToProduction,
} from '../../companies/company-repository.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * «Pasar a producción» (issue 40 item 5, docs/decisions/0048): the company's checks are computed
 * again here, inside the transaction that locks the company, with the same function that
 * answers them to the screens; the client's view of them is never trusted. Owners and
 * administrators, who also choose the channel. Audited.
 */
const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.switchToProduction, async (request) => {
    const { user } = request.auth;
    const membership = await membershipOf(app.db, user.id, request.params.id);
    assertMayEdit(membership);
    const { companyId } = membership;
    const now = app.clock.now();
    const company = await app.db.transaction(async (tx) => {
      await lockCompanyForUpdate(tx, companyId);
      const before = (await findMemberCompany(tx, user.id, companyId, now))!;
      if (before.environment === 'production')
        throw new AppError(409, 'CONFLICT', productionMessages.alreadyInProduction);
      const failing = before.production.checks.filter((check) => !check.ok);
      if (failing.length > 0)
        throw new AppError(
          409,
          'CONFLICT',
          productionMessages.refused,
          failing.map((check) => ({ field: check.kind, message: productionProblemText(check) ?? '' })),
        );
      await switchToProduction(tx, companyId, now);
      await recordAudit(tx, {
        ...auditedBy(request),
        action: 'company.production',
        entityId: before.publicId,
        before: { ruc: before.ruc, environment: before.environment },
        // What was verified, as it was at the switch.
        after: { ruc: before.ruc, environment: 'production', checks: before.production.checks },
        at: now,
      });
      return (await findMemberCompany(tx, user.id, companyId, now))!;
    });
    await tellCompanyMembers(app, companyId);
    return {
      success: true as const,
      message: productionMessages.switched(company.tradeName ?? company.businessName),
      data: company,
    };
  });
};

export default productionRoutes;
