import { useQuery } from '@tanstack/react-query';
import type { CatalogueCustomer, CatalogueProduct } from '@facturador/contracts';
import { customerListQueryOptions, productListQueryOptions } from './catalogue-queries.ts';

/** How many matches Emitir offers at once. */
export const SUGGESTIONS = 8;

/** The company's clients matching `search`, for Emitir's buyer field. */
export function useCustomerSuggestions(companyId: string, search: string, enabled: boolean) {
  const list = useQuery({
    ...customerListQueryOptions(companyId, { page: 1, limit: SUGGESTIONS, q: search }),
    enabled: enabled && companyId !== '',
    // A client saved a minute ago is still the same client.
    staleTime: 60_000,
  });
  return { options: (list.data?.data ?? []) as readonly CatalogueCustomer[], loading: list.isFetching };
}

/** The company's active products matching `search`, for Emitir's lines. */
export function useProductSuggestions(companyId: string, search: string, enabled: boolean) {
  const list = useQuery({
    ...productListQueryOptions(companyId, { page: 1, limit: SUGGESTIONS, q: search, active: 'true' }),
    enabled: enabled && companyId !== '',
    staleTime: 60_000,
  });
  return { options: (list.data?.data ?? []) as readonly CatalogueProduct[], loading: list.isFetching };
}
