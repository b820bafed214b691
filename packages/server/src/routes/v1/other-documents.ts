import { z } from 'zod';
import {
  errorResponseSchema,
  otherDocumentListQuerySchema,
  otherDocumentListResponseSchema,
  otherDocumentMessages,
  otherDocumentResponseSchema,
  retentionPerceptionInputSchema,
  reversionInputSchema,
  reversionResponseSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dispatchSummary } from '../../documents/dispatch-summary.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../documents/issue-answer.ts';
import { issueAndSendOther } from '../../documents/other-cpe/issue-and-send-other.ts';
import {
  listOtherDocuments,
  otherDocumentDetail,
  otherDocumentIdOf,
  otherIssueAnswer,
} from '../../documents/other-cpe/other-document-views.ts';
import { replyWithOtherFile } from '../../documents/other-cpe/other-files.ts';
import { reversionIdOf, reversionView, startReversion } from '../../documents/other-cpe/reversion.ts';
import { tellMembers } from '../../documents/tell-members.ts';
import { documentParams, idempotencyHeaders, V1_TAG } from './documents.ts';

/**
 * Retenciones (20) and percepciones (40) through /v1 (issue 41 item 3), one resource for both:
 * they share one input and one answer (the type is the body's documentType), as /v1/documents
 * is one resource for facturas, boletas and notes. The same functions as the screens.
 */
const v1OtherDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/other-documents',
    {
      config: { scope: 'issue' },
      schema: {
        operationId: 'v1IssueOtherDocument',
        tags: [V1_TAG],
        summary:
          'Emitir un comprobante de retención (20) o de percepción (40): se numera, firma y envía al servicio de otros comprobantes de SUNAT en la misma llamada',
        description:
          'Idempotency-Key es obligatorio: la misma clave con el mismo cuerpo responde exactamente lo que respondió la primera vez, con Idempotent-Replayed: true; con otro cuerpo, 409. La empresa debe ser agente de retención (20) o de percepción (40), si no 403. Lo que SUNAT rechazaría por sus reglas se responde 422 VALIDATION_ERROR antes de numerar; si SUNAT lo rechaza (el número queda usado) o no lo recibe, 422 con su código y texto en details.',
        headers: idempotencyHeaders,
        body: retentionPerceptionInputSchema,
        response: {
          201: otherDocumentResponseSchema.describe('Emitido; SUNAT lo aceptó, lo observó o aún no responde'),
          403: errorResponseSchema.describe(
            'La empresa no es agente de retención o de percepción (FORBIDDEN), o la clave no tiene el permiso',
          ),
          409: errorResponseSchema.describe(
            'Idempotency-Key usada con otro cuerpo, o empresa sin poder emitir',
          ),
          422: errorResponseSchema.describe(
            'SUNAT lo rechazaría (VALIDATION_ERROR), lo rechazó (SUNAT_REJECTED) o no lo recibió (SUNAT_EXCEPTION): details.document',
          ),
        },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = request.apiKey;
      const { documentId, replay } = await issueAndSendOther(app, {
        companyId,
        userId,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      const answer = await otherIssueAnswer(app, documentId, replay);
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    '/v1/other-documents',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'v1ListOtherDocuments',
        tags: [V1_TAG],
        summary: 'Comprobantes de retención y de percepción de la empresa, del más reciente al más antiguo',
        querystring: otherDocumentListQuerySchema,
        response: { 200: otherDocumentListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listOtherDocuments(app.db, request.apiKey.companyId, request.query)),
    }),
  );

  app.post(
    '/v1/reversions',
    {
      config: { scope: 'void' },
      schema: {
        operationId: 'v1RevertOtherDocuments',
        tags: [V1_TAG],
        summary:
          'Revertir comprobantes de retención o de percepción aceptados: resumen de reversiones (RR), cuyo estado se consulta en /v1/reversions/{reversionId}',
        body: reversionInputSchema,
        response: { 202: reversionResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = request.apiKey;
      const summaryId = await startReversion(app, companyId, request.body);
      await tellMembers(app, app.db, companyId);
      await dispatchSummary(app, summaryId);
      reply.code(202);
      return {
        success: true as const,
        message: otherDocumentMessages.reversionStarted,
        data: await reversionView(app.db, summaryId),
      };
    },
  );

  app.get(
    '/v1/reversions/:reversionId',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'v1GetReversion',
        tags: [V1_TAG],
        summary: 'Un resumen de reversiones (RR): su estado, ticket y la respuesta de SUNAT',
        params: z.object({ reversionId: z.string() }),
        response: { 200: reversionResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const summaryId = await reversionIdOf(app.db, request.apiKey.companyId, request.params.reversionId);
      return { success: true as const, data: await reversionView(app.db, summaryId) };
    },
  );

  app.get(
    '/v1/other-documents/:documentId',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'v1GetOtherDocument',
        tags: [V1_TAG],
        summary:
          'Un comprobante de retención o de percepción: estado, comprobantes relacionados y respuesta de SUNAT',
        params: documentParams,
        response: { 200: otherDocumentResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await otherDocumentDetail(
        app.db,
        await otherDocumentIdOf(app.db, request.apiKey.companyId, request.params.documentId),
      ),
    }),
  );

  const FILES = {
    xml: ['v1DownloadOtherDocumentXml', 'Descargar el XML firmado', 'XML firmado (UTF-8)'],
    cdr: ['v1DownloadOtherDocumentCdr', 'Descargar la constancia de recepción (CDR) de SUNAT', 'ZIP R-….zip'],
    pdf: ['v1DownloadOtherDocumentPdf', 'Descargar la representación impresa (PDF, A4)', 'PDF'],
  } as const;
  for (const kind of ['xml', 'cdr', 'pdf'] as const)
    app.get(
      `/v1/other-documents/:documentId/${kind}`,
      {
        config: { scope: 'read' },
        schema: {
          operationId: FILES[kind][0],
          tags: [V1_TAG],
          summary: FILES[kind][1],
          params: documentParams,
          response: { 200: z.any().describe(FILES[kind][2]), 404: errorResponseSchema },
        },
      },
      async (request, reply) =>
        replyWithOtherFile(
          app,
          reply,
          await otherDocumentIdOf(app.db, request.apiKey.companyId, request.params.documentId),
          kind,
        ),
    );
};

export default v1OtherDocumentRoutes;
