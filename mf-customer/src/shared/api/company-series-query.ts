import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints } from '@facturador/contracts';
import { companyKeys } from './company-keys.ts';

/**
 * GET /companies/:id/series, for Emitir (a factura's, a nota's, a guía's series): the same key as
 * Mis Empresas' series tab, so the cache is shared and a series added there shows here.
 */
export const companySeriesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: companyKeys.series(companyId),
    queryFn: async () => (await callApi(endpoints.listSeries, { params: { id: companyId } })).data,
    enabled: companyId !== '',
  });
