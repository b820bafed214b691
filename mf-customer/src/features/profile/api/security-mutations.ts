import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@facturador/contracts';
import { addToast, callApi, toastTitles } from '@facturador/auth-api';
import { profileMessages } from '../messages.ts';
import { securityKeys } from './security-keys.ts';

/**
 * A session action: its answer's message as a success toast («Sesiones»), its error's as an
 * error toast, and the sessions and the log read again either way (another tab may have changed
 * them).
 */
function useSessionAction<Input>(action: (input: Input) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (answer) =>
      addToast({
        type: 'success',
        title: profileMessages.sessions.sessionsTitle,
        message: answer.message ?? '',
      }),
    onError: (error) => addToast({ type: 'error', title: toastTitles.error, message: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

/** Renames a session: the name it goes by in this list. */
export const useRenameSession = (sessionId: string) =>
  useSessionAction((newName: string) =>
    callApi(endpoints.renameSession, { params: { id: sessionId }, body: { newName } }),
  );

/** Ends one session (by its id). */
export const useLogoutSession = () =>
  useSessionAction((id: string) => callApi(endpoints.logoutSession, { params: { id } }));

/** Ends every session but this one. */
export const useLogoutOtherSessions = () => useSessionAction(() => callApi(endpoints.logoutOtherSessions));

/** Ends a session with the code mailed to the account (a wrong or expired one ends nothing). */
export const useSecureLogout = (sessionId: string) =>
  useSessionAction((verificationCode: string) =>
    callApi(endpoints.logoutSessionSecure, { params: { id: sessionId }, body: { verificationCode } }),
  );

/** Mails the code a secure sign-out asks for; `onError` is the dialog's (it shows it in place). */
export const useRequestLogoutCode = ({ onError }: { onError: (error: Error) => void }) =>
  useMutation({
    mutationFn: () => callApi(endpoints.requestSecurityVerification, { body: { action: 'logout_session' } }),
    onError,
  });
