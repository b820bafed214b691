import { billingKeys as sharedBillingKeys } from '../../../shared/api/billing-keys.ts';

/**
 * Every query of this page lives under ['billing', …]: the `billing_updated` realtime event
 * invalidates that root, so a payment confirmed elsewhere refreshes the whole page. The root and
 * the subscription are shared (src/shared/api/billing-keys.ts); the catalogue and the pages are
 * this page's.
 */
export const billingKeys = {
  ...sharedBillingKeys,
  plans: () => [...sharedBillingKeys.all, 'plans'] as const,
  tokenPacks: () => [...sharedBillingKeys.all, 'token-packs'] as const,
  orders: (page: number, limit: number) => [...sharedBillingKeys.all, 'orders', { page, limit }] as const,
  ledger: (page: number, limit: number) => [...sharedBillingKeys.all, 'ledger', { page, limit }] as const,
};
