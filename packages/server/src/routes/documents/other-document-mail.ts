import { z } from 'zod';
import {
  documentDeliveryMessages,
  documentEmailRequestSchema,
  documentEmailResponseSchema,
  errorResponseSchema,
  otherDocumentEmailsResponseSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membershipOf } from '../../companies/company-access.ts';
import { emailOtherDocument, otherDocumentEmails } from '../../documents/other-cpe/other-document-mail.ts';
import { otherDocumentIdOf } from '../../documents/other-cpe/other-document-views.ts';

const documentParams = z.object({ id: z.string(), documentId: z.string() });
const TAG = 'comprobantes';

/**
 * «Enviar por email» and the e-mail history of a retención or percepción (issue 41), as a
 * factura's (printed.ts): any member of the company; anyone else gets the 404 of a comprobante
 * that does not exist. Registered inside the documents folder, whose guard requires a session.
 */
const otherDocumentMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/companies/:id/other-documents/:documentId/email',
    {
      schema: {
        tags: [TAG],
        summary:
          'Enviar el comprobante de retención o percepción aceptado por email (PDF y XML adjuntos) a `to` o, si falta, al email del proveedor o cliente',
        params: documentParams,
        // A call without a body mails the supplier (20) or client (40) on it.
        body: documentEmailRequestSchema.nullish(),
        response: {
          200: documentEmailResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const documentId = await otherDocumentIdOf(app.db, companyId, request.params.documentId);
      const to = await emailOtherDocument(app, documentId, request.body?.to);
      return { success: true as const, message: documentDeliveryMessages.emailSent, data: { to } };
    },
  );

  app.get(
    '/companies/:id/other-documents/:documentId/emails',
    {
      schema: {
        tags: [TAG],
        summary:
          'Historial de emails del comprobante de retención o percepción: cada envío (a mano o al ser aceptado) y cada fallo',
        params: documentParams,
        response: { 200: otherDocumentEmailsResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const documentId = await otherDocumentIdOf(app.db, companyId, request.params.documentId);
      return { success: true as const, data: await otherDocumentEmails(app.db, documentId) };
    },
  );
};

export default otherDocumentMailRoutes;
