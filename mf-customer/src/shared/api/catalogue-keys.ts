import type { CatalogueListQuery, CatalogueProductListQuery } from '@facturador/contracts';

/**
 * Query keys of Clientes, Productos y servicios, Vehículos and Conductores, per company: a change
 * refreshes the company's lists.
 */
export const catalogueKeys = {
  all: ['catalogues'] as const,
  company: (companyId: string) => [...catalogueKeys.all, companyId] as const,
  customers: (companyId: string) => [...catalogueKeys.company(companyId), 'customers'] as const,
  customerList: (companyId: string, query: CatalogueListQuery) =>
    [...catalogueKeys.customers(companyId), query] as const,
  products: (companyId: string) => [...catalogueKeys.company(companyId), 'products'] as const,
  productList: (companyId: string, query: CatalogueProductListQuery) =>
    [...catalogueKeys.products(companyId), query] as const,
  vehicles: (companyId: string) => [...catalogueKeys.company(companyId), 'vehicles'] as const,
  vehicleList: (companyId: string, query: CatalogueListQuery) =>
    [...catalogueKeys.vehicles(companyId), query] as const,
  drivers: (companyId: string) => [...catalogueKeys.company(companyId), 'drivers'] as const,
  driverList: (companyId: string, query: CatalogueListQuery) =>
    [...catalogueKeys.drivers(companyId), query] as const,
};
