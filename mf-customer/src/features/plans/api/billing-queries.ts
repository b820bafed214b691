import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints } from '@facturador/contracts';
import { callApi } from '@facturador/auth-api';
import { billingKeys } from './billing-keys.ts';

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.plans(),
    queryFn: async () => (await callApi(endpoints.listBillingPlans)).data,
  });

export const tokenPacksQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.tokenPacks(),
    queryFn: async () => (await callApi(endpoints.listTokenPacks)).data,
  });

/** Server-side pages: the previous page stays on screen while the next one loads. */
export const ordersQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: billingKeys.orders(page, limit),
    queryFn: () => callApi(endpoints.listOrders, { query: { page, limit } }),
    placeholderData: keepPreviousData,
  });

export const ledgerQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: billingKeys.ledger(page, limit),
    queryFn: () => callApi(endpoints.listLedger, { query: { page, limit } }),
    placeholderData: keepPreviousData,
  });
