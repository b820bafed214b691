import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@facturador/contracts';
import { callApi } from '@facturador/auth-api';

export const overviewKeys = {
  all: ['admin', 'overview'] as const,
};

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: overviewKeys.all,
    queryFn: async () => (await callApi(endpoints.adminOverview)).data,
  });
