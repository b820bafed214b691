import type { QueryClient } from '@tanstack/react-query';
import { companiesQueryOptions, seriesQueryOptions } from '../companies/api/companies-query.ts';
import { subscriptionQueryOptions } from '../plans/api/billing-queries.ts';
import { documentsMonthQueryOptions } from './documents-month-section.tsx';
import { editableCompanies } from './next-steps.ts';

/**
 * Everything the dashboard shows, through the same queries its sections use, for a render on
 * the server (docs/decisions/0039). Throws when any of it cannot be had: a page half loaded is
 * not sent, the browser renders it instead.
 */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  const [companies] = await Promise.all([
    queryClient.fetchQuery(companiesQueryOptions()),
    queryClient.fetchQuery(subscriptionQueryOptions()),
    queryClient.fetchQuery(documentsMonthQueryOptions()),
  ]);
  // The next steps need the series of each company the person can configure.
  await Promise.all(
    editableCompanies(companies).map((company) =>
      queryClient.fetchQuery(seriesQueryOptions(company.publicId)),
    ),
  );
}
