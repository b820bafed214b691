import {
  documentApiMessages,
  endpoints,
  IDEMPOTENCY_KEY_PATTERN,
  otherDocumentMessages,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { assertMayEdit, assertOwner, membershipOf } from '../../companies/company-access.ts';
import { dispatchSummary } from '../../documents/dispatch-summary.ts';
import { sendIssueAnswer } from '../../documents/issue-answer.ts';
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

  contractRoute(app, endpoints.getOtherCpeAgent, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    return agentAnswer(companyId);
  });

  contractRoute(app, endpoints.setOtherCpeAgent, async (request) => {
    const membership = await membershipOf(app.db, request.auth.user.id, request.params.id);
    assertMayEdit(membership);
    await setOtherCpeAgent(app.db, membership.companyId, request.body, app.clock.now());
    return { ...(await agentAnswer(membership.companyId)), message: otherDocumentMessages.agentSaved };
  });

  contractRoute(app, endpoints.issueOtherDocument, async (request, reply) => {
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
    return sendIssueAnswer(reply, answer);
  });

  contractRoute(app, endpoints.listOtherDocuments, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    return { success: true as const, ...(await listOtherDocuments(app.db, companyId, request.query)) };
  });

  contractRoute(app, endpoints.revertOtherDocuments, async (request, reply) => {
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
  });

  contractRoute(app, endpoints.getReversion, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const summaryId = await reversionIdOf(app.db, companyId, request.params.reversionId);
    return { success: true as const, data: await reversionView(app.db, summaryId) };
  });

  contractRoute(app, endpoints.getOtherDocument, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const documentId = await otherDocumentIdOf(app.db, companyId, request.params.documentId);
    return { success: true as const, data: await otherDocumentDetail(app.db, documentId) };
  });

  const FILES = {
    xml: endpoints.downloadOtherDocumentXml,
    cdr: endpoints.downloadOtherDocumentCdr,
    pdf: endpoints.downloadOtherDocumentPdf,
  } as const;
  for (const kind of ['xml', 'cdr', 'pdf'] as const)
    contractRoute(app, FILES[kind], async (request, reply) => {
      const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
      const documentId = await otherDocumentIdOf(app.db, companyId, request.params.documentId);
      return replyWithOtherFile(app, reply, documentId, kind);
    });
};

export default otherDocumentRoutes;
