import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast, callApi } from '@facturador/auth-api';
import { endpoints, type ProviderInput } from '@facturador/contracts';
import { providersMessages } from '../messages.ts';
import { providerKeys } from './provider-keys.ts';

/** Creates (no id) or changes a provider; the list is read again. Errors go to the form. */
export function useSaveProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ProviderInput }) =>
      id
        ? callApi(endpoints.updateProvider, { params: { id }, body })
        : callApi(endpoints.createProvider, { body }),
    onSuccess: async (answer) => {
      addToast({
        type: 'success',
        title: providersMessages.form.saved,
        message: answer.message ?? '',
      });
      await queryClient.invalidateQueries({ queryKey: providerKeys.all });
    },
  });
}
