import { z } from 'zod';
import { errorResponseSchema, printedQuerySchema } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentIdOf } from '../../documents/document-views.ts';
import { replyWithCdr, replyWithPdf, replyWithXml } from '../../documents/file-replies.ts';
import { documentParams, V1_TAG } from './documents.ts';

/** A document's files through /v1: the signed XML, SUNAT's CDR and the printed PDF (scope read). */
const v1FileRoutes: FastifyPluginAsyncZod = async (app) => {
  const documentOf = (companyId: string, publicId: string) => documentIdOf(app.db, companyId, publicId);

  app.get(
    '/v1/documents/:documentId/xml',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'v1DownloadDocumentXml',
        tags: [V1_TAG],
        summary: 'Descargar el XML firmado, byte a byte como se envió a SUNAT',
        params: documentParams,
        response: { 200: z.any().describe('XML firmado (UTF-8)'), 404: errorResponseSchema },
      },
    },
    async (request, reply) =>
      replyWithXml(app, reply, await documentOf(request.apiKey.companyId, request.params.documentId)),
  );

  app.get(
    '/v1/documents/:documentId/cdr',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'v1DownloadDocumentCdr',
        tags: [V1_TAG],
        summary: 'Descargar la constancia de recepción (CDR) de SUNAT; 404 mientras SUNAT no la entregue',
        params: documentParams,
        response: {
          200: z.any().describe('ZIP R-….zip tal como lo entregó SUNAT'),
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      replyWithCdr(app, reply, await documentOf(request.apiKey.companyId, request.params.documentId)),
  );

  app.get(
    '/v1/documents/:documentId/pdf',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'v1DownloadDocumentPdf',
        tags: [V1_TAG],
        summary: 'Descargar la representación impresa (PDF) en A4 o en ticket de 80 mm',
        params: documentParams,
        querystring: printedQuerySchema,
        response: { 200: z.any().describe('PDF RUC-TT-SERIE-NUMERO.pdf'), 404: errorResponseSchema },
      },
    },
    async (request, reply) =>
      replyWithPdf(
        app,
        reply,
        await documentOf(request.apiKey.companyId, request.params.documentId),
        request.query.format,
      ),
  );
};

export default v1FileRoutes;
