import { z } from 'zod';
import {
  despatchDetailResponseSchema,
  despatchInputSchema,
  despatchListQuerySchema,
  despatchListResponseSchema,
  errorResponseSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issueAndSendDespatch } from '../../despatches/despatch-answer.ts';
import { despatchDetail, despatchIdOf, listDespatches } from '../../despatches/despatch-views.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../documents/issue-answer.ts';
import {
  DESPATCH_TAG,
  replyWithDespatchCdr,
  replyWithDespatchPdf,
  replyWithDespatchXml,
  resendDespatchAnswer,
} from '../despatches/index.ts';
import { idempotencyHeaders } from './documents.ts';

const despatchParams = z.object({ despatchId: z.string() });

/** Guías de remisión through /v1, the key's company implied: the same functions as the screens. */
const v1DespatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/despatches',
    {
      config: { scope: 'issue' },
      schema: {
        operationId: 'v1IssueDespatch',
        tags: [DESPATCH_TAG],
        summary:
          'Emitir una guía de remisión remitente (09) o transportista (31): se numera, firma y envía a la API de guías de SUNAT en la misma llamada',
        description:
          'Idempotency-Key es obligatorio. La misma clave con el mismo cuerpo responde exactamente lo que respondió la primera vez, con la cabecera Idempotent-Replayed: true; con otro cuerpo, 409. SUNAT responde con un ticket, que se consulta enseguida: la respuesta trae la guía aceptada (status accepted, con su CDR) cuando SUNAT ya la procesó, o «En proceso en SUNAT» (status pending) hasta que el ticket da su veredicto, que se lee con GET /v1/despatches/{despatchId} o llega por los webhooks despatch.accepted y despatch.rejected. Lo que SUNAT rechazaría por sus reglas se responde 422 VALIDATION_ERROR sin numerar.',
        headers: idempotencyHeaders,
        body: despatchInputSchema,
        response: {
          201: despatchDetailResponseSchema.describe(
            'Emitida: SUNAT la está procesando o ya la aceptó (también al repetir la misma Idempotency-Key, con Idempotent-Replayed: true)',
          ),
          409: errorResponseSchema.describe(
            'Idempotency-Key usada con otro cuerpo, o empresa o serie sin poder emitir',
          ),
          422: errorResponseSchema.describe(
            'SUNAT la rechazaría (VALIDATION_ERROR, sin numerar), la rechazó (SUNAT_REJECTED) o no la recibió (SUNAT_EXCEPTION): details.despatch',
          ),
        },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = request.apiKey;
      const answer = await issueAndSendDespatch(app, {
        companyId,
        userId,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    '/v1/despatches',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'v1ListDespatches',
        tags: [DESPATCH_TAG],
        summary:
          'Guías de remisión de la empresa, de la más reciente a la más antigua, por cursor (next_cursor)',
        querystring: despatchListQuerySchema,
        response: { 200: despatchListResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { items, nextCursor } = await listDespatches(app.db, request.apiKey.companyId, request.query);
      return { success: true as const, data: items, next_cursor: nextCursor };
    },
  );

  app.get(
    '/v1/despatches/:despatchId',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'v1GetDespatch',
        tags: [DESPATCH_TAG],
        summary: 'Una guía de remisión: estado, ticket y respuesta de SUNAT',
        params: despatchParams,
        response: { 200: despatchDetailResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await despatchDetail(
        app.db,
        await despatchIdOf(app.db, request.apiKey.companyId, request.params.despatchId),
      ),
    }),
  );

  app.get(
    '/v1/despatches/:despatchId/xml',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'v1DownloadDespatchXml',
        tags: [DESPATCH_TAG],
        summary: 'El XML firmado de la guía, tal como se envió a SUNAT',
        params: despatchParams,
        response: { 200: z.any().describe('XML firmado (UTF-8)'), 404: errorResponseSchema },
      },
    },
    async (request, reply) =>
      replyWithDespatchXml(
        app,
        reply,
        await despatchIdOf(app.db, request.apiKey.companyId, request.params.despatchId),
      ),
  );

  app.get(
    '/v1/despatches/:despatchId/cdr',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'v1DownloadDespatchCdr',
        tags: [DESPATCH_TAG],
        summary: 'La constancia de recepción (CDR) de SUNAT de la guía (R-….zip)',
        params: despatchParams,
        response: {
          200: z.any().describe('ZIP R-….zip tal como lo entregó SUNAT'),
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      replyWithDespatchCdr(
        app,
        reply,
        await despatchIdOf(app.db, request.apiKey.companyId, request.params.despatchId),
      ),
  );

  app.get(
    '/v1/despatches/:despatchId/pdf',
    {
      config: { scope: 'read' },
      schema: {
        operationId: 'v1DownloadDespatchPdf',
        tags: [DESPATCH_TAG],
        summary:
          'La representación impresa de la guía: PDF A4 con el código QR que SUNAT entrega al aceptarla',
        params: despatchParams,
        response: { 200: z.any().describe('PDF RUC-TT-SERIE-NUMERO.pdf'), 404: errorResponseSchema },
      },
    },
    async (request, reply) =>
      replyWithDespatchPdf(
        app,
        reply,
        await despatchIdOf(app.db, request.apiKey.companyId, request.params.despatchId),
      ),
  );

  app.post(
    '/v1/despatches/:despatchId/resend',
    {
      config: { scope: 'issue' },
      schema: {
        operationId: 'v1ResendDespatch',
        tags: [DESPATCH_TAG],
        summary: 'Reenviar a SUNAT una guía que no recibió (status exception), tal como se firmó',
        description:
          'Para una guía a la que SUNAT respondió una excepción (códigos 0100 a 1999: no la registró y su número sigue libre), una vez corregida la causa (credenciales, caída de SUNAT). Se envía el mismo XML firmado y SUNAT responde con un ticket nuevo; su veredicto llega como el de una guía recién emitida. Una guía rechazada (status rejected) no se reenvía: su número ya no se puede usar, y se responde 409.',
        params: despatchParams,
        response: {
          200: despatchDetailResponseSchema.describe(
            'Reenviada: SUNAT la está procesando con un ticket nuevo, o el envío se reintentará (lastError dice por qué)',
          ),
          404: errorResponseSchema,
          409: errorResponseSchema.describe(
            'La guía no está con excepción (CONFLICT): rechazada (su número ya no se puede usar), aceptada o en proceso',
          ),
        },
      },
    },
    async (request) => {
      const { companyId } = request.apiKey;
      return resendDespatchAnswer(
        app,
        companyId,
        await despatchIdOf(app.db, companyId, request.params.despatchId),
      );
    },
  );
};

export default v1DespatchRoutes;
