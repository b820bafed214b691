import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiFile, DOCUMENTS_QUERY_KEY, isApiError } from '@facturador/auth-api';
import {
  endpoints,
  otherDocumentDetailSchema,
  type OtherCpeAgent,
  type OtherCpeType,
  type OtherDocumentDetail,
  type RetentionPerceptionInput,
  type ReversionInput,
  type ReversionView,
} from '@facturador/contracts';
import { downloadFile } from '@facturador/forms';

/**
 * Query keys of «Retenciones y percepciones». The documents sit under DOCUMENTS_QUERY_KEY, which
 * the realtime event document_updated refreshes (the server tells members of every 20/40 and RR
 * change, decision 55), as the Listado's do; the company's agent flags sit under its company
 * (['companies', 'detail', id]), which companies_changed and the settings' save refresh.
 */
export const otherDocumentKeys = {
  all: [...DOCUMENTS_QUERY_KEY, 'other'] as const,
  list: (companyId: string, query: { page: number; limit: number; documentType?: OtherCpeType }) =>
    [...otherDocumentKeys.all, 'list', companyId, query] as const,
  detail: (companyId: string, documentId: string) =>
    [...otherDocumentKeys.all, 'detail', companyId, documentId] as const,
  reversion: (companyId: string, reversionId: string) =>
    [...otherDocumentKeys.all, 'reversion', companyId, reversionId] as const,
  agent: (companyId: string) => ['companies', 'detail', companyId, 'other-cpe-agent'] as const,
};

/** GET /companies/:id/other-cpe-agent: which of the two the company may issue. */
export const otherCpeAgentQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: otherDocumentKeys.agent(companyId),
    queryFn: async () => (await callApi(endpoints.getOtherCpeAgent, { params: { id: companyId } })).data,
    enabled: companyId !== '',
    staleTime: 5 * 60_000,
  });

/** The types a company's agent flags enable, retención first. */
export const enabledTypes = (agent: OtherCpeAgent | undefined): OtherCpeType[] => [
  ...(agent?.retentionAgent ? (['20'] as const) : []),
  ...(agent?.perceptionAgent ? (['40'] as const) : []),
];

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

/** PUT /companies/:id/other-cpe-agent; the server's message is the caller's toast. */
export function useSaveOtherCpeAgent(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OtherCpeAgent) =>
      callApi(endpoints.setOtherCpeAgent, { params: { id: companyId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(otherDocumentKeys.agent(companyId), answer.data),
  });
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
