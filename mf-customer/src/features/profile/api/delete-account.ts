import { useMutation } from '@tanstack/react-query';
import { endpoints, type DeleteAccountRequest } from '@facturador/contracts';
import { callApi } from '@facturador/auth-api';

/** Deletes the account; what follows (the page that says so, the end of the session) is the dialog's. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: DeleteAccountRequest) => callApi(endpoints.deleteAccount, { body }),
  });
