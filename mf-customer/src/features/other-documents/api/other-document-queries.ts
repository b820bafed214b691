import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi, callApiFile, isApiError } from '@facturador/auth-api';
import {
  endpoints,
  otherDocumentDetailSchema,
  type OtherCpeType,
  type OtherDocumentDetail,
  type RetentionPerceptionInput,
  type ReversionInput,
  type ReversionView,
} from '@facturador/contracts';
import { downloadFile } from '@facturador/forms';
import { otherDocumentKeys } from './other-document-keys.ts';

/** GET /companies/:id/other-documents: one page, the newest first. */
export const otherDocumentListQueryOptions = (
  companyId: string,
  query: { page: number; limit: number; documentType?: OtherCpeType },
) =>
  queryOptions({
    queryKey: otherDocumentKeys.list(companyId, query),
    queryFn: () => callApi(endpoints.listOtherDocuments, { params: { id: companyId }, query }),
    enabled: companyId !== '',
    placeholderData: keepPreviousData,
  });

export const otherDocumentQueryOptions = (companyId: string, documentId: string) =>
  queryOptions({
    queryKey: otherDocumentKeys.detail(companyId, documentId),
    queryFn: async () =>
      (await callApi(endpoints.getOtherDocument, { params: { id: companyId, documentId } })).data,
    enabled: companyId !== '' && documentId !== '',
  });

/** SUNAT answers a resumen de reversiones by ticket: until then it is asked again. */
export const reversionSettled = (reversion: ReversionView | undefined) =>
  reversion !== undefined && reversion.status !== 'signed' && reversion.status !== 'pending';
/** How often an open reversión asks again while SUNAT works on its ticket. */
export const REVERSION_POLL_MS = 2_000;

/** GET /companies/:id/reversions/:id, polled until SUNAT's answer is final. */
export const reversionQueryOptions = (companyId: string, reversionId: string) =>
  queryOptions({
    queryKey: otherDocumentKeys.reversion(companyId, reversionId),
    queryFn: async () =>
      (await callApi(endpoints.getReversion, { params: { id: companyId, reversionId } })).data,
    enabled: reversionId !== '',
    refetchInterval: (query) => (reversionSettled(query.state.data) ? false : REVERSION_POLL_MS),
  });

/**
 * The reversión's state, asked again until SUNAT's answer is final; that answer changes the
 * document (reverted, or back to accepted), so every «Retenciones y percepciones» query is read
 * again then.
 */
export function useReversion(companyId: string, reversionId: string) {
  const queryClient = useQueryClient();
  const reversion = useQuery(reversionQueryOptions(companyId, reversionId));
  const settled = reversionSettled(reversion.data);
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: otherDocumentKeys.all });
  }, [settled, queryClient]);
  return reversion;
}

/**
 * A retención or percepción SUNAT refused is answered 422 with the document in `details`: it was
 * numbered (its number burned), so the page shows it as SUNAT left it, as Emitir does a factura.
 */
function refusedOf(error: unknown): OtherDocumentDetail | null {
  if (!isApiError(error) || error.statusCode !== 422) return null;
  const details = error.data?.details as { document?: unknown } | undefined;
  const parsed = otherDocumentDetailSchema.safeParse(details?.document);
  return parsed.success ? parsed.data : null;
}

/** POST /companies/:id/other-documents, with one Idempotency-Key per form. */
export function useIssueOtherDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      companyId,
      input,
      idempotencyKey,
    }: {
      companyId: string;
      input: RetentionPerceptionInput;
      idempotencyKey: string;
    }): Promise<OtherDocumentDetail> => {
      try {
        const answer = await callApi(endpoints.issueOtherDocument, {
          params: { id: companyId },
          body: input,
          headers: { 'Idempotency-Key': idempotencyKey },
        });
        return answer.data;
      } catch (error) {
        const refused = refusedOf(error);
        if (refused) return refused;
        throw error;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: otherDocumentKeys.all }),
  });
}

/** POST /companies/:id/reversions (owners): answers the RR with its ticket. */
export function useRevertOtherDocument(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReversionInput) =>
      (await callApi(endpoints.revertOtherDocuments, { params: { id: companyId }, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: otherDocumentKeys.all }),
  });
}

export type OtherDocumentFileKind = 'xml' | 'cdr' | 'pdf';

/** Downloads one file of a retención or percepción through the session (the API needs the token). */
export async function downloadOtherDocumentFile(
  companyId: string,
  document: Pick<OtherDocumentDetail, 'id' | 'fileName'>,
  kind: OtherDocumentFileKind,
): Promise<void> {
  const params = { id: companyId, documentId: document.id };
  if (kind === 'xml') {
    const xml = await callApi(endpoints.downloadOtherDocumentXml, { params });
    downloadFile(new Blob([xml], { type: 'application/xml' }), `${document.fileName}.xml`);
  } else if (kind === 'cdr') {
    downloadFile(
      await callApiFile(endpoints.downloadOtherDocumentCdr, { params }),
      `R-${document.fileName}.zip`,
    );
  } else {
    const pdf = await callApiFile(endpoints.downloadOtherDocumentPdf, { params });
    downloadFile(new Blob([pdf], { type: 'application/pdf' }), `${document.fileName}.pdf`);
  }
}
