import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { addToast, toastTitles } from '@facturador/auth-api';
import { companiesMessages } from '../messages.ts';
import { companyKeys } from './company-keys.ts';

/**
 * A change to one company: the server's message as a success toast, and the company's queries
 * (and the list) read again. Errors are the caller's: a form puts them under its fields, a menu
 * action asks for `toastErrors`. `refresh` is one of the company's parts read again once the
 * change is settled, whatever its answer (the list it changed may have moved elsewhere too).
 */
export function useCompanyMutation<Input, Answer extends { message?: string }>(
  companyId: string,
  action: (input: Input) => Promise<Answer>,
  { toastErrors = false, refresh }: { toastErrors?: boolean; refresh?: QueryKey } = {},
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
    onSettled: () => {
      if (refresh) void queryClient.invalidateQueries({ queryKey: refresh });
    },
  });
}
