import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints } from '@facturador/contracts';

/** Query keys of the signed-in user's companies. */
export const companyKeys = {
  all: ['companies'] as const,
  list: () => [...companyKeys.all, 'list'] as const,
};

/** GET /companies: the companies the user belongs to. */
export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.list(),
    queryFn: async () => (await callApi(endpoints.listCompanies)).data,
  });
