import { queryOptions } from '@tanstack/react-query';
import { endpoints, OPERATIONS_REFRESH_MS } from '@facturador/contracts';
import { callApi } from '@facturador/auth-api';

export const operationsKeys = {
  all: ['admin', 'operations'] as const,
};

/** GET /admin/operations, asked again every few seconds: a release or a rollback shows up by itself. */
export const operationsQueryOptions = () =>
  queryOptions({
    queryKey: operationsKeys.all,
    queryFn: async () => (await callApi(endpoints.operationsStatus)).data,
    refetchInterval: OPERATIONS_REFRESH_MS,
  });
