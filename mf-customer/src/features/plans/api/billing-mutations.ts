import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CreateOrderRequest, type SandboxCheckoutRequest } from '@facturador/contracts';
import { addToast, callApi, toastTitles } from '@facturador/auth-api';
import { billingKeys } from './billing-keys.ts';

/**
 * A billing mutation: its error as an error toast, and every billing query read again after
 * it (the subscription, the orders and the ledger may all have changed).
 */
function useBillingMutation<Input, Output>(action: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onError: (error) => addToast({ type: 'error', title: toastTitles.error, message: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

export const useCreateOrder = () =>
  useBillingMutation(
    async (body: CreateOrderRequest) => (await callApi(endpoints.createOrder, { body })).data,
  );

export const useStartPayment = () =>
  useBillingMutation(
    async (orderId: string) => (await callApi(endpoints.startOrderPayment, { params: { id: orderId } })).data,
  );

export const useChargeOrder = () =>
  useBillingMutation(
    async ({ orderId, sourceId }: { orderId: string; sourceId: string }) =>
      (await callApi(endpoints.chargeOrder, { params: { id: orderId }, body: { sourceId } })).data,
  );

export const useSandboxCheckout = () =>
  useBillingMutation(
    async ({ reference, outcome }: { reference: string; outcome: SandboxCheckoutRequest['outcome'] }) =>
      (await callApi(endpoints.completeSandboxCheckout, { params: { reference }, body: { outcome } })).data,
  );

export const useUploadVoucher = () =>
  useBillingMutation(
    async ({ orderId, fileBase64, fileName }: { orderId: string; fileBase64: string; fileName: string }) =>
      (
        await callApi(endpoints.uploadOrderVoucher, {
          params: { id: orderId },
          body: { fileBase64, fileName },
        })
      ).data,
  );
