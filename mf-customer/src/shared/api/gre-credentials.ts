import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints, type GreCredentialsRequest } from '@facturador/contracts';
import { companyKeys } from './company-keys.ts';

/**
 * The company's GRE API credentials (issue 42): the company's settings save and test them, for
 * «Guías de remisión». The key sits under its company.
 */
export const greCredentialsKey = (companyId: string) =>
  [...companyKeys.detail(companyId), 'gre-credentials'] as const;

/** Whether the company saved its GRE API credentials (never the credentials themselves). */
export const greCredentialsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: greCredentialsKey(companyId),
    queryFn: async () => (await callApi(endpoints.getGreCredentials, { params: { id: companyId } })).data,
  });

export function useSaveGreCredentials(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GreCredentialsRequest) =>
      callApi(endpoints.setGreCredentials, { params: { id: companyId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(greCredentialsKey(companyId), answer.data),
  });
}

/** «Probar conexión»: SUNAT's answer stays beside the button. */
export function useTestGreCredentials(companyId: string) {
  return useMutation({
    mutationFn: () => callApi(endpoints.testGreCredentials, { params: { id: companyId } }),
  });
}
