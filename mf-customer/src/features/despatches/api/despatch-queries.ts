import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiFile } from '@facturador/auth-api';
import {
  endpoints,
  type DespatchDetail,
  type DespatchInput,
  type DespatchStatus,
  type GreCredentialsRequest,
} from '@facturador/contracts';
import { downloadFile } from '@facturador/forms';

/**
 * Query keys of «Guías de remisión» (issue 42). Apart from DOCUMENTS_QUERY_KEY: the realtime
 * socket does not tell members about guías yet, so a guía SUNAT is still processing is polled.
 */
export const despatchKeys = {
  all: ['despatches'] as const,
  list: (companyId: string) => [...despatchKeys.all, 'list', companyId] as const,
  detail: (companyId: string, despatchId: string) =>
    [...despatchKeys.all, 'detail', companyId, despatchId] as const,
  greCredentials: (companyId: string) => ['companies', 'detail', companyId, 'gre-credentials'] as const,
};

/** States SUNAT may still change: the ticket is polled by the server's job meanwhile. */
export const isSettling = (status: DespatchStatus) => status === 'signed' || status === 'pending';
/** How often an open guía asks again while SUNAT works on its ticket. */
export const DESPATCH_POLL_MS = 3_000;

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
    // A guía in the list still waiting for SUNAT is shown settling until the job hears back.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.data.some((row) => isSettling(row.status)))
        ? DESPATCH_POLL_MS
        : false,
  });

/** One guía; polled while its ticket is open, then left alone. */
export const despatchQueryOptions = (companyId: string, despatchId: string) =>
  queryOptions({
    queryKey: despatchKeys.detail(companyId, despatchId),
    queryFn: async () =>
      (await callApi(endpoints.getDespatch, { params: { id: companyId, despatchId } })).data,
    enabled: companyId !== '' && despatchId !== '',
    refetchInterval: (query) =>
      query.state.data && isSettling(query.state.data.status) ? DESPATCH_POLL_MS : false,
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
