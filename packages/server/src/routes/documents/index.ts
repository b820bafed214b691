import { z } from 'zod';
import {
  documentApiMessages,
  documentDetailResponseSchema,
  documentInputSchema,
  documentValidationMessages,
  documentValidationResponseSchema,
  errorResponseSchema,
  IDEMPOTENCY_KEY_PATTERN,
  limaDate,
  listadoQuerySchema,
  listadoResponseSchema,
  listMeta,
  noteFromDocumentRequestSchema,
  summaryListQuerySchema,
  summaryListResponseSchema,
  summaryResponseSchema,
  voidDocumentRequestSchema,
  type DocumentDetail,
  type DocumentInput,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertOwner, membershipOf } from '../../companies/company-access.ts';
import { dispatchDocument } from '../../documents/dispatch-document.ts';
import { dispatchSummary } from '../../documents/dispatch-summary.ts';
import { documentDetail, documentIdOf, summariesOf } from '../../documents/document-views.ts';
import { listListado } from '../../documents/listado.ts';
import { IDEMPOTENT_REPLAYED_HEADER, issueAnswer } from '../../documents/issue-answer.ts';
import { issueAndSend } from '../../documents/issue-and-send.ts';
import { resendException } from '../../documents/resend-document.ts';
import { startVoid } from '../../documents/void-document.ts';
import { validateRequest } from '../../documents/validate-request.ts';
import { replyWithCdr, replyWithXml } from '../../documents/file-replies.ts';
import { summaryById } from '../../documents/summary-view.ts';
import { tellMembers } from '../../documents/tell-members.ts';
import { AppError } from '../../http/app-error.ts';
import { validationError } from '../../http/error-answer.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import advanceRoutes from './advances.ts';
import bulkRoutes from './bulk.ts';
import exportRoutes from './exports.ts';
import igvRegimeRoutes from './igv-regime.ts';
import otherDocumentRoutes from './other-documents.ts';
import otherDocumentMailRoutes from './other-document-mail.ts';
import printedRoutes from './printed.ts';
import seriesStatusRoutes from './series-status.ts';
import { registerRoutes } from '../register-routes.ts';

const companyParams = z.object({ id: z.string() });
const documentParams = z.object({ id: z.string(), documentId: z.string() });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });

const TAG = 'comprobantes';

function idempotencyKeyOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(value))
    throw validationError([{ field: 'Idempotency-Key', message: documentApiMessages.idempotencyKey }]);
  return value;
}

/**
 * Electronic documents of a company (issue 26). Every member may issue and read (an employee
 * issues); only the owner voids. A company the caller is not in answers 404, like one that
 * does not exist.
 */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'signedIn');
  await registerRoutes(app, {
    igvRegimeRoutes,
    printedRoutes,
    exportRoutes,
    bulkRoutes,
    advanceRoutes,
    seriesStatusRoutes,
    otherDocumentRoutes,
    otherDocumentMailRoutes,
  });

  /** The message may read the document: an issue SUNAT did not answer says so in plain words. */
  const detailAnswer = async (documentId: string, message?: (document: DocumentDetail) => string) => {
    const data = await documentDetail(app.db, documentId, limaDate(app.clock.now()));
    return { success: true as const, ...(message ? { message: message(data) } : {}), data };
  };

  app.post(
    '/companies/:id/documents',
    {
      schema: {
        tags: [TAG],
        summary:
          'Emitir un comprobante (factura, boleta, nota de crédito o débito): se numera, firma y envía a SUNAT u OSE. Con Idempotency-Key, repetir la llamada devuelve el mismo comprobante.',
        params: companyParams,
        headers: idempotencyHeaders,
        body: documentInputSchema,
        response: {
          201: documentDetailResponseSchema,
          400: errorResponseSchema,
          402: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema.describe(
            'SUNAT lo rechazaría (VALIDATION_ERROR, sin numerar: details con field, code y message), SUNAT lo rechazó (SUNAT_REJECTED) o no lo recibió (SUNAT_EXCEPTION): details.document',
          ),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const { documentId, replay } = await issueAndSend(app, {
        companyId,
        userId: request.auth.user.id,
        input: request.body,
        idempotencyKey: key,
      });
      const answer = await issueAnswer(app, documentId, replay);
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.post(
    '/companies/:id/documents/validate',
    {
      schema: {
        tags: [TAG],
        summary:
          'Revisar un comprobante antes de emitirlo: las mismas validaciones que la emisión, sin numerar, firmar, enviar ni gastar un token',
        params: companyParams,
        body: documentInputSchema,
        response: {
          200: documentValidationResponseSchema.describe('Todo en orden: los importes que tendría'),
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema.describe(
            'SUNAT lo rechazaría: VALIDATION_ERROR con un error por campo en details (field, code de SUNAT, message)',
          ),
        },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const data = await validateRequest(app, companyId, request.body);
      return { success: true as const, message: documentValidationMessages.valid, data };
    },
  );

  app.get(
    '/companies/:id/documents',
    {
      schema: {
        tags: [TAG],
        summary:
          'Comprobantes de la empresa (facturas, boletas, notas, retenciones y percepciones), del más reciente al más antiguo, con filtros y paginación',
        params: companyParams,
        querystring: listadoQuerySchema,
        response: { 200: listadoResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const { items, total } = await listListado(app.db, companyId, request.query);
      return {
        success: true as const,
        data: items,
        meta: listMeta(request.query.page, request.query.limit, total),
      };
    },
  );

  app.get(
    '/companies/:id/documents/:documentId',
    {
      schema: {
        tags: [TAG],
        summary: 'Detalle del comprobante: estado, historial, respuesta de SUNAT y notas vinculadas',
        params: documentParams,
        response: { 200: documentDetailResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      return detailAnswer(await documentIdOf(app.db, companyId, request.params.documentId));
    },
  );

  const fileRoute = (kind: 'xml' | 'cdr') =>
    app.get(
      `/companies/:id/documents/:documentId/${kind}`,
      {
        schema: {
          tags: [TAG],
          summary:
            kind === 'xml'
              ? 'Descargar el XML firmado'
              : 'Descargar la constancia de recepción (CDR) de SUNAT',
          params: documentParams,
          response: {
            200: z
              .any()
              .describe(kind === 'xml' ? 'XML firmado (UTF-8)' : 'ZIP R-….zip tal como lo entregó SUNAT'),
            404: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
        const documentId = await documentIdOf(app.db, companyId, request.params.documentId);
        return kind === 'xml' ? replyWithXml(app, reply, documentId) : replyWithCdr(app, reply, documentId);
      },
    );
  fileRoute('xml');
  fileRoute('cdr');

  app.post(
    '/companies/:id/documents/:documentId/void',
    {
      schema: {
        tags: [TAG],
        summary:
          'Anular un comprobante aceptado (solo el dueño): comunicación de baja para facturas y sus notas, resumen diario con estado 3 para boletas',
        params: documentParams,
        body: voidDocumentRequestSchema,
        response: {
          202: summaryResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const documentId = await documentIdOf(app.db, membership.companyId, request.params.documentId);
      assertOwner(membership);
      const summaryId = await startVoid(app, membership.companyId, documentId, request.body.reason);
      await tellMembers(app, app.db, membership.companyId);
      await dispatchSummary(app, summaryId);
      reply.code(202);
      return {
        success: true as const,
        message: documentApiMessages.voidStarted,
        data: await summaryById(app.db, membership.companyId, summaryId),
      };
    },
  );

  app.post(
    '/companies/:id/documents/:documentId/notes',
    {
      schema: {
        tags: [TAG],
        summary:
          'Emitir una nota de crédito o débito sobre un comprobante aceptado (por defecto, con sus mismos ítems)',
        params: documentParams,
        headers: idempotencyHeaders,
        body: noteFromDocumentRequestSchema,
        response: {
          201: documentDetailResponseSchema,
          400: errorResponseSchema,
          402: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema.describe(
            'SUNAT rechazó la nota (SUNAT_REJECTED) o no la recibió (SUNAT_EXCEPTION): details.document',
          ),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const originalId = await documentIdOf(app.db, companyId, request.params.documentId);
      const [original] = await app.db.query<{
        document_type: '01' | '03';
        series: string;
        number: number;
        input: DocumentInput;
      }>('SELECT document_type, series, number, input FROM documents WHERE id = $1', [originalId]);
      if (original!.document_type !== '01' && original!.document_type !== '03')
        throw new AppError(409, 'CONFLICT', documentApiMessages.referenceNotAccepted);
      const body = request.body;
      const input = documentInputSchema.parse({
        ...original!.input,
        documentType: body.documentType,
        series: body.series,
        issueDate: body.issueDate ?? limaDate(app.clock.now()),
        issueTime: undefined,
        dueDate: undefined,
        payment: { method: 'Contado' },
        detraction: undefined,
        operationType: '0101',
        lines: body.lines ?? original!.input.lines,
        reference: {
          documentType: original!.document_type,
          series: original!.series,
          number: Number(original!.number),
          reasonCode: body.reasonCode,
          reasonDescription: body.reasonDescription,
        },
      });
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const { documentId, replay } = await issueAndSend(app, {
        companyId,
        userId: request.auth.user.id,
        input,
        idempotencyKey: key,
      });
      const answer = await issueAnswer(app, documentId, replay);
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.post(
    '/companies/:id/documents/:documentId/resend',
    {
      schema: {
        tags: [TAG],
        summary: 'Reenviar un comprobante con excepción (por ejemplo, tras corregir el usuario SOL)',
        params: documentParams,
        response: { 200: documentDetailResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const documentId = await documentIdOf(app.db, companyId, request.params.documentId);
      await resendException(app, companyId, documentId);
      await dispatchDocument(app, documentId, { first: true });
      return detailAnswer(documentId, (document) => document.lastError ?? documentApiMessages.resent);
    },
  );

  app.get(
    '/companies/:id/summaries',
    {
      schema: {
        tags: [TAG],
        summary: 'Resúmenes diarios (RC) y comunicaciones de baja (RA) de un día, con su estado en SUNAT',
        params: companyParams,
        querystring: summaryListQuerySchema,
        response: { 200: summaryListResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const date = request.query.date ?? limaDate(app.clock.now());
      return { success: true as const, data: await summariesOf(app.db, companyId, date) };
    },
  );
};

export default documentRoutes;
