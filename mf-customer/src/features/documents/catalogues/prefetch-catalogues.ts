import type { QueryClient } from '@tanstack/react-query';
import { companiesQueryOptions } from '../../../shared/api/companies-query.ts';
import { preferredCompany } from '../../../shared/preferred-company.ts';
import { customerListQueryOptions, productListQueryOptions } from '../../../shared/api/catalogue-queries.ts';
import { FIRST_CATALOGUE_PAGE } from './shared/catalogue-page.tsx';

/*
 * Clientes and Productos y servicios for a render on the server (docs/decisions/0039), through
 * the page's own queries: the companies, then the first page of the catalogue of the one the
 * page opens on.
 */
const openingCompany = async (queryClient: QueryClient) =>
  preferredCompany(await queryClient.fetchQuery(companiesQueryOptions()))?.publicId;

export async function prefetchCustomers(queryClient: QueryClient): Promise<void> {
  const companyId = await openingCompany(queryClient);
  if (companyId) await queryClient.fetchQuery(customerListQueryOptions(companyId, FIRST_CATALOGUE_PAGE));
}

export async function prefetchProducts(queryClient: QueryClient): Promise<void> {
  const companyId = await openingCompany(queryClient);
  if (companyId) await queryClient.fetchQuery(productListQueryOptions(companyId, FIRST_CATALOGUE_PAGE));
}
