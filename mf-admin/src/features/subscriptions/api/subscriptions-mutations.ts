import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type AdjustTokensRequest,
  type CancelSubscriptionRequest,
  type ChangePlanRequest,
  type ExtendRenewalRequest,
} from '@facturador/contracts';
import { addToast, callApi, toastTitles } from '@facturador/auth-api';
import { subscriptionsMessages } from '../messages.ts';
import { subscriptionKeys } from './subscription-keys.ts';

/** A change made here: the server's message as a toast, and the page's lists read again. */
function useSubscriptionMutation<Input>(action: (input: Input) => Promise<{ message?: string | undefined }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (answer) =>
      addToast({ type: 'success', title: subscriptionsMessages.doneTitle, message: answer.message ?? '' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

type On<Body> = { id: string; body: Body };

export const useExtendRenewal = () =>
  useSubscriptionMutation(({ id, body }: On<ExtendRenewalRequest>) =>
    callApi(endpoints.extendRenewal, { params: { id }, body }),
  );
export const useChangePlan = () =>
  useSubscriptionMutation(({ id, body }: On<ChangePlanRequest>) =>
    callApi(endpoints.changeSubscriptionPlan, { params: { id }, body }),
  );
export const useCancelSubscription = () =>
  useSubscriptionMutation(({ id, body }: On<CancelSubscriptionRequest>) =>
    callApi(endpoints.cancelSubscription, { params: { id }, body }),
  );
export const useAdjustTokens = () =>
  useSubscriptionMutation(({ id, body }: On<AdjustTokensRequest>) =>
    callApi(endpoints.adjustTokens, { params: { id }, body }),
  );
export const useRejectOrder = () =>
  useSubscriptionMutation(({ id, body }: On<{ reason: string }>) =>
    callApi(endpoints.rejectOrder, { params: { id }, body }),
  );

/** Approve is a button, not a form: a refusal (already reviewed…) is an error toast. */
export function useApproveOrder() {
  const mutation = useSubscriptionMutation((id: string) =>
    callApi(endpoints.approveOrder, { params: { id } }),
  );
  return {
    ...mutation,
    approve: (id: string) =>
      mutation.mutate(id, {
        onError: (error) => addToast({ type: 'error', title: toastTitles.error, message: error.message }),
      }),
  };
}
