import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints, type DocumentDetail, type ListadoQuery } from '@facturador/contracts';
import { documentQueryOptions } from '../../../shared/api/document-query.ts';
import { documentKeys } from './document-keys.ts';

/** GET /companies/:id/documents: one page, filtered on the server. */
export const documentListQueryOptions = (companyId: string, query: ListadoQuery) =>
  queryOptions({
    queryKey: documentKeys.list(companyId, query),
    queryFn: () => callApi(endpoints.listDocuments, { params: { id: companyId }, query }),
    enabled: companyId !== '',
    // The grid keeps the last page while the next one loads (no flash of an empty table).
    placeholderData: keepPreviousData,
  });

/** The company's IGV rates by date (general 18 %, or the restaurant-hotel 10 % of Ley 31556). */
export const igvRegimeQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: documentKeys.igvRegime(companyId),
    queryFn: async () => (await callApi(endpoints.getIgvRegime, { params: { id: companyId } })).data,
    enabled: companyId !== '',
    staleTime: 5 * 60_000,
  });

/** The company's IGV rates already read, without asking again (Emitir's resolver checks against them). */
export function useCachedIgvRates() {
  const queryClient = useQueryClient();
  return (companyId: string) => queryClient.getQueryData(igvRegimeQueryOptions(companyId).queryKey)?.rates;
}

/** The document Emitir just issued, read again as SUNAT answers; the answer shows meanwhile. */
export const issuedDocumentQueryOptions = (companyId: string, issued: DocumentDetail) =>
  queryOptions({ ...documentQueryOptions(companyId, issued.id), initialData: issued });
