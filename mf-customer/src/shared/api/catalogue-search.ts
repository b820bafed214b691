import { useQuery } from '@tanstack/react-query';
import type {
  CatalogueCustomer,
  CatalogueDriver,
  CatalogueProduct,
  CatalogueVehicle,
} from '@facturador/contracts';
import {
  customerListQueryOptions,
  driverListQueryOptions,
  productListQueryOptions,
  vehicleListQueryOptions,
} from './catalogue-queries.ts';

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

/** The company's vehicles matching `search` (plate or brand), for Emitir guía's plate. */
export function useVehicleSuggestions(companyId: string, search: string, enabled: boolean) {
  const list = useQuery({
    ...vehicleListQueryOptions(companyId, { page: 1, limit: SUGGESTIONS, q: search }),
    enabled: enabled && companyId !== '',
    staleTime: 60_000,
  });
  return { options: (list.data?.data ?? []) as readonly CatalogueVehicle[], loading: list.isFetching };
}

/** The company's drivers matching `search` (document, licence or names), for Emitir guía's driver. */
export function useDriverSuggestions(companyId: string, search: string, enabled: boolean) {
  const list = useQuery({
    ...driverListQueryOptions(companyId, { page: 1, limit: SUGGESTIONS, q: search }),
    enabled: enabled && companyId !== '',
    staleTime: 60_000,
  });
  return { options: (list.data?.data ?? []) as readonly CatalogueDriver[], loading: list.isFetching };
}
