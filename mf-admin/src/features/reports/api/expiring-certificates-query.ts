import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@facturador/contracts';
import { callApi } from '@facturador/auth-api';
import { reportsKeys } from './reports-query.ts';

export const expiringCertificatesKey = [...reportsKeys.all, 'certificates'] as const;

/** Issue 40: companies whose certificate expires within 30 days or has expired (not a range report). */
export const expiringCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: expiringCertificatesKey,
    queryFn: async () => (await callApi(endpoints.adminExpiringCertificates)).data,
    retry: false,
  });
