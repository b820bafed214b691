import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast, callApi, toastTitles } from '@facturador/auth-api';
import {
  endpoints,
  type CatalogueCustomerInput,
  type CatalogueDriverInput,
  type CatalogueImportRequest,
  type CatalogueProductInput,
  type CatalogueVehicleInput,
} from '@facturador/contracts';
import { cataloguesMessages as messages } from '../../../../shared/catalogues/messages.ts';
import { catalogueKeys } from '../../../../shared/api/catalogue-keys.ts';

export type CatalogueKind = 'customers' | 'products' | 'vehicles' | 'drivers';

/**
 * A change to a company's catalogue: the server's message as a toast (unless the caller shows the
 * answer itself), and that catalogue read again.
 */
function useCatalogueMutation<Input, Answer extends { message?: string }>(
  companyId: string,
  kind: CatalogueKind,
  action: (input: Input) => Promise<Answer>,
  { toastErrors = false, toastSuccess = true }: { toastErrors?: boolean; toastSuccess?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async (answer) => {
      if (toastSuccess) addToast({ type: 'success', title: messages.saved, message: answer.message ?? '' });
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

/** DELETE of one entry, per catalogue. */
const deleteEntry: Record<
  CatalogueKind,
  (companyId: string, entryId: string) => Promise<{ message?: string }>
> = {
  customers: (id, customerId) => callApi(endpoints.deleteCatalogueCustomer, { params: { id, customerId } }),
  products: (id, productId) => callApi(endpoints.deleteCatalogueProduct, { params: { id, productId } }),
  vehicles: (id, vehicleId) => callApi(endpoints.deleteCatalogueVehicle, { params: { id, vehicleId } }),
  drivers: (id, driverId) => callApi(endpoints.deleteCatalogueDriver, { params: { id, driverId } }),
};

export const useDeleteCatalogueEntry = (companyId: string, kind: CatalogueKind) =>
  useCatalogueMutation(companyId, kind, (entryId: string) => deleteEntry[kind](companyId, entryId), {
    toastErrors: true,
  });

/** Creates a vehicle, or replaces the one named by `vehicleId`. */
export const useSaveVehicle = (companyId: string, vehicleId: string | null) =>
  useCatalogueMutation(companyId, 'vehicles', (body: CatalogueVehicleInput) =>
    vehicleId
      ? callApi(endpoints.updateCatalogueVehicle, { params: { id: companyId, vehicleId }, body })
      : callApi(endpoints.createCatalogueVehicle, { params: { id: companyId }, body }),
  );

/** Creates a driver, or replaces the one named by `driverId`. */
export const useSaveDriver = (companyId: string, driverId: string | null) =>
  useCatalogueMutation(companyId, 'drivers', (body: CatalogueDriverInput) =>
    driverId
      ? callApi(endpoints.updateCatalogueDriver, { params: { id: companyId, driverId }, body })
      : callApi(endpoints.createCatalogueDriver, { params: { id: companyId }, body }),
  );

/** The import endpoint of each catalogue. */
const importEndpoint = {
  customers: endpoints.importCatalogueCustomers,
  products: endpoints.importCatalogueProducts,
  vehicles: endpoints.importCatalogueVehicles,
  drivers: endpoints.importCatalogueDrivers,
} satisfies Record<CatalogueKind, unknown>;

/** «Importar CSV» of any of the four catalogues. */
/** The dialog shows the import's answer row by row: a «Guardado» toast over it said less, and hid its buttons on a phone. */
export const useImportCatalogue = (companyId: string, kind: CatalogueKind) =>
  useCatalogueMutation(
    companyId,
    kind,
    (body: CatalogueImportRequest) => callApi(importEndpoint[kind], { params: { id: companyId }, body }),
    { toastSuccess: false },
  );
