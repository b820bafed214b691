import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiFile } from '@facturador/auth-api';
import {
  endpoints,
  type DespatchDetail,
  type DespatchInput,
  type DespatchStatus,
} from '@facturador/contracts';
import { downloadFile } from '@facturador/forms';
import { despatchKeys } from './despatch-keys.ts';

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
