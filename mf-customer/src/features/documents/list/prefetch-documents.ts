import type { QueryClient } from '@tanstack/react-query';
import { documentTotalsQueryOptions } from '../api/document-exports.ts';
import { documentListQueryOptions } from '../api/document-queries.ts';
import { companiesQueryOptions } from '../../../shared/api/companies-query.ts';
import { preferredCompany } from '../../../shared/preferred-company.ts';
import { filtersQuery } from './filters-query.ts';
import { FIRST_PAGE, listQuery, NO_FILTERS } from './list-query.ts';

/**
 * The Listado for a render on the server (docs/decisions/0039), through the page's own
 * queries: the companies, then the first page (20) of the preferred one's documents and their
 * totals, unfiltered. A server has no remembered company, so it opens on the first that can
 * issue; a person who chose another last time sees it once the app is up.
 */
export async function prefetchDocuments(queryClient: QueryClient): Promise<void> {
  const companies = await queryClient.fetchQuery(companiesQueryOptions());
  const company = preferredCompany(companies);
  if (!company) return;
  const filters = { companyId: company.publicId, ...NO_FILTERS };
  await Promise.all([
    queryClient.fetchQuery(documentListQueryOptions(company.publicId, listQuery(filters, FIRST_PAGE))),
    queryClient.fetchQuery(documentTotalsQueryOptions(company.publicId, filtersQuery(filters))),
  ]);
}
