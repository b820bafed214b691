import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast, callApi, toastTitles } from '@facturador/auth-api';
import {
  endpoints,
  type CatalogueCustomerInput,
  type CatalogueImportRequest,
  type CatalogueProductInput,
} from '@facturador/contracts';
import { cataloguesMessages as messages } from '../messages.ts';
import { catalogueKeys } from './catalogue-queries.ts';

export type CatalogueKind = 'customers' | 'products';

/** A change to a company's catalogue: the server's message as a toast, and that catalogue read again. */
function useCatalogueMutation<Input, Answer extends { message?: string }>(
  companyId: string,
  kind: CatalogueKind,
  action: (input: Input) => Promise<Answer>,
  { toastErrors = false }: { toastErrors?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async (answer) => {
      addToast({ type: 'success', title: messages.saved, message: answer.message ?? '' });
      await queryClient.invalidateQueries({ queryKey: catalogueKeys[kind](companyId) });
    },
    onError: (error) => {
      if (toastErrors) addToast({ type: 'error', title: toastTitles.error, message: error.message });
    },
  });
}

/** Creates a client, or replaces the one named by `customerId`. */
export const useSaveCustomer = (companyId: string, customerId: string | null) =>
  useCatalogueMutation(companyId, 'customers', (body: CatalogueCustomerInput) =>
    customerId
      ? callApi(endpoints.updateCatalogueCustomer, { params: { id: companyId, customerId }, body })
      : callApi(endpoints.createCatalogueCustomer, { params: { id: companyId }, body }),
  );

/** Creates a product, or replaces the one named by `productId`. */
export const useSaveProduct = (companyId: string, productId: string | null) =>
  useCatalogueMutation(companyId, 'products', (body: CatalogueProductInput) =>
    productId
      ? callApi(endpoints.updateCatalogueProduct, { params: { id: companyId, productId }, body })
      : callApi(endpoints.createCatalogueProduct, { params: { id: companyId }, body }),
  );

export const useDeleteCatalogueEntry = (companyId: string, kind: CatalogueKind) =>
  useCatalogueMutation(
    companyId,
    kind,
    (entryId: string) =>
      kind === 'customers'
        ? callApi(endpoints.deleteCatalogueCustomer, { params: { id: companyId, customerId: entryId } })
        : callApi(endpoints.deleteCatalogueProduct, { params: { id: companyId, productId: entryId } }),
    { toastErrors: true },
  );

export const useImportCatalogue = (companyId: string, kind: CatalogueKind) =>
  useCatalogueMutation(companyId, kind, (body: CatalogueImportRequest) =>
    kind === 'customers'
      ? callApi(endpoints.importCatalogueCustomers, { params: { id: companyId }, body })
      : callApi(endpoints.importCatalogueProducts, { params: { id: companyId }, body }),
  );
