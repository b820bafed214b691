import { useMutation } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints, type ProviderUrlKind } from '@facturador/contracts';

/** Probar conexión: the server calls the URL and answers the outcome in Spanish. */
export function useTestProvider() {
  return useMutation({
    mutationFn: async ({ id, url }: { id: string; url: ProviderUrlKind }) =>
      (await callApi(endpoints.testProvider, { params: { id }, body: { url } })).data,
  });
}
