import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@facturador/contracts';
import { callApi } from '@facturador/auth-api';
import { catalogueKeys } from './plan-keys.ts';

export const adminPlansQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.plans(),
    queryFn: async () => (await callApi(endpoints.listAdminPlans)).data,
  });

export const adminTokenPacksQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.tokenPacks(),
    queryFn: async () => (await callApi(endpoints.listAdminTokenPacks)).data,
  });
