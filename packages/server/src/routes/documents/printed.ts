import { documentDeliveryMessages, endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { membershipOf } from '../../companies/company-access.ts';
import { emailDocument } from '../../documents/document-mail.ts';
import { documentIdOf } from '../../documents/document-views.ts';
import { replyWithPdf } from '../../documents/file-replies.ts';

/**
 * Issue 29: the printed representation and the e-mail to the buyer. Same rule as the XML: a
 * member of the company, any role; anyone else gets the 404 of a document that does not exist.
 * Registered inside the documents folder, whose guard requires a session.
 */
const printedRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.downloadDocumentPdf, async (request, reply) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const documentId = await documentIdOf(app.db, companyId, request.params.documentId);
    return replyWithPdf(app, reply, documentId, request.query.format);
  });

  contractRoute(app, endpoints.emailDocument, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const documentId = await documentIdOf(app.db, companyId, request.params.documentId);
    const to = await emailDocument(app, documentId, request.body?.to);
    return { success: true as const, message: documentDeliveryMessages.emailSent, data: { to } };
  });
};

export default printedRoutes;
