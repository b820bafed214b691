import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints } from '@facturador/contracts';
import { providerKeys } from './provider-keys.ts';

/** Every provider (a short list): the page pages, sorts and searches it itself. */
export const providersQueryOptions = () =>
  queryOptions({
    queryKey: providerKeys.all,
    queryFn: async () => (await callApi(endpoints.listAdminProviders)).data,
  });
