import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints } from '@facturador/contracts';
import { documentKeys } from './document-keys.ts';

/** POST …/documents/:documentId/email: the PDF and the XML to any address; answers the one used. */
export const emailDocument = (companyId: string, documentId: string, to: string) =>
  callApi(endpoints.emailDocument, { params: { id: companyId, documentId }, body: { to } });

/**
 * Sends the document by e-mail. Sent or failed, the server writes it in the document's history,
 * so the detail is read again either way.
 */
export function useEmailDocument(companyId: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => emailDocument(companyId, documentId, to),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.detail(companyId, documentId) }),
  });
}
