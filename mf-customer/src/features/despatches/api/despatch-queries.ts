import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiFile, DESPATCHES_QUERY_KEY } from '@facturador/auth-api';
import {
  endpoints,
  type DespatchDetail,
  type DespatchInput,
  type DespatchStatus,
  type GreCredentialsRequest,
} from '@facturador/contracts';
import { downloadFile } from '@facturador/forms';

/**
 * Query keys of «Guías de remisión» (issue 42). Everything sits under DESPATCHES_QUERY_KEY, which
 * the realtime event despatch_updated refreshes (@facturador/auth-api): a ticket SUNAT answers,
 * another tab's resend or an ERP's batch shows here without polling, as documents do.
 */
export const despatchKeys = {
  all: DESPATCHES_QUERY_KEY,
  list: (companyId: string) => [...despatchKeys.all, 'list', companyId] as const,
  detail: (companyId: string, despatchId: string) =>
    [...despatchKeys.all, 'detail', companyId, despatchId] as const,
  greCredentials: (companyId: string) => ['companies', 'detail', companyId, 'gre-credentials'] as const,
};

/** States SUNAT may still change: the ticket is polled by the server's job meanwhile. */
export const isSettling = (status: DespatchStatus) => status === 'signed' || status === 'pending';

/** GET /companies/:id/despatches, a page at a time by cursor («Cargar más»). */
export const despatchListQueryOptions = (companyId: string) =>
  infiniteQueryOptions({
    queryKey: despatchKeys.list(companyId),
    queryFn: ({ pageParam }) =>
      callApi(endpoints.listDespatches, {
        params: { id: companyId },
        query: pageParam ? { cursor: pageParam, limit: 20 } : { limit: 20 },
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled: companyId !== '',
  });

/** One guía; read again when despatch_updated says SUNAT moved its ticket. */
export const despatchQueryOptions = (companyId: string, despatchId: string) =>
  queryOptions({
    queryKey: despatchKeys.detail(companyId, despatchId),
    queryFn: async () =>
      (await callApi(endpoints.getDespatch, { params: { id: companyId, despatchId } })).data,
    enabled: companyId !== '' && despatchId !== '',
  });

/** POST /companies/:id/despatches; the new guía is put in the cache for its page. */
export function useIssueDespatch(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DespatchInput) =>
      (await callApi(endpoints.issueDespatch, { params: { id: companyId }, body })).data,
    onSuccess: async (despatch: DespatchDetail) => {
      queryClient.setQueryData(despatchKeys.detail(companyId, despatch.id), despatch);
      await queryClient.invalidateQueries({ queryKey: despatchKeys.list(companyId) });
    },
  });
}

/**
 * POST …/resend: a guía SUNAT did not register goes again as it was signed; the answer (its new
 * ticket, or why the send got no answer) is the guía as it stands.
 */
export function useResendDespatch(companyId: string, despatchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await callApi(endpoints.resendDespatch, { params: { id: companyId, despatchId } })).data,
    onSuccess: async (despatch: DespatchDetail) => {
      queryClient.setQueryData(despatchKeys.detail(companyId, despatch.id), despatch);
      await queryClient.invalidateQueries({ queryKey: despatchKeys.list(companyId) });
    },
  });
}

export type DespatchFileKind = 'pdf' | 'xml' | 'cdr';

/** Downloads a guía's file through the session (the API needs the bearer token). */
export async function downloadDespatchFile(
  companyId: string,
  despatch: Pick<DespatchDetail, 'id' | 'fileName'>,
  kind: DespatchFileKind,
): Promise<void> {
  const params = { id: companyId, despatchId: despatch.id };
  if (kind === 'xml') {
    const xml = await callApi(endpoints.downloadDespatchXml, { params });
    downloadFile(new Blob([xml], { type: 'application/xml' }), `${despatch.fileName}.xml`);
  } else if (kind === 'cdr') {
    downloadFile(await callApiFile(endpoints.downloadDespatchCdr, { params }), `R-${despatch.fileName}.zip`);
  } else {
    const pdf = await callApiFile(endpoints.downloadDespatchPdf, { params });
    downloadFile(new Blob([pdf], { type: 'application/pdf' }), `${despatch.fileName}.pdf`);
  }
}

/** Whether the company saved its GRE API credentials (never the credentials themselves). */
export const greCredentialsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: despatchKeys.greCredentials(companyId),
    queryFn: async () => (await callApi(endpoints.getGreCredentials, { params: { id: companyId } })).data,
  });

export function useSaveGreCredentials(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GreCredentialsRequest) =>
      callApi(endpoints.setGreCredentials, { params: { id: companyId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(despatchKeys.greCredentials(companyId), answer.data),
  });
}

/** «Probar conexión»: SUNAT's answer stays beside the button. */
export function useTestGreCredentials(companyId: string) {
  return useMutation({
    mutationFn: () => callApi(endpoints.testGreCredentials, { params: { id: companyId } }),
  });
}
