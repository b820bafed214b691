import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints } from '@facturador/contracts';
import { callApi } from '@facturador/auth-api';
import type { ReportRange } from '../../../shared/report-range.ts';

export const reportsKeys = {
  all: ['admin', 'reports'] as const,
  range: (range: ReportRange) => [...reportsKeys.all, range] as const,
};

/** The four reports of a range; the previous range stays on screen while the next loads. */
export const reportsQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: reportsKeys.range(range),
    queryFn: async () => (await callApi(endpoints.adminReports, { query: range })).data,
    placeholderData: keepPreviousData,
    retry: false,
  });
