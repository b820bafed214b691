import type { QueryClient } from '@tanstack/react-query';
import { companySeriesQueryOptions } from '../../../shared/api/company-series-query.ts';
import { igvRegimeQueryOptions } from '../api/document-queries.ts';
import { companiesQueryOptions } from '../../../shared/api/companies-query.ts';
import { preferredCompany } from '../../../shared/preferred-company.ts';

/**
 * Emitir for a render on the server (docs/decisions/0039), through the form's own queries: the
 * companies, then the series and IGV rates of the one the form opens on (as IssueForm picks it
 * among the active ones), so the header's selects and the live totals are there in the first HTML.
 */
export async function prefetchIssue(queryClient: QueryClient): Promise<void> {
  const companies = await queryClient.fetchQuery(companiesQueryOptions());
  const company = preferredCompany(companies.filter((candidate) => candidate.isActive));
  if (!company) return;
  await Promise.all([
    queryClient.fetchQuery(companySeriesQueryOptions(company.publicId)),
    queryClient.fetchQuery(igvRegimeQueryOptions(company.publicId)),
  ]);
}
