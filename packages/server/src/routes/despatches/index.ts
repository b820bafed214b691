import { z } from 'zod';
import {
  despatchApiMessages,
  despatchDetailResponseSchema,
  despatchInputSchema,
  despatchListQuerySchema,
  despatchListResponseSchema,
  documentApiMessages,
  errorResponseSchema,
  IDEMPOTENCY_KEY_PATTERN,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membershipOf } from '../../companies/company-access.ts';
import { issueAndSendDespatch } from '../../despatches/despatch-answer.ts';
import { despatchPdf } from '../../despatches/despatch-pdf.ts';
import { despatchDetail, despatchIdOf, listDespatches } from '../../despatches/despatch-views.ts';
import { resendDespatchException } from '../../despatches/resend-despatch.ts';
import { signNumberedDespatch } from '../../despatches/sign-numbered-despatch.ts';
import { download } from '../../documents/file-replies.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../documents/issue-answer.ts';
import { AppError } from '../../http/app-error.ts';
import { validationError } from '../../http/error-answer.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';

const companyParams = z.object({ id: z.string() });
const despatchParams = z.object({ id: z.string(), despatchId: z.string() });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });
export const DESPATCH_TAG = 'guías de remisión';

/**
 * The signed XML of a guía, byte for byte as it went to SUNAT; one numbered by a request that
 * died before signing it is signed now, as the job would (decision 58).
 */
export async function replyWithDespatchXml(app: FastifyInstance, reply: FastifyReply, despatchId: string) {
  const [row] = await app.db.query<{ file_name: string; xml: string | null }>(
    'SELECT file_name, xml FROM despatches WHERE id = $1',
    [despatchId],
  );
  const xml = row!.xml ?? (await signNumberedDespatch(app, despatchId)).xml;
  return download(reply, 'application/xml; charset=utf-8', `${row!.file_name}.xml`, xml);
}

/** SUNAT's CDR of a guía (R-….zip) as SUNAT delivered it; 404 while SUNAT has not given one. */
export async function replyWithDespatchCdr(app: FastifyInstance, reply: FastifyReply, despatchId: string) {
  const [row] = await app.db.query<{ file_name: string; cdr: Buffer | null }>(
    'SELECT file_name, cdr FROM despatches WHERE id = $1',
    [despatchId],
  );
  if (!row!.cdr) throw new AppError(404, 'NOT_FOUND', despatchApiMessages.cdrMissing);
  return download(reply, 'application/zip', `R-${row!.file_name}.zip`, Buffer.from(row!.cdr));
}

/** The guía's representación impresa: PDF A4 with the QR SUNAT gives on acceptance. */
export async function replyWithDespatchPdf(app: FastifyInstance, reply: FastifyReply, despatchId: string) {
  const { pdf, fileName } = await despatchPdf(app.db, despatchId);
  return download(reply, 'application/pdf', fileName, pdf);
}

/**
 * Resends a guía SUNAT did not register and answers it as it stands: SUNAT's new ticket, or why
 * the send got no answer yet. /v1 and the screens resend through here.
 */
export async function resendDespatchAnswer(app: FastifyInstance, companyId: string, despatchId: string) {
  await resendDespatchException(app, companyId, despatchId);
  const despatch = await despatchDetail(app.db, despatchId);
  return {
    success: true as const,
    message: despatch.lastError ?? despatchApiMessages.resent(despatch.fullNumber),
    data: despatch,
  };
}

/**
 * Guías de remisión of a company (issue 42): every member may issue and read them, as documents.
 * A company the caller is not in answers 404, like one that does not exist.
 */
const despatchRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'signedIn');

  app.post(
    '/companies/:id/despatches',
    {
      schema: {
        tags: [DESPATCH_TAG],
        summary:
          'Emitir una guía de remisión remitente (09) o transportista (31): se numera, firma y envía a SUNAT (API de guías), que responde con un ticket. Con Idempotency-Key, repetir la llamada devuelve la misma guía.',
        params: companyParams,
        headers: idempotencyHeaders,
        body: despatchInputSchema,
        response: {
          201: despatchDetailResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema.describe(
            'SUNAT la rechazaría (VALIDATION_ERROR, sin numerar), la rechazó (SUNAT_REJECTED) o no la recibió (SUNAT_EXCEPTION): details.despatch',
          ),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const key = request.headers['idempotency-key'];
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key))
        throw validationError([{ field: 'Idempotency-Key', message: documentApiMessages.idempotencyKey }]);
      const answer = await issueAndSendDespatch(app, {
        companyId,
        userId: request.auth.user.id,
        input: request.body,
        idempotencyKey: key,
      });
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    '/companies/:id/despatches',
    {
      schema: {
        tags: [DESPATCH_TAG],
        summary:
          'Guías de remisión de la empresa, de la más reciente a la más antigua, por cursor (next_cursor)',
        params: companyParams,
        querystring: despatchListQuerySchema,
        response: { 200: despatchListResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const { items, nextCursor } = await listDespatches(app.db, companyId, request.query);
      return { success: true as const, data: items, next_cursor: nextCursor };
    },
  );

  const despatchOf = async (userId: string, params: { id: string; despatchId: string }) => {
    const { companyId } = await membershipOf(app.db, userId, params.id);
    return despatchIdOf(app.db, companyId, params.despatchId);
  };

  app.get(
    '/companies/:id/despatches/:despatchId',
    {
      schema: {
        tags: [DESPATCH_TAG],
        summary: 'Una guía de remisión: estado, ticket y respuesta de SUNAT',
        params: despatchParams,
        response: { 200: despatchDetailResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await despatchDetail(app.db, await despatchOf(request.auth.user.id, request.params)),
    }),
  );

  app.post(
    '/companies/:id/despatches/:despatchId/resend',
    {
      schema: {
        tags: [DESPATCH_TAG],
        summary:
          'Reenviar una guía que SUNAT no recibió (excepción), tal como se firmó; una guía rechazada no se reenvía: su número ya no se puede usar',
        params: despatchParams,
        response: {
          200: despatchDetailResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema.describe(
            'La guía no está con excepción (CONFLICT): rechazada, aceptada o en proceso',
          ),
        },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const despatchId = await despatchIdOf(app.db, companyId, request.params.despatchId);
      return resendDespatchAnswer(app, companyId, despatchId);
    },
  );

  app.get(
    '/companies/:id/despatches/:despatchId/xml',
    {
      schema: {
        tags: [DESPATCH_TAG],
        summary: 'Descargar el XML firmado de la guía (RUC-TT-SERIE-NUMERO.xml)',
        params: despatchParams,
        response: { 200: z.any().describe('XML firmado (UTF-8)'), 404: errorResponseSchema },
      },
    },
    async (request, reply) =>
      replyWithDespatchXml(app, reply, await despatchOf(request.auth.user.id, request.params)),
  );

  app.get(
    '/companies/:id/despatches/:despatchId/cdr',
    {
      schema: {
        tags: [DESPATCH_TAG],
        summary: 'Descargar la constancia de recepción (CDR) de SUNAT de la guía (R-….zip)',
        params: despatchParams,
        response: {
          200: z.any().describe('ZIP R-….zip tal como lo entregó SUNAT'),
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      replyWithDespatchCdr(app, reply, await despatchOf(request.auth.user.id, request.params)),
  );

  app.get(
    '/companies/:id/despatches/:despatchId/pdf',
    {
      schema: {
        tags: [DESPATCH_TAG],
        summary:
          'Descargar la representación impresa de la guía (PDF A4 con el código QR que SUNAT entrega al aceptarla)',
        params: despatchParams,
        response: { 200: z.any().describe('PDF RUC-TT-SERIE-NUMERO.pdf'), 404: errorResponseSchema },
      },
    },
    async (request, reply) =>
      replyWithDespatchPdf(app, reply, await despatchOf(request.auth.user.id, request.params)),
  );
};

export default despatchRoutes;
