import type { QueryClient } from '@tanstack/react-query';
import { companiesQueryOptions } from '../../shared/api/companies-query.ts';
import { subscriptionQueryOptions } from '../../shared/api/subscription-query.ts';
import { seriesStatusQueryOptions } from '../../shared/api/series-status.ts';
import { preferredCompany } from '../../shared/preferred-company.ts';
import { documentsMonthQueryOptions } from './api/documents-month-query.ts';

/**
 * Everything the dashboard shows, through the same queries its sections use, for a render on
 * the server (docs/decisions/0039). Throws when any of it cannot be had: a page half loaded is
 * not sent, the browser renders it instead. The next steps come with the companies (issue 40).
 * The series are those of the company Comprobantes opens on; a server has no remembered company,
 * so it is the first that can issue, as the Listado's (prefetch-documents.ts).
 */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  const [companies] = await Promise.all([
    queryClient.fetchQuery(companiesQueryOptions()),
    queryClient.fetchQuery(subscriptionQueryOptions()),
    queryClient.fetchQuery(documentsMonthQueryOptions()),
  ]);
  const company = preferredCompany(companies);
  if (company) await queryClient.fetchQuery(seriesStatusQueryOptions(company.publicId));
}
