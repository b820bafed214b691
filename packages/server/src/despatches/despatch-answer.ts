import { despatchApiMessages, type DespatchDetail, type ErrorResponse } from '@facturador/contracts';
import type { DocumentsContext } from '../documents/documents-context.ts';
import { dispatchDespatch } from './dispatch-despatch.ts';
import { despatchDetail } from './despatch-views.ts';
import { issueDespatch, type IssueDespatchRequest } from './issue-despatch.ts';

/**
 * What issuing a guía answers, the same on /v1 and in the screens, as for documents (issue 43):
 * 201 with the guía when SUNAT took it (its ticket in process, or already accepted), 422
 * SUNAT_REJECTED / SUNAT_EXCEPTION with SUNAT's code and text when it refused it. The first answer
 * is stored: a repeat of its Idempotency-Key answers exactly that, with Idempotent-Replayed: true.
 */
export interface DespatchIssueAnswer {
  statusCode: 201 | 422;
  body: { success: true; message: string; data: DespatchDetail } | ErrorResponse;
  replayed: boolean;
  /** The guía's row id, for a caller that goes on with it (a batch's row). */
  despatchId: string;
}

function answerOf(despatch: DespatchDetail): Omit<DespatchIssueAnswer, 'replayed' | 'despatchId'> {
  const number = despatch.fullNumber;
  if (despatch.status === 'rejected' || despatch.status === 'exception') {
    const code = despatch.sunat?.code ?? '';
    const text = despatch.sunat?.description ?? despatch.lastError ?? '';
    const rejected = despatch.status === 'rejected';
    return {
      statusCode: 422,
      body: {
        success: false,
        code: rejected ? 'SUNAT_REJECTED' : 'SUNAT_EXCEPTION',
        message: (rejected ? despatchApiMessages.rejected : despatchApiMessages.exception)(
          number,
          code,
          text,
        ),
        details: { sunatCode: code, sunatMessage: text, despatch },
      },
    };
  }
  const message =
    despatch.status === 'accepted'
      ? despatchApiMessages.issued(number)
      : despatch.status === 'observed'
        ? despatchApiMessages.observed(number)
        : (despatch.lastError ?? despatchApiMessages.pending(number));
  return { statusCode: 201, body: { success: true, message, data: despatch } };
}

/**
 * Issue, send at once for a ticket, ask that ticket once, and answer (accepted when SUNAT was
 * quick, in process otherwise); a replay sends nothing and answers the first answer.
 */
export async function issueAndSendDespatch(
  app: DocumentsContext,
  request: IssueDespatchRequest,
): Promise<DespatchIssueAnswer> {
  const { despatchId, replay } = await issueDespatch(app, request);
  if (replay) {
    const [stored] = await app.db.query<{
      issue_answer: Omit<DespatchIssueAnswer, 'replayed' | 'despatchId'> | null;
    }>('SELECT issue_answer FROM despatches WHERE id = $1', [despatchId]);
    if (stored?.issue_answer) return { ...stored.issue_answer, replayed: true, despatchId };
    return { ...answerOf(await despatchDetail(app.db, despatchId)), replayed: true, despatchId };
  }
  await dispatchDespatch(app, despatchId, { first: true });
  const answer = answerOf(await despatchDetail(app.db, despatchId));
  await app.db.query('UPDATE despatches SET issue_answer = $2 WHERE id = $1 AND issue_answer IS NULL', [
    despatchId,
    JSON.stringify(answer),
  ]);
  return { ...answer, replayed: false, despatchId };
}
