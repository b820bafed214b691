import {
  documentApiMessages,
  documentInputSchema,
  documentValidationMessages,
  endpoints,
  IDEMPOTENCY_KEY_PATTERN,
  limaDate,
  listMeta,
  type DocumentDetail,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { assertOwner, membershipOf } from '../../companies/company-access.ts';
import { dispatchDocument } from '../../documents/dispatch-document.ts';
import { dispatchSummary } from '../../documents/dispatch-summary.ts';
import { noteOriginalOf } from '../../documents/document-repository.ts';
import { documentDetail, documentIdOf, summariesOf } from '../../documents/document-views.ts';
import { listListado } from '../../documents/listado.ts';
import { issueAnswer, sendIssueAnswer } from '../../documents/issue-answer.ts';
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

  contractRoute(app, endpoints.issueDocument, async (request, reply) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    const { documentId, replay } = await issueAndSend(app, {
      companyId,
      userId: request.auth.user.id,
      input: request.body,
      idempotencyKey: key,
    });
    const answer = await issueAnswer(app, documentId, replay);
    return sendIssueAnswer(reply, answer);
  });

  contractRoute(app, endpoints.validateDocument, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const data = await validateRequest(app, companyId, request.body);
    return { success: true as const, message: documentValidationMessages.valid, data };
  });

  contractRoute(app, endpoints.listDocuments, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const { items, total } = await listListado(app.db, companyId, request.query);
    return {
      success: true as const,
      data: items,
      meta: listMeta(request.query.page, request.query.limit, total),
    };
  });

  contractRoute(app, endpoints.getDocument, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    return detailAnswer(await documentIdOf(app.db, companyId, request.params.documentId));
  });

  const fileRoute = (kind: 'xml' | 'cdr') =>
    contractRoute(
      app,
      kind === 'xml' ? endpoints.downloadDocumentXml : endpoints.downloadDocumentCdr,
      async (request, reply) => {
        const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
        const documentId = await documentIdOf(app.db, companyId, request.params.documentId);
        return kind === 'xml' ? replyWithXml(app, reply, documentId) : replyWithCdr(app, reply, documentId);
      },
    );
  fileRoute('xml');
  fileRoute('cdr');

  contractRoute(app, endpoints.voidDocument, async (request, reply) => {
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
  });

  contractRoute(app, endpoints.issueNoteFromDocument, async (request, reply) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const originalId = await documentIdOf(app.db, companyId, request.params.documentId);
    const original = await noteOriginalOf(app.db, originalId);
    if (original.document_type !== '01' && original.document_type !== '03')
      throw new AppError(409, 'CONFLICT', documentApiMessages.referenceNotAccepted);
    const body = request.body;
    const input = documentInputSchema.parse({
      ...original.input,
      documentType: body.documentType,
      series: body.series,
      issueDate: body.issueDate ?? limaDate(app.clock.now()),
      issueTime: undefined,
      dueDate: undefined,
      payment: { method: 'Contado' },
      detraction: undefined,
      operationType: '0101',
      lines: body.lines ?? original.input.lines,
      reference: {
        documentType: original.document_type,
        series: original.series,
        number: Number(original.number),
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
    return sendIssueAnswer(reply, answer);
  });

  contractRoute(app, endpoints.resendDocument, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const documentId = await documentIdOf(app.db, companyId, request.params.documentId);
    await resendException(app, companyId, documentId);
    await dispatchDocument(app, documentId, { first: true });
    return detailAnswer(documentId, (document) => document.lastError ?? documentApiMessages.resent);
  });

  contractRoute(app, endpoints.listSummaries, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const date = request.query.date ?? limaDate(app.clock.now());
    return { success: true as const, data: await summariesOf(app.db, companyId, date) };
  });
};

export default documentRoutes;
