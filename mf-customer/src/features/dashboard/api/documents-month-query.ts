import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints } from '@facturador/contracts';
import { dashboardKeys } from './dashboard-keys.ts';

/** GET /documents/this-month (issue 29): the month's documents, sales by day, what needs attention. */
export const documentsMonthQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.documentsMonth(),
    queryFn: async () => (await callApi(endpoints.documentsThisMonth)).data,
  });
