import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints } from '@facturador/contracts';
import { otherDocumentKeys } from './other-document-keys.ts';

/** GET …/other-documents/:documentId/emails: every e-mail sent or failed, oldest first. */
export const otherDocumentEmailsQueryOptions = (companyId: string, documentId: string) =>
  queryOptions({
    queryKey: otherDocumentKeys.emails(companyId, documentId),
    queryFn: async () =>
      (await callApi(endpoints.listOtherDocumentEmails, { params: { id: companyId, documentId } })).data,
    enabled: companyId !== '' && documentId !== '',
  });

/**
 * POST …/other-documents/:documentId/email: the PDF and the XML to any address (decision 61).
 * Sent or failed, the server writes it in the document's e-mails, so they are read again either way.
 */
export function useEmailOtherDocument(companyId: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: string) =>
      callApi(endpoints.emailOtherDocument, { params: { id: companyId, documentId }, body: { to } }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: otherDocumentKeys.emails(companyId, documentId) }),
  });
}
