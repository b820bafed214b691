import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints } from '@facturador/contracts';
import { companyKeys } from './company-keys.ts';

/** GET /companies: the companies the user belongs to (Mis empresas, the dashboard's sections). */
export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.list(),
    queryFn: async () => (await callApi(endpoints.listCompanies)).data,
  });
