import type { DocumentsContext } from '../documents-context.ts';
import { dispatchOtherDocument } from './dispatch-other-document.ts';
import { issueOtherDocument, type OtherIssueRequest } from './issue-other-document.ts';

/**
 * Issue, then send at once (sendBill answers with the CDR): the verdict is in the answer unless
 * the network failed (then the job retries). A replay of an Idempotency-Key sends nothing. The
 * screens' route and /v1 both issue through here.
 */
export async function issueAndSendOther(app: DocumentsContext, request: OtherIssueRequest) {
  const { documentId, replay, profile } = await issueOtherDocument(app, request);
  if (!replay) await dispatchOtherDocument(app, documentId, { first: true, profile });
  return { documentId, replay };
}
