import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type AdminCreateUserRequest,
  type AdminUpdateUserRequest,
  type RoleName,
} from '@facturador/contracts';
import { addToast, callApi } from '@facturador/auth-api';
import { usersMessages } from '../messages.ts';
import { userKeys } from './user-keys.ts';

const { titles, success, errors } = usersMessages.toasts;

/**
 * A user mutation: SPEC.md §8's success toast (its title, the server's message or the
 * default), its error as an 'Error' toast when `toastErrors` (a form shows its own), and every
 * user query read again after it.
 */
function useUserMutation<Input, Output extends { message?: string }>(options: {
  action: (input: Input) => Promise<Output>;
  title: string;
  fallback: string;
  errorFallback: string;
  toastErrors?: boolean;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.action,
    onSuccess: (answer) =>
      addToast({ type: 'success', title: options.title, message: answer.message || options.fallback }),
    onError: (error) => {
      if (options.toastErrors === false) return;
      addToast({ type: 'error', title: titles.error, message: error.message || options.errorFallback });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useCreateUser = () =>
  useUserMutation({
    action: (body: AdminCreateUserRequest) => callApi(endpoints.createUser, { body }),
    title: titles.userCreated,
    fallback: success.userCreated,
    errorFallback: errors.createUser,
    toastErrors: false,
  });

export const useUpdateUser = (options: { toastErrors?: boolean } = {}) =>
  useUserMutation({
    action: ({ id, body }: { id: string; body: AdminUpdateUserRequest }) =>
      callApi(endpoints.updateUser, { params: { id }, body }),
    title: titles.userUpdated,
    fallback: success.userUpdated,
    errorFallback: errors.updateUser,
    ...options,
  });

export const useUpdateUserRoles = () =>
  useUserMutation({
    action: ({ id, roles }: { id: string; roles: RoleName[] }) =>
      callApi(endpoints.updateUserRoles, { params: { id }, body: { roles } }),
    title: titles.rolesUpdated,
    fallback: success.rolesUpdated,
    errorFallback: errors.updateUserRoles,
  });

export const useDeleteUser = () =>
  useUserMutation({
    action: (id: string) => callApi(endpoints.deleteUser, { params: { id } }),
    title: titles.userDeleted,
    fallback: success.userDeleted,
    errorFallback: errors.deleteUser,
  });

export const useRestoreUser = () =>
  useUserMutation({
    action: (id: string) => callApi(endpoints.restoreUser, { params: { id } }),
    title: titles.userUpdated,
    fallback: success.userUpdated,
    errorFallback: errors.updateUser,
  });

export const useEndUserSessions = () =>
  useUserMutation({
    action: (id: string) => callApi(endpoints.endUserSessions, { params: { id } }),
    title: usersMessages.toasts.sessionsEnded,
    fallback: '',
    errorFallback: errors.updateUser,
  });
