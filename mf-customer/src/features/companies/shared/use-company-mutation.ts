import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast, toastTitles } from '@facturador/auth-api';
import { companyKeys } from '../api/companies-query.ts';
import { companiesMessages } from '../messages.ts';

/**
 * A change to one company: the server's message as a success toast, and the company's queries
 * (and the list) read again. Errors are the caller's: a form puts them under its fields.
 */
export function useCompanyMutation<Input, Answer extends { message?: string }>(
  companyId: string,
  action: (input: Input) => Promise<Answer>,
  { toastErrors = false }: { toastErrors?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async (answer) => {
      addToast({ type: 'success', title: companiesMessages.page.saved, message: answer.message ?? '' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyId) }),
        queryClient.invalidateQueries({ queryKey: companyKeys.list() }),
      ]);
    },
    onError: (error) => {
      if (toastErrors) addToast({ type: 'error', title: toastTitles.error, message: error.message });
    },
  });
}
