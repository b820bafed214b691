import { useMutation } from '@tanstack/react-query';
import { endpoints, type UpdateProfileRequest } from '@facturador/contracts';
import {
  addToast,
  callApi,
  checkSession,
  errorMessages,
  successMessages,
  toastTitles,
} from '@facturador/auth-api';

/**
 * PATCH /users/profile with SPEC.md §8's toasts. The session re-reads the profile at once, so
 * the header and the menu show the change; other tabs hear profile_updated from the server.
 */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => callApi(endpoints.updateProfile, { body }),
    onSuccess: async (answer) => {
      addToast({
        type: 'success',
        title: toastTitles.profileUpdated,
        message: answer.message || successMessages.profileUpdated,
      });
      await checkSession();
    },
    onError: (error) =>
      addToast({
        type: 'error',
        title: toastTitles.error,
        message: error.message || errorMessages.updateProfile,
      }),
  });
}
