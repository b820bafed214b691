import { z } from 'zod';
import {
  documentDeliveryMessages,
  documentLookupRequestSchema,
  documentLookupResponseSchema,
  errorResponseSchema,
  publicPrintedQuerySchema,
  publicDownloadParamsSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyWithPdf, replyWithXml } from '../../documents/file-replies.ts';
import { documentOfToken, lookupDocument } from '../../documents/public-lookup.ts';

const TAG = 'consulta pública';

/** Issue 29 item 4: a buyer finds a document by its six printed fields, without an account. */
const documentLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/public/documents/lookup',
    {
      schema: {
        tags: [TAG],
        summary:
          'Consultar un comprobante aceptado por RUC del emisor, tipo, serie, número, fecha y total (limitado por IP); responde enlaces de descarga que vencen en 15 minutos y, con `environment: "test"`, que es un comprobante de prueba sin valor tributario',
        body: documentLookupRequestSchema,
        response: {
          200: documentLookupResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const data = await lookupDocument(app, request.ip, request.body);
      return {
        success: true as const,
        // Issue 40: a test document is never answered as a valid one.
        message:
          data.environment === 'test'
            ? documentDeliveryMessages.lookupTest
            : documentDeliveryMessages.lookupFound,
        data,
      };
    },
  );

  app.get(
    '/public/documents/files/:token/pdf',
    {
      schema: {
        tags: [TAG],
        summary: 'Descargar el PDF de un comprobante consultado (enlace de la consulta)',
        params: publicDownloadParamsSchema,
        querystring: publicPrintedQuerySchema,
        response: { 200: z.any().describe('PDF'), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const documentId = await documentOfToken(app, request.params.token);
      return replyWithPdf(app, reply, documentId, request.query.format);
    },
  );

  app.get(
    '/public/documents/files/:token/xml',
    {
      schema: {
        tags: [TAG],
        summary: 'Descargar el XML firmado de un comprobante consultado (enlace de la consulta)',
        params: publicDownloadParamsSchema,
        response: { 200: z.any().describe('XML firmado (UTF-8)'), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const documentId = await documentOfToken(app, request.params.token);
      return replyWithXml(app, reply, documentId);
    },
  );
};

export default documentLookupRoutes;
