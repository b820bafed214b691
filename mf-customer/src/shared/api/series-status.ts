import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints, type DocumentEnvironment } from '@facturador/contracts';
import { documentKeys } from './document-keys.ts';

/**
 * Query keys of the series as SUNAT has them (issue 43). Under DOCUMENTS_QUERY_KEY: a document
 * issued, answered or voided anywhere (document_updated, also the deadline watch's) refreshes them.
 */
export const seriesStatusKeys = {
  all: [...documentKeys.all, 'series-status'] as const,
  of: (companyId: string, environment: DocumentEnvironment | undefined) =>
    [...seriesStatusKeys.all, companyId, environment ?? 'current'] as const,
};

/** GET /companies/:id/documents/series-status; without an environment, the company's current one. */
export const seriesStatusQueryOptions = (companyId: string, environment?: DocumentEnvironment) =>
  queryOptions({
    queryKey: seriesStatusKeys.of(companyId, environment),
    queryFn: async () =>
      (
        await callApi(endpoints.seriesStatus, {
          params: { id: companyId },
          query: environment ? { environment } : {},
        })
      ).data,
    enabled: companyId !== '',
  });
