import { documentDeliveryMessages, endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { replyWithPdf, replyWithXml } from '../../documents/file-replies.ts';
import { documentOfToken, lookupDocument } from '../../documents/public-lookup.ts';

/** Issue 29 item 4: a buyer finds a document by its six printed fields, without an account. */
const documentLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.lookupPublicDocument, async (request) => {
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
  });

  contractRoute(app, endpoints.downloadPublicDocumentPdf, async (request, reply) => {
    const documentId = await documentOfToken(app, request.params.token);
    return replyWithPdf(app, reply, documentId, request.query.format);
  });

  contractRoute(app, endpoints.downloadPublicDocumentXml, async (request, reply) => {
    const documentId = await documentOfToken(app, request.params.token);
    return replyWithXml(app, reply, documentId);
  });
};

export default documentLookupRoutes;
