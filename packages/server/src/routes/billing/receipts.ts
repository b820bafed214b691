import { billingMessages, endpoints, purchaseReceiptMessages } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { findOrder } from '../../billing/orders.ts';
import { replyWithPdf, replyWithXml } from '../../documents/file-replies.ts';
import { AppError } from '../../http/app-error.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';

/**
 * Issue 28, item 4: the buyer downloads the comprobante of their own purchase. The document
 * belongs to the platform's company, of which the buyer is no member: the order is what gives
 * them the right to its PDF and XML, and only to those.
 */
const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'signedIn');

  contractRoute(app, endpoints.downloadOrderReceipt, async (request, reply) => {
    const order = await findOrder(app.db, request.params.id, { userId: request.auth.user.id });
    // Another user's order is as unknown as a missing one.
    if (!order) throw new AppError(404, 'NOT_FOUND', billingMessages.orderNotFound);
    if (!order.receipt_document_id) throw new AppError(404, 'NOT_FOUND', purchaseReceiptMessages.notIssued);
    return request.params.file === 'pdf'
      ? replyWithPdf(app, reply, order.receipt_document_id, 'a4')
      : replyWithXml(app, reply, order.receipt_document_id);
  });
};

export default receiptRoutes;
