import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast, callApi } from '@facturador/auth-api';
import { endpoints, type PlatformSigningIdentityRequest } from '@facturador/contracts';
import { signingIdentityTexts } from './messages.ts';

export const signingIdentityKeys = {
  all: ['admin', 'signing-identity'] as const,
};

/** GET /admin/signing-identity (owner): the facts, never the certificate nor its password. */
export const signingIdentityQueryOptions = () =>
  queryOptions({
    queryKey: signingIdentityKeys.all,
    queryFn: async () => (await callApi(endpoints.getPlatformSigningIdentity)).data,
  });

/** Saves the identity; it is read again. Errors go to the form. */
export function useSaveSigningIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatformSigningIdentityRequest) =>
      callApi(endpoints.savePlatformSigningIdentity, { body }),
    onSuccess: async (answer) => {
      addToast({ type: 'success', title: signingIdentityTexts.savedTitle, message: answer.message ?? '' });
      await queryClient.invalidateQueries({ queryKey: signingIdentityKeys.all });
    },
  });
}
