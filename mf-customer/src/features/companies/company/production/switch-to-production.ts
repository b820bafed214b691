import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast, callApi } from '@facturador/auth-api';
import { endpoints, type ProductionSwitchRequest } from '@facturador/contracts';
import { companyKeys } from '../../api/companies-query.ts';
import { companiesMessages } from '../../messages.ts';

/**
 * POST /companies/:id/production. Whatever the answer, the company is read again: a refusal
 * means the server's checks differ from the page's, and the page shows the server's.
 */
export function useSwitchToProduction(companyId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyId) }),
      queryClient.invalidateQueries({ queryKey: companyKeys.list() }),
    ]);
  return useMutation({
    mutationFn: (body: ProductionSwitchRequest) =>
      callApi(endpoints.switchToProduction, { params: { id: companyId }, body }),
    onSuccess: async (answer) => {
      addToast({ type: 'success', title: companiesMessages.page.saved, message: answer.message ?? '' });
      await refresh();
    },
    onError: () => void refresh(),
  });
}
