import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type PlanInput, type TokenPackInput } from '@facturador/contracts';
import { addToast, callApi, toastTitles } from '@facturador/auth-api';
import { plansMessages } from '../messages.ts';
import { catalogueKeys } from './plan-keys.ts';

/**
 * A change of the catalogue: the server's message as a success toast, and the catalogue read
 * again (a new default plan unmarks the old one, so one change can move two rows). Failures
 * are left to the caller: a form shows them by its fields, a menu action as a toast.
 */
function useCatalogueMutation<Input>(action: (input: Input) => Promise<{ message?: string | undefined }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (answer) =>
      addToast({ type: 'success', title: plansMessages.doneTitle, message: answer.message ?? '' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

const toastError = (error: Error) =>
  addToast({ type: 'error', title: toastTitles.error, message: error.message });

export const useSavePlan = () =>
  useCatalogueMutation(({ id, body }: { id: string | null; body: PlanInput }) =>
    id ? callApi(endpoints.updatePlan, { params: { id }, body }) : callApi(endpoints.createPlan, { body }),
  );

export const useSaveTokenPack = () =>
  useCatalogueMutation(({ id, body }: { id: string | null; body: TokenPackInput }) =>
    id
      ? callApi(endpoints.updateTokenPack, { params: { id }, body })
      : callApi(endpoints.createTokenPack, { body }),
  );

/** Archive, restore or delete a plan; a refusal (it has subscribers…) is a toast. */
export function usePlanAction() {
  const mutation = useCatalogueMutation(
    ({ action, id }: { action: 'archive' | 'restore' | 'delete'; id: string }) => {
      const endpoint = {
        archive: endpoints.archivePlan,
        restore: endpoints.restorePlan,
        delete: endpoints.deletePlan,
      }[action];
      return callApi(endpoint, { params: { id } });
    },
  );
  return {
    ...mutation,
    run: (input: Parameters<typeof mutation.mutate>[0]) => mutation.mutate(input, { onError: toastError }),
  };
}
