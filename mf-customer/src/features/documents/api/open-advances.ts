import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@facturador/auth-api';
import { documentKeys } from './document-keys.ts';
import { endpoints, type AdvanceListQuery } from '@facturador/contracts';

/**
 * GET /companies/:id/documents/advances: the buyer's accepted advances (anticipos) with what is
 * left of each, for «Deducir anticipo». Under DOCUMENTS_QUERY_KEY, so SUNAT accepting an advance
 * (document_updated) or another document deducting one refreshes it.
 */
export const openAdvancesQueryOptions = (companyId: string, buyer: AdvanceListQuery) =>
  queryOptions({
    queryKey: documentKeys.advances(companyId, buyer),
    queryFn: async () =>
      (await callApi(endpoints.listOpenAdvances, { params: { id: companyId }, query: buyer })).data,
    enabled:
      companyId !== '' && buyer.customerDocumentNumber.trim() !== '' && buyer.customerDocumentType !== '-',
    staleTime: 30_000,
  });
