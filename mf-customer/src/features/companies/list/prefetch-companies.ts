import type { QueryClient } from '@tanstack/react-query';
import { companiesQueryOptions } from '../../../shared/api/companies-query.ts';
import { subscriptionQueryOptions } from '../../../shared/api/subscription-query.ts';

/**
 * Mis empresas for a render on the server (docs/decisions/0039): the companies it lists and
 * the plan whose limit «Agregar empresa» reads, through the page's own queries.
 */
export async function prefetchCompanies(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.fetchQuery(companiesQueryOptions()),
    queryClient.fetchQuery(subscriptionQueryOptions()),
  ]);
}
