import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints, type CatalogueListQuery, type CatalogueProductListQuery } from '@facturador/contracts';
import { catalogueKeys } from './catalogue-keys.ts';

/** GET /companies/:id/customers: one page, searched on the server. */
export const customerListQueryOptions = (companyId: string, query: CatalogueListQuery) =>
  queryOptions({
    queryKey: catalogueKeys.customerList(companyId, query),
    queryFn: () => callApi(endpoints.listCatalogueCustomers, { params: { id: companyId }, query }),
    enabled: companyId !== '',
    // The grid keeps the last page while the next one loads (no flash of an empty table).
    placeholderData: keepPreviousData,
  });

/** GET /companies/:id/products: one page, searched on the server. */
export const productListQueryOptions = (companyId: string, query: CatalogueProductListQuery) =>
  queryOptions({
    queryKey: catalogueKeys.productList(companyId, query),
    queryFn: () => callApi(endpoints.listCatalogueProducts, { params: { id: companyId }, query }),
    enabled: companyId !== '',
    placeholderData: keepPreviousData,
  });

/** GET /companies/:id/vehicles: one page, searched on the server. */
export const vehicleListQueryOptions = (companyId: string, query: CatalogueListQuery) =>
  queryOptions({
    queryKey: catalogueKeys.vehicleList(companyId, query),
    queryFn: () => callApi(endpoints.listCatalogueVehicles, { params: { id: companyId }, query }),
    enabled: companyId !== '',
    placeholderData: keepPreviousData,
  });

/** GET /companies/:id/drivers: one page, searched on the server. */
export const driverListQueryOptions = (companyId: string, query: CatalogueListQuery) =>
  queryOptions({
    queryKey: catalogueKeys.driverList(companyId, query),
    queryFn: () => callApi(endpoints.listCatalogueDrivers, { params: { id: companyId }, query }),
    enabled: companyId !== '',
    placeholderData: keepPreviousData,
  });
