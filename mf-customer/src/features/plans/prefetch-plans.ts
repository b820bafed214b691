import type { QueryClient } from '@tanstack/react-query';
import { subscriptionQueryOptions } from '../../shared/api/subscription-query.ts';
import { plansQueryOptions, tokenPacksQueryOptions } from './api/billing-queries.ts';
import { firstLedgerPage } from './ledger/ledger-section.tsx';
import { firstOrdersPage } from './orders/orders-section.tsx';

/**
 * Everything Mis planes shows on arrival, through its sections' own queries, for a render on
 * the server (docs/decisions/0039): the subscription with its usage, the plans and token packs
 * on sale, and the first page of orders and of the ledger.
 */
export async function prefetchPlans(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.fetchQuery(subscriptionQueryOptions()),
    queryClient.fetchQuery(plansQueryOptions()),
    queryClient.fetchQuery(tokenPacksQueryOptions()),
    queryClient.fetchQuery(firstOrdersPage()),
    queryClient.fetchQuery(firstLedgerPage()),
  ]);
}
