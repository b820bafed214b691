import type { DocumentsContext } from './documents-context.ts';
import { dispatchDocument } from './dispatch-document.ts';
import { issueDocument, type IssueRequest } from './issue-document.ts';

/**
 * Issue, then send at once: SUNAT's verdict is in the answer unless the network failed (then
 * the job retries). A replay of an Idempotency-Key sends nothing: the first request did. The
 * screens' route and /v1 both issue through here.
 */
export async function issueAndSend(app: DocumentsContext, request: IssueRequest) {
  const { documentId, replay, profile, claimed } = await issueDocument(app, {
    ...request,
    claimFirstSend: true,
  });
  // The send ends in a verdict or a retry, and either tells the members' tabs.
  if (!replay) await dispatchDocument(app, documentId, { first: true, profile, claimed });
  return { documentId, replay };
}
