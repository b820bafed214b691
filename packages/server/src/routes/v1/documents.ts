import { z } from 'zod';
import {
  apiKeyMessages,
  documentApiMessages,
  documentDetailResponseSchema,
  documentInputSchema,
  documentValidationMessages,
  documentValidationResponseSchema,
  errorResponseSchema,
  IDEMPOTENCY_KEY_PATTERN,
  limaDate,
  summaryResponseSchema,
  v1DocumentListQuerySchema,
  v1DocumentListResponseSchema,
  voidDocumentRequestSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dispatchSummary } from '../../documents/dispatch-summary.ts';
import { listDocumentsAfter } from '../../documents/document-cursor.ts';
import { documentDetail, documentIdOf } from '../../documents/document-views.ts';
import { IDEMPOTENT_REPLAYED_HEADER, issueAnswer } from '../../documents/issue-answer.ts';
import { issueAndSend } from '../../documents/issue-and-send.ts';
import { summaryById } from '../../documents/summary-view.ts';
import { tellMembers } from '../../documents/tell-members.ts';
import { validateRequest } from '../../documents/validate-request.ts';
import { startVoid } from '../../documents/void-document.ts';
import { assertSummaryTaken } from './sunat-failure.ts';

export const documentParams = z.object({ documentId: z.string() });
export const V1_TAG = 'comprobantes';

/** Required on /v1: an integrator that retries after a lost answer must never issue twice. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: apiKeyMessages.idempotencyRequired })
    .regex(IDEMPOTENCY_KEY_PATTERN, documentApiMessages.idempotencyKey)
    .describe(
      'Único por comprobante: repetir la llamada con la misma clave y el mismo cuerpo devuelve el mismo comprobante',
    ),
});

/** Issue, read and void through /v1, the key's company implied: the same functions as the screens. */
const v1DocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const detailOf = (documentId: string) => documentDetail(app.db, documentId, limaDate(app.clock.now()));

  app.post(
    '/v1/documents',
    {
      config: { scope: 'issue' },
      schema: {
        operationId: 'v1IssueDocument',
        tags: [V1_TAG],
        summary:
          'Emitir una factura (01), boleta (03), nota de crédito (07) o de débito (08): se numera, firma y envía a SUNAT en la misma llamada',
        description:
          'Idempotency-Key es obligatorio. La misma clave con el mismo cuerpo responde exactamente lo que respondió la primera vez (estado y cuerpo), con la cabecera Idempotent-Replayed: true; el estado actual del comprobante se lee con GET. Con otro cuerpo, 409. Lo que SUNAT rechazaría por sus reglas se responde 422 VALIDATION_ERROR antes de numerar (sin número ni token gastado; details con field, code de SUNAT y message, como POST /v1/documents/validate). Si SUNAT rechaza el comprobante (o no lo recibe: excepción), responde 422 con el código y el texto de SUNAT en details.',
        headers: idempotencyHeaders,
        body: documentInputSchema,
        response: {
          201: documentDetailResponseSchema.describe(
            'Emitido; SUNAT lo aceptó, lo observó o aún no responde (también al repetir la misma Idempotency-Key, con Idempotent-Replayed: true)',
          ),
          402: errorResponseSchema.describe('Sin tokens (NO_TOKENS)'),
          409: errorResponseSchema.describe(
            'Idempotency-Key usada con otro cuerpo, o empresa o serie sin poder emitir (CONFLICT)',
          ),
          422: errorResponseSchema.describe(
            'SUNAT lo rechazaría (VALIDATION_ERROR, sin numerar: details con field, code y message), SUNAT lo rechazó (SUNAT_REJECTED) o no lo recibió (SUNAT_EXCEPTION): details.sunatCode, details.sunatMessage y details.document',
          ),
        },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = request.apiKey;
      const { documentId, replay } = await issueAndSend(app, {
        companyId,
        userId,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      const answer = await issueAnswer(app, documentId, replay);
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.post(
    '/v1/documents/validate',
    {
      config: { scope: 'issue' },
      schema: {
        operationId: 'v1ValidateDocument',
        tags: [V1_TAG],
        summary:
          'Revisar un comprobante sin emitirlo: las mismas validaciones que POST /v1/documents, sin numerar, firmar, enviar ni gastar un token',
        description:
          'Recibe el mismo cuerpo que POST /v1/documents (sin Idempotency-Key: no emite nada). Responde 200 con valid: true y los importes que tendría, o 422 VALIDATION_ERROR con un error por campo en details (field, code: el código de SUNAT que lo rechazaría, message en español). La numeración de la serie y los tokens no cambian.',
        body: documentInputSchema,
        response: {
          200: documentValidationResponseSchema.describe('Todo en orden: los importes que tendría'),
          409: errorResponseSchema.describe('Empresa o serie sin poder emitir (CONFLICT)'),
          422: errorResponseSchema.describe(
            'SUNAT lo rechazaría (VALIDATION_ERROR): details es la lista de errores, cada uno con field, code (de SUNAT) y message',
          ),
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: documentValidationMessages.valid,
      data: await validateRequest(app, request.apiKey.companyId, request.body),
    }),
  );

  app.get(
    '/v1/documents',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'v1ListDocuments',
        tags: [V1_TAG],
        summary: 'Comprobantes de la empresa, del más reciente al más antiguo, por cursor (next_cursor)',
        querystring: v1DocumentListQuerySchema,
        response: { 200: v1DocumentListResponseSchema },
      },
    },
    async (request) => {
      const { items, nextCursor } = await listDocumentsAfter(app.db, request.apiKey.companyId, request.query);
      return { success: true as const, data: items, next_cursor: nextCursor };
    },
  );

  app.get(
    '/v1/documents/:documentId',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'v1GetDocument',
        tags: [V1_TAG],
        summary: 'Un comprobante: estado, historial, respuesta de SUNAT (cdr) y notas vinculadas',
        params: documentParams,
        response: { 200: documentDetailResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await detailOf(await documentIdOf(app.db, request.apiKey.companyId, request.params.documentId)),
    }),
  );

  app.post(
    '/v1/documents/:documentId/void',
    {
      config: { scope: 'void' },
      schema: {
        operationId: 'v1VoidDocument',
        tags: [V1_TAG],
        summary:
          'Anular un comprobante aceptado: comunicación de baja (RA) para facturas y sus notas, resumen diario (RC) con estado 3 para boletas',
        params: documentParams,
        body: voidDocumentRequestSchema,
        response: {
          202: summaryResponseSchema.describe(
            'Baja enviada; su estado se consulta en /v1/summaries/{summaryId}',
          ),
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema.describe(
            'SUNAT rechazó la baja: details.sunatCode, details.sunatMessage y details.summary',
          ),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = request.apiKey;
      const documentId = await documentIdOf(app.db, companyId, request.params.documentId);
      const summaryId = await startVoid(app, companyId, documentId, request.body.reason);
      await tellMembers(app, app.db, companyId);
      await dispatchSummary(app, summaryId);
      const summary = await summaryById(app.db, companyId, summaryId);
      assertSummaryTaken(summary);
      reply.code(202);
      return { success: true as const, message: documentApiMessages.voidStarted, data: summary };
    },
  );
};

export default v1DocumentRoutes;
