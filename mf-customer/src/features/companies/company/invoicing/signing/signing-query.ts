import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast, callApi } from '@facturador/auth-api';
import { endpoints, type CompanySigningRequest } from '@facturador/contracts';
import { companyKeys } from '../../../api/companies-query.ts';
import { companiesMessages } from '../../../messages.ts';

/** Under the company's key: a change to the company makes it stale too. */
export const signingKey = (id: string) => [...companyKeys.detail(id), 'signing'] as const;

/** GET /companies/:id/signing: the choice and the PSE to designate in SUNAT. */
export const signingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: signingKey(id),
    queryFn: async () => (await callApi(endpoints.getCompanySigning, { params: { id } })).data,
  });

/** PUT /companies/:id/signing; the company (its list entry, the dashboard) is read again. */
export function useSaveSigning(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySigningRequest) =>
      callApi(endpoints.setCompanySigning, { params: { id }, body }),
    onSuccess: async (answer) => {
      addToast({ type: 'success', title: companiesMessages.page.saved, message: answer.message ?? '' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: companyKeys.list() }),
      ]);
    },
  });
}
