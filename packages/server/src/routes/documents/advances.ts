import { endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { membershipOf } from '../../companies/company-access.ts';
import { openAdvancesOf } from '../../documents/advance-deductions.ts';

/**
 * «Deducir anticipo» (issue 41): the buyer's accepted advances with something left, for Emitir to
 * offer; issuing checks the chosen one again under lock (checkAdvanceDeductions).
 */
const advanceRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.listOpenAdvances, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const advances = await openAdvancesOf(app.db, companyId, {
      documentType: request.query.customerDocumentType,
      documentNumber: request.query.customerDocumentNumber,
    });
    return {
      success: true as const,
      data: advances.map(({ documentType, series, number, issueDate, currency, total, left }) => ({
        documentType,
        series,
        number,
        issueDate,
        currency,
        total,
        left,
      })),
    };
  });
};

export default advanceRoutes;
