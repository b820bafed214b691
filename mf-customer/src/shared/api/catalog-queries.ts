import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints } from '@facturador/contracts';

/** Reference data read by several features: the INEI districts, the OSE/PSE providers. */
export const catalogKeys = {
  all: ['catalogs'] as const,
  ubigeo: () => [...catalogKeys.all, 'ubigeo'] as const,
  providers: () => [...catalogKeys.all, 'providers'] as const,
};

/** GET /catalogs/ubigeo: the INEI districts change rarely (the ubigeo field, onboarding's review). */
export const ubigeoQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.ubigeo(),
    queryFn: async () => (await callApi(endpoints.ubigeoCatalog)).data.districts,
    staleTime: Infinity,
  });
