import { z } from 'zod';
import {
  documentDeliveryMessages,
  documentEmailRequestSchema,
  documentEmailResponseSchema,
  errorResponseSchema,
  printedQuerySchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membershipOf } from '../../companies/company-access.ts';
import { emailDocument } from '../../documents/document-mail.ts';
import { documentIdOf } from '../../documents/document-views.ts';
import { replyWithPdf } from '../../documents/file-replies.ts';

const documentParams = z.object({ id: z.string(), documentId: z.string() });
const TAG = 'comprobantes';

/**
 * Issue 29: the printed representation and the e-mail to the buyer. Same rule as the XML: a
 * member of the company, any role; anyone else gets the 404 of a document that does not exist.
 * Registered inside the documents folder, whose guard requires a session.
 */
const printedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies/:id/documents/:documentId/pdf',
    {
      schema: {
        tags: [TAG],
        summary: 'Descargar la representación impresa (PDF) en A4 o en ticket de 80 mm',
        params: documentParams,
        querystring: printedQuerySchema,
        response: {
          200: z.any().describe('PDF RUC-TT-SERIE-NUMERO.pdf'),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const documentId = await documentIdOf(app.db, companyId, request.params.documentId);
      return replyWithPdf(app, reply, documentId, request.query.format);
    },
  );

  app.post(
    '/companies/:id/documents/:documentId/email',
    {
      schema: {
        tags: [TAG],
        summary:
          'Enviar el comprobante aceptado por email (PDF y XML adjuntos) a `to` o, si falta, al email del cliente',
        params: documentParams,
        // A call without a body mails the buyer on the document.
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
      const documentId = await documentIdOf(app.db, companyId, request.params.documentId);
      const to = await emailDocument(app, documentId, request.body?.to);
      return { success: true as const, message: documentDeliveryMessages.emailSent, data: { to } };
    },
  );
};

export default printedRoutes;
