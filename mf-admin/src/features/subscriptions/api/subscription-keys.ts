import type { AdminOrderListQuery, AdminSubscriptionListQuery } from '@facturador/contracts';

/** Every query of this page, under one root so that any change refreshes them all. */
export const subscriptionKeys = {
  all: ['admin', 'subscriptions'] as const,
  list: (query: AdminSubscriptionListQuery) => [...subscriptionKeys.all, 'list', query] as const,
  orders: (query: AdminOrderListQuery) => [...subscriptionKeys.all, 'orders', query] as const,
  voucher: (orderId: string) => [...subscriptionKeys.all, 'voucher', orderId] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
};
