import { apiKeyMessages, limaDate, type DocumentDetail, type ErrorResponse } from '@facturador/contracts';
import type { FastifyReply } from 'fastify';
import type { DocumentsContext } from './documents-context.ts';
import { documentDetail } from './document-views.ts';
import { issuedMessage } from './sunat-failure-text.ts';

/**
 * What an issue answers (issue 43, «honest answers»), the same on /v1 and in the screens:
 * - 201 with the document when SUNAT accepted it, observed it or has not answered yet;
 * - 422 SUNAT_REJECTED / SUNAT_EXCEPTION when SUNAT refused it (or did not receive it), with
 *   SUNAT's code and Spanish text and the document in `details`: a rejected document is never
 *   «emitido», and its number is burned either way.
 * The first answer is stored with the document: a repeat of its Idempotency-Key answers exactly
 * that (status and body) with `Idempotent-Replayed: true`, as Stripe does; GET shows the document
 * as it stands. A repeat that arrives before the first answer was stored (still on its way, or
 * lost with a crash) answers the document as it stands.
 */
export interface IssueAnswer {
  statusCode: 201 | 422;
  body: { success: true; message: string; data: DocumentDetail } | ErrorResponse;
  replayed: boolean;
}

function answerOf(document: DocumentDetail): Omit<IssueAnswer, 'replayed'> {
  if (document.status !== 'rejected' && document.status !== 'exception')
    return { statusCode: 201, body: { success: true, message: issuedMessage(document), data: document } };
  const code = document.cdr?.code ?? '';
  const text = document.cdr?.description ?? document.lastError ?? '';
  const rejected = document.status === 'rejected';
  return {
    statusCode: 422,
    body: {
      success: false,
      code: rejected ? 'SUNAT_REJECTED' : 'SUNAT_EXCEPTION',
      message: (rejected ? apiKeyMessages.sunatRejected : apiKeyMessages.sunatException)(
        document.fullNumber,
        code,
        text,
      ),
      details: { sunatCode: code, sunatMessage: text, document },
    },
  };
}

/** The issue's answer: the stored first one on a replay, else made now and stored. */
export async function issueAnswer(
  app: DocumentsContext,
  documentId: string,
  replay: boolean,
): Promise<IssueAnswer> {
  if (replay) {
    const [stored] = await app.db.query<{ issue_answer: Omit<IssueAnswer, 'replayed'> | null }>(
      'SELECT issue_answer FROM documents WHERE id = $1',
      [documentId],
    );
    if (stored?.issue_answer) return { ...stored.issue_answer, replayed: true };
  }
  const answer = answerOf(await documentDetail(app.db, documentId, limaDate(app.clock.now())));
  if (!replay)
    await app.db.query('UPDATE documents SET issue_answer = $2 WHERE id = $1 AND issue_answer IS NULL', [
      documentId,
      JSON.stringify(answer),
    ]);
  return { ...answer, replayed: replay };
}

/** The header a repeated Idempotency-Key's answer carries. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * Sends an issue's answer as it stands: 201 with the document, or 422 in the error shape (one of
 * the contract entry's failures), marked when it repeats a stored answer. It takes the plain
 * reply: a contract route's reply is typed with the entry's successes only.
 */
export function sendIssueAnswer(
  reply: FastifyReply,
  answer: { statusCode: 201 | 422; body: unknown; replayed: boolean },
): FastifyReply {
  if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return reply.code(answer.statusCode).send(answer.body);
}
