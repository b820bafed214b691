import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints, type DocumentDetail, type DocumentInput } from '@facturador/contracts';
import { issueRetry } from '../issue/offline-issue.ts';
import { documentKeys } from './document-keys.ts';
import { issuedOrRefused } from './refused-document.ts';

/**
 * Comprobantes' mutations. Each reads every document query again once it succeeded (the Listado,
 * the detail, the series' state), after the caller's own `onSuccess` (its toast, its navigation).
 */

export interface IssueVariables {
  companyId: string;
  input: DocumentInput;
}

/**
 * POST /companies/:id/documents with the form's Idempotency-Key: a retry of the same form (a
 * lost answer, a double click) answers the same document; an unanswered request is tried again
 * (issueRetry). A document SUNAT refused is an answer too: it has its number.
 */
export function useIssueDocument(
  idempotencyKey: string,
  onIssued: (document: DocumentDetail, variables: IssueVariables) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, input }: IssueVariables) =>
      issuedOrRefused(() =>
        callApi(endpoints.issueDocument, {
          params: { id: companyId },
          body: input,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    ...issueRetry,
    onSuccess: (document, variables) => {
      onIssued(document, variables);
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}

/** POST …/documents/:documentId/notes: a credit or debit note from the document; a refused one too. */
export function useIssueNote(
  companyId: string,
  documentId: string,
  options: { onIssued: (note: DocumentDetail) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      issuedOrRefused(() =>
        callApi(endpoints.issueNoteFromDocument, {
          params: { id: companyId, documentId },
          body: body as never,
        }),
      ),
    onSuccess: (note) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      options.onIssued(note);
    },
    onError: options.onError,
  });
}

/** POST …/documents/:documentId/void: the baja (RA for facturas, RC status 3 for boletas). */
export function useVoidDocument(
  companyId: string,
  documentId: string,
  options: { onVoided: (answer: { message?: string }) => void; onError: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string }) =>
      callApi(endpoints.voidDocument, { params: { id: companyId, documentId }, body }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      options.onVoided(answer);
    },
    onError: options.onError,
  });
}
