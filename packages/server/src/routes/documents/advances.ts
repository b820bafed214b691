import { z } from 'zod';
import {
  advanceListQuerySchema,
  advanceListResponseSchema,
  errorResponseSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membershipOf } from '../../companies/company-access.ts';
import { openAdvancesOf } from '../../documents/advance-deductions.ts';

const companyParams = z.object({ id: z.string() });

/**
 * «Deducir anticipo» (issue 41): the buyer's accepted advances with something left, for Emitir to
 * offer; issuing checks the chosen one again under lock (checkAdvanceDeductions).
 */
const advanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:id/documents/advances',
    {
      schema: {
        tags: ['comprobantes'],
        summary: 'Anticipos aceptados de un cliente, con el importe que queda por deducir',
        params: companyParams,
        querystring: advanceListQuerySchema,
        response: { 200: advanceListResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
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
    },
  );
};

export default advanceRoutes;
