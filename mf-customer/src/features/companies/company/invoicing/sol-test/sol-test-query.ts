import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { endpoints } from '@facturador/contracts';
import { companyKeys } from '../../../api/companies-query.ts';

/**
 * POST /companies/:id/credentials/sol/test («Probar conexión»). What SUNAT said is shown where
 * the button is, not in a toast; the company is read again, since «Pasar a producción» and the
 * dashboard's steps count the outcome.
 */
export function useSolTest(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endpoints.testSolCredentials, { params: { id: companyId } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyId) }),
        queryClient.invalidateQueries({ queryKey: companyKeys.list() }),
      ]);
    },
  });
}
