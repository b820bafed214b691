import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints, type AdminOrderListQuery, type AdminSubscriptionListQuery } from '@facturador/contracts';
import { callApi } from '@facturador/auth-api';
import { subscriptionKeys } from './subscription-keys.ts';

/** One server-side page; the previous one stays on screen while the next loads. */
export const subscriptionsQueryOptions = (query: AdminSubscriptionListQuery) =>
  queryOptions({
    queryKey: subscriptionKeys.list(query),
    queryFn: () => callApi(endpoints.listAdminSubscriptions, { query }),
    placeholderData: keepPreviousData,
  });

export const pendingOrdersQueryOptions = (query: AdminOrderListQuery) =>
  queryOptions({
    queryKey: subscriptionKeys.orders(query),
    queryFn: () => callApi(endpoints.listAdminOrders, { query }),
    placeholderData: keepPreviousData,
  });

/** The plans to filter by and to move a subscription to. */
export const planChoicesQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: async () => (await callApi(endpoints.listAdminPlans)).data,
  });

/** A voucher is a customer's document: fetched when looked at, not kept once closed. */
export const voucherQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.voucher(orderId),
    queryFn: async () => (await callApi(endpoints.getOrderVoucher, { params: { id: orderId } })).data,
    gcTime: 0,
  });
