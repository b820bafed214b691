import type { QueryClient } from '@tanstack/react-query';
import { companiesQueryOptions } from '../companies/api/companies-query.ts';
import { subscriptionQueryOptions } from '../plans/api/billing-queries.ts';
import { documentsMonthQueryOptions } from './documents-month-section.tsx';

/**
 * Everything the dashboard shows, through the same queries its sections use, for a render on
 * the server (docs/decisions/0039). Throws when any of it cannot be had: a page half loaded is
 * not sent, the browser renders it instead. The next steps come with the companies (issue 40).
 */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.fetchQuery(companiesQueryOptions()),
    queryClient.fetchQuery(subscriptionQueryOptions()),
    queryClient.fetchQuery(documentsMonthQueryOptions()),
  ]);
}
