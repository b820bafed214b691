import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@facturador/contracts';
import { addToast, callApi, toastTitles } from '@facturador/auth-api';

/** Query keys of the Seguridad tab: the open sessions and the security log. */
export const securityKeys = {
  all: ['security'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  activity: () => [...securityKeys.all, 'activity'] as const,
};

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.sessions(),
    queryFn: async () => (await callApi(endpoints.listSessions)).data,
  });

export const activityQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.activity(),
    queryFn: async () => (await callApi(endpoints.securityActivity)).data,
  });

/**
 * A session action: its answer's message as a success toast, its error's as an error toast,
 * and the sessions and the log read again either way (another tab may have changed them).
 */
export function useSessionAction<Input>(
  action: (input: Input) => Promise<{ message?: string }>,
  successTitle: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (answer) => addToast({ type: 'success', title: successTitle, message: answer.message ?? '' }),
    onError: (error) => addToast({ type: 'error', title: toastTitles.error, message: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}
