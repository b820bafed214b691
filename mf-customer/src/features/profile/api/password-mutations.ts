import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ChangePasswordRequest } from '@facturador/contracts';
import { addToast, callApi, toastTitles } from '@facturador/auth-api';
import { profileMessages } from '../messages.ts';
import { securityKeys } from './security-keys.ts';

const messages = profileMessages.password;

/**
 * POST /auth/change-password: the success toast, and the security log read again (it records
 * the change). A refusal is the form's to show.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => callApi(endpoints.changePassword, { body }),
    onSuccess: (answer) => {
      addToast({ type: 'success', title: messages.changedTitle, message: answer.message });
      // Not awaited: the form is cleared at once, the log refreshes behind it.
      void queryClient.invalidateQueries({ queryKey: securityKeys.all });
    },
  });
}

/** An account without a password (Google) creates one through the reset e-mail. */
export const useRequestPasswordCreation = (email: string) =>
  useMutation({
    mutationFn: () => callApi(endpoints.forgotPassword, { body: { email } }),
    onSuccess: (answer) =>
      addToast({ type: 'success', title: messages.createSentTitle, message: answer.message }),
    onError: (error) => addToast({ type: 'error', title: toastTitles.error, message: error.message }),
  });
