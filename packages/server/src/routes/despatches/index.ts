import {
  despatchApiMessages,
  documentApiMessages,
  endpoints,
  IDEMPOTENCY_KEY_PATTERN,
} from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { membershipOf } from '../../companies/company-access.ts';
import { issueAndSendDespatch } from '../../despatches/despatch-answer.ts';
import { despatchPdf } from '../../despatches/despatch-pdf.ts';
import { despatchCdrOf, despatchXmlOf } from '../../despatches/despatch-repository.ts';
import { despatchDetail, despatchIdOf, listDespatches } from '../../despatches/despatch-views.ts';
import { resendDespatchException } from '../../despatches/resend-despatch.ts';
import { signNumberedDespatch } from '../../despatches/sign-numbered-despatch.ts';
import { download } from '../../documents/file-replies.ts';
import { sendIssueAnswer } from '../../documents/issue-answer.ts';
import { AppError } from '../../http/app-error.ts';
import { validationError } from '../../http/error-answer.ts';
import { guardRoutes } from '../../plugins/app/authentication.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const DESPATCH_TAG = 'guías de remisión';

/**
 * The signed XML of a guía, byte for byte as it went to SUNAT; one numbered by a request that
 * died before signing it is signed now, as the job would (decision 58).
 */
export async function replyWithDespatchXml(app: FastifyInstance, reply: FastifyReply, despatchId: string) {
  const stored = await despatchXmlOf(app.db, despatchId);
  // A guía numbered by a request that died before signing it is signed now (decision 63).
  const xml = stored.xml ?? (await signNumberedDespatch(app, despatchId)).xml;
  return download(reply, 'application/xml; charset=utf-8', `${stored.fileName}.xml`, xml);
}

/** SUNAT's CDR of a guía (R-….zip) as SUNAT delivered it; 404 while SUNAT has not given one. */
export async function replyWithDespatchCdr(app: FastifyInstance, reply: FastifyReply, despatchId: string) {
  const { fileName, cdr } = await despatchCdrOf(app.db, despatchId);
  if (!cdr) throw new AppError(404, 'NOT_FOUND', despatchApiMessages.cdrMissing);
  return download(reply, 'application/zip', `R-${fileName}.zip`, Buffer.from(cdr));
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

  contractRoute(app, endpoints.issueDespatch, async (request, reply) => {
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
    return sendIssueAnswer(reply, answer);
  });

  contractRoute(app, endpoints.listDespatches, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const { items, nextCursor } = await listDespatches(app.db, companyId, request.query);
    return { success: true as const, data: items, next_cursor: nextCursor };
  });

  const despatchOf = async (userId: string, params: { id: string; despatchId: string }) => {
    const { companyId } = await membershipOf(app.db, userId, params.id);
    return despatchIdOf(app.db, companyId, params.despatchId);
  };

  contractRoute(app, endpoints.getDespatch, async (request) => ({
    success: true as const,
    data: await despatchDetail(app.db, await despatchOf(request.auth.user.id, request.params)),
  }));

  contractRoute(app, endpoints.resendDespatch, async (request) => {
    const { companyId } = await membershipOf(app.db, request.auth.user.id, request.params.id);
    const despatchId = await despatchIdOf(app.db, companyId, request.params.despatchId);
    return resendDespatchAnswer(app, companyId, despatchId);
  });

  contractRoute(app, endpoints.downloadDespatchXml, async (request, reply) =>
    replyWithDespatchXml(app, reply, await despatchOf(request.auth.user.id, request.params)),
  );

  contractRoute(app, endpoints.downloadDespatchCdr, async (request, reply) =>
    replyWithDespatchCdr(app, reply, await despatchOf(request.auth.user.id, request.params)),
  );

  contractRoute(app, endpoints.downloadDespatchPdf, async (request, reply) =>
    replyWithDespatchPdf(app, reply, await despatchOf(request.auth.user.id, request.params)),
  );
};

export default despatchRoutes;
