import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast, callApi } from '@facturador/auth-api';
import { endpoints, type AdminGateway, type SaveGatewayRequest } from '@facturador/contracts';
import { gatewaysMessages } from '../messages.ts';
import { gatewayKeys } from './gateways-query.ts';

/** Saves one gateway; the list (masked secrets) is read again. Errors go to the form. */
export function useSaveGateway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gateway, body }: { gateway: AdminGateway; body: SaveGatewayRequest }) =>
      callApi(endpoints.savePaymentGateway, { params: { gateway }, body }),
    onSuccess: async (answer) => {
      addToast({ type: 'success', title: gatewaysMessages.form.savedTitle, message: answer.message ?? '' });
      await queryClient.invalidateQueries({ queryKey: gatewayKeys.all });
    },
  });
}
