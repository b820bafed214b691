import { z } from 'zod';
import {
  documentApiMessages,
  errorResponseSchema,
  IDEMPOTENCY_KEY_PATTERN,
  otherCpeAgentResponseSchema,
  otherCpeAgentSchema,
  otherDocumentListQuerySchema,
  otherDocumentListResponseSchema,
  otherDocumentMessages,
  otherDocumentResponseSchema,
  retentionPerceptionInputSchema,
  reversionInputSchema,
  reversionResponseSchema,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertMayEdit, assertOwner, membershipOf } from '../../companies/company-access.ts';
import { dispatchSummary } from '../../documents/dispatch-summary.ts';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../documents/issue-answer.ts';
import { otherCpeAgentOf, setOtherCpeAgent } from '../../documents/other-cpe/agent.ts';
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
import { validationError } from '../../http/error-answer.ts';

const TAG = 'comprobantes';
const companyParams = z.object({ id: z.string() });
const documentParams = z.object({ id: z.string(), documentId: z.string() });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });

/**
 * Comprobantes de retención (20) and de percepción (40) of a company, and their reversiones
 * (issue 41 item 3): the company says which agent it is (owners and administrators), every member
 * issues and reads, only the owner reverts. A company the caller is not in answers 404.
 */
const otherDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const agentAnswer = async (companyId: string) => ({
    success: true as const,
    data: await otherCpeAgentOf(app.db, companyId),
  });

  app.get(
    '/companies/:id/other-cpe-agent',
    {
      schema: {
        tags: [TAG],
        summary: 'Si la empresa es agente de retención y/o de percepción',
        params: companyParams,
        response: { 200: otherCpeAgentResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      return agentAnswer(companyId);
    },
  );

  app.put(
    '/companies/:id/other-cpe-agent',
    {
      schema: {
        tags: [TAG],
        summary:
          'Indicar si la empresa es agente de retención y/o de percepción: solo así emite comprobantes de retención (20) o de percepción (40)',
        params: companyParams,
        body: otherCpeAgentSchema,
        response: { 200: otherCpeAgentResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
      assertMayEdit(membership);
      await setOtherCpeAgent(app.db, membership.companyId, request.body, app.clock.now());
      return { ...(await agentAnswer(membership.companyId)), message: otherDocumentMessages.agentSaved };
    },
  );

  app.post(
    '/companies/:id/other-documents',
    {
      schema: {
        tags: [TAG],
        summary:
          'Emitir un comprobante de retención (20) o de percepción (40): se numera, firma y envía al servicio de otros comprobantes de SUNAT. Con Idempotency-Key, repetir la llamada devuelve el mismo comprobante.',
        params: companyParams,
        headers: idempotencyHeaders,
        body: retentionPerceptionInputSchema,
        response: {
          201: otherDocumentResponseSchema,
          403: errorResponseSchema.describe(
            'La empresa no es agente de retención o de percepción (FORBIDDEN)',
          ),
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema.describe(
            'SUNAT lo rechazaría (VALIDATION_ERROR, sin numerar), SUNAT lo rechazó (SUNAT_REJECTED) o no lo recibió (SUNAT_EXCEPTION): details.document',
          ),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const key = request.headers['idempotency-key'];
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key))
        throw validationError([{ field: 'Idempotency-Key', message: documentApiMessages.idempotencyKey }]);
      const { documentId, replay } = await issueAndSendOther(app, {
        companyId,
        userId: request.auth.user.id,
        input: request.body,
        idempotencyKey: key,
      });
      const answer = await otherIssueAnswer(app, documentId, replay);
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    '/companies/:id/other-documents',
    {
      schema: {
        tags: [TAG],
        summary: 'Comprobantes de retención y de percepción de la empresa, del más reciente al más antiguo',
        params: companyParams,
        querystring: otherDocumentListQuerySchema,
        response: { 200: otherDocumentListResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      return { success: true as const, ...(await listOtherDocuments(app.db, companyId, request.query)) };
    },
  );

  app.post(
    '/companies/:id/reversions',
    {
      schema: {
        tags: [TAG],
        summary:
          'Revertir comprobantes de retención o de percepción aceptados (solo el dueño): resumen de reversiones (RR) con ticket',
        params: companyParams,
        body: reversionInputSchema,
        response: {
          202: reversionResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
      assertOwner(membership);
      const summaryId = await startReversion(app, membership.companyId, request.body);
      await tellMembers(app, app.db, membership.companyId);
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
    '/companies/:id/reversions/:reversionId',
    {
      schema: {
        tags: [TAG],
        summary: 'Un resumen de reversiones (RR): su estado, ticket y la respuesta de SUNAT',
        params: z.object({ id: z.string(), reversionId: z.string() }),
        response: { 200: reversionResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const summaryId = await reversionIdOf(app.db, companyId, request.params.reversionId);
      return { success: true as const, data: await reversionView(app.db, summaryId) };
    },
  );

  app.get(
    '/companies/:id/other-documents/:documentId',
    {
      schema: {
        tags: [TAG],
        summary:
          'Un comprobante de retención o de percepción: estado, comprobantes relacionados y respuesta de SUNAT',
        params: documentParams,
        response: { 200: otherDocumentResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const documentId = await otherDocumentIdOf(app.db, companyId, request.params.documentId);
      return { success: true as const, data: await otherDocumentDetail(app.db, documentId) };
    },
  );

  const SUMMARIES = {
    xml: ['Descargar el XML firmado', 'XML firmado (UTF-8)'],
    cdr: ['Descargar la constancia de recepción (CDR) de SUNAT', 'ZIP R-….zip tal como lo entregó SUNAT'],
    pdf: ['Descargar la representación impresa (PDF, A4)', 'PDF RUC-TT-SERIE-NUMERO.pdf'],
  } as const;
  for (const kind of ['xml', 'cdr', 'pdf'] as const)
    app.get(
      `/companies/:id/other-documents/:documentId/${kind}`,
      {
        schema: {
          tags: [TAG],
          summary: SUMMARIES[kind][0],
          params: documentParams,
          response: { 200: z.any().describe(SUMMARIES[kind][1]), 404: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
        const documentId = await otherDocumentIdOf(app.db, companyId, request.params.documentId);
        return replyWithOtherFile(app, reply, documentId, kind);
      },
    );
};

export default otherDocumentRoutes;
