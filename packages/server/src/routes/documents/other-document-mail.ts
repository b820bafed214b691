import { documentDeliveryMessages, endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membershipOf } from '../../companies/company-access.ts';
import { emailOtherDocument, otherDocumentEmails } from '../../documents/other-cpe/other-document-mail.ts';
import { otherDocumentIdOf } from '../../documents/other-cpe/other-document-views.ts';
import { contractRoute } from '../../http/contract-route.ts';

/**
 * «Enviar por email» and the e-mail history of a retención or percepción (issue 41), as a
 * factura's (printed.ts): any member of the company; anyone else gets the 404 of a comprobante
 * that does not exist. Registered inside the documents folder, whose guard requires a session.
 */
const otherDocumentMailRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.emailOtherDocument, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const documentId = await otherDocumentIdOf(app.db, companyId, request.params.documentId);
    const to = await emailOtherDocument(app, documentId, request.body?.to);
    return { success: true as const, message: documentDeliveryMessages.emailSent, data: { to } };
  });

  contractRoute(app, endpoints.listOtherDocumentEmails, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const documentId = await otherDocumentIdOf(app.db, companyId, request.params.documentId);
    return { success: true as const, data: await otherDocumentEmails(app.db, documentId) };
  });
};

export default otherDocumentMailRoutes;
