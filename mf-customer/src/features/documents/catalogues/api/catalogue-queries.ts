import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints, type CatalogueListQuery, type CatalogueProductListQuery } from '@facturador/contracts';

/**
 * Query keys of Clientes, Productos y servicios, Vehículos and Conductores, per company: a change
 * refreshes the company's lists.
 */
export const catalogueKeys = {
  customers: (companyId: string) => ['catalogues', companyId, 'customers'] as const,
  customerList: (companyId: string, query: CatalogueListQuery) =>
    [...catalogueKeys.customers(companyId), query] as const,
  products: (companyId: string) => ['catalogues', companyId, 'products'] as const,
  productList: (companyId: string, query: CatalogueProductListQuery) =>
    [...catalogueKeys.products(companyId), query] as const,
  vehicles: (companyId: string) => ['catalogues', companyId, 'vehicles'] as const,
  vehicleList: (companyId: string, query: CatalogueListQuery) =>
    [...catalogueKeys.vehicles(companyId), query] as const,
  drivers: (companyId: string) => ['catalogues', companyId, 'drivers'] as const,
  driverList: (companyId: string, query: CatalogueListQuery) =>
    [...catalogueKeys.drivers(companyId), query] as const,
};

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
