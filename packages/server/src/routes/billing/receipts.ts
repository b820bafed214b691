import { z } from 'zod';
import { billingMessages, errorResponseSchema, purchaseReceiptMessages } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOrder } from '../../billing/orders.ts';
import { replyWithPdf, replyWithXml } from '../../documents/file-replies.ts';
import { AppError } from '../../http/app-error.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

const receiptParams = z.object({ id: z.string().trim().min(1), file: z.enum(['pdf', 'xml']) });

/**
 * Issue 28, item 4: the buyer downloads the comprobante of their own purchase. The document
 * belongs to the platform's company, of which the buyer is no member: the order is what gives
 * them the right to its PDF and XML, and only to those.
 */
const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'signedIn');

  app.get(
    '/billing/orders/:id/receipt/:file',
    {
      schema: {
        tags: ['planes'],
        summary: 'Descargar el comprobante de una compra (PDF en A4 o XML firmado)',
        params: receiptParams,
        response: { 200: z.any().describe('PDF o XML del comprobante'), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const order = await findOrder(app.db, request.params.id, { userId: request.auth.user.id });
      // Another user's order is as unknown as a missing one.
      if (!order) throw new AppError(404, 'NOT_FOUND', billingMessages.orderNotFound);
      if (!order.receipt_document_id) throw new AppError(404, 'NOT_FOUND', purchaseReceiptMessages.notIssued);
      return request.params.file === 'pdf'
        ? replyWithPdf(app, reply, order.receipt_document_id, 'a4')
        : replyWithXml(app, reply, order.receipt_document_id);
    },
  );
};

export default receiptRoutes;
