import { BILLING_QUERY_KEY } from '@facturador/auth-api';

/**
 * The root of the billing query keys, shared: Mis planes, Mis empresas (the plan's limit) and the
 * dashboard read the subscription. Everything sits under ['billing', …]: the `billing_updated`
 * realtime event invalidates that root, so a payment confirmed elsewhere refreshes it all; the
 * plans feature's own factory (features/plans/api/billing-keys.ts) adds the rest.
 */
export const billingKeys = {
  all: BILLING_QUERY_KEY,
  subscription: () => [...BILLING_QUERY_KEY, 'subscription'] as const,
};
