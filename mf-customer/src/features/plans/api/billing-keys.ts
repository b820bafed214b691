import { BILLING_QUERY_KEY } from '@facturador/auth-api';

/**
 * Every query of this page lives under ['billing', …]: the `billing_updated` realtime event
 * invalidates that root, so a payment confirmed elsewhere refreshes the whole page.
 */
export const billingKeys = {
  all: BILLING_QUERY_KEY,
  subscription: () => [...BILLING_QUERY_KEY, 'subscription'] as const,
  plans: () => [...BILLING_QUERY_KEY, 'plans'] as const,
  tokenPacks: () => [...BILLING_QUERY_KEY, 'token-packs'] as const,
  orders: (page: number, limit: number) => [...BILLING_QUERY_KEY, 'orders', { page, limit }] as const,
  ledger: (page: number, limit: number) => [...BILLING_QUERY_KEY, 'ledger', { page, limit }] as const,
};
