import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, DOCUMENTS_QUERY_KEY } from '@facturador/auth-api';
import { endpoints, type ListadoQuery } from '@facturador/contracts';

/**
 * Query keys of Comprobantes. Everything sits under DOCUMENTS_QUERY_KEY, which the realtime
 * event document_updated refreshes: another tab's issue, an ERP's, a SUNAT answer or a baja
 * shows here. A burst of events is gathered into one refresh per LIVE_REFRESH_INTERVAL_MS
 * (@facturador/auth-api), so an open Listado never spends the client's limit per path.
 */
export const documentKeys = {
  all: DOCUMENTS_QUERY_KEY,
  list: (companyId: string, query: ListadoQuery) =>
    [...DOCUMENTS_QUERY_KEY, 'list', companyId, query] as const,
  detail: (companyId: string, documentId: string) =>
    [...DOCUMENTS_QUERY_KEY, 'detail', companyId, documentId] as const,
};

/** GET /companies/:id/documents: one page, filtered on the server. */
export const documentListQueryOptions = (companyId: string, query: ListadoQuery) =>
  queryOptions({
    queryKey: documentKeys.list(companyId, query),
    queryFn: () => callApi(endpoints.listDocuments, { params: { id: companyId }, query }),
    enabled: companyId !== '',
    // The grid keeps the last page while the next one loads (no flash of an empty table).
    placeholderData: keepPreviousData,
  });

export const documentQueryOptions = (companyId: string, documentId: string) =>
  queryOptions({
    queryKey: documentKeys.detail(companyId, documentId),
    queryFn: async () =>
      (await callApi(endpoints.getDocument, { params: { id: companyId, documentId } })).data,
  });

/** The user's companies and their series: the same keys as Mis Empresas, so the cache is shared. */
export const issuingCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: ['companies', 'list'],
    queryFn: async () => (await callApi(endpoints.listCompanies)).data,
  });

export const companySeriesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ['companies', 'detail', companyId, 'series'],
    queryFn: async () => (await callApi(endpoints.listSeries, { params: { id: companyId } })).data,
    enabled: companyId !== '',
  });

/** The company's IGV rates by date (general 18 %, or the restaurant-hotel 10 % of Ley 31556). */
export const igvRegimeQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ['companies', 'detail', companyId, 'igv-regime'],
    queryFn: async () => (await callApi(endpoints.getIgvRegime, { params: { id: companyId } })).data,
    enabled: companyId !== '',
    staleTime: 5 * 60_000,
  });
