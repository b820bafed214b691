import type { QueryClient } from '@tanstack/react-query';
import { addToast, callApi, isApiError } from '@facturador/auth-api';
import {
  catalogueDriverInputSchema,
  catalogueVehicleInputSchema,
  endpoints,
  type DespatchDriverInput,
  type DespatchVehicleInput,
} from '@facturador/contracts';
import { cataloguesMessages } from '../catalogues/messages.ts';
import { catalogueKeys } from './catalogue-keys.ts';

/**
 * Sends a new entry to its catalogue once the guía that names it was issued. One already saved
 * (409) stays as it was; any other failure is told in a toast, since the guía itself was issued.
 */
async function saveEntry(
  queryClient: QueryClient,
  companyId: string,
  kind: 'vehicles' | 'drivers',
  create: () => Promise<{ message?: string }>,
  name: string,
): Promise<void> {
  try {
    const answer = await create();
    addToast({ type: 'success', title: answer.message ?? '', message: name });
    await queryClient.invalidateQueries({ queryKey: catalogueKeys[kind](companyId) });
  } catch (error) {
    if (isApiError(error) && error.code === 'CONFLICT') return;
    addToast({
      type: 'error',
      title: kind === 'vehicles' ? cataloguesMessages.saveVehicleFailed : cataloguesMessages.saveDriverFailed,
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

/** «Guardar en Vehículos»: the guía's vehicle joins the company's vehicles. */
export async function saveVehicle(
  queryClient: QueryClient,
  companyId: string,
  vehicle: DespatchVehicleInput,
): Promise<void> {
  const parsed = catalogueVehicleInputSchema.safeParse(vehicle);
  if (!parsed.success) return;
  await saveEntry(
    queryClient,
    companyId,
    'vehicles',
    () => callApi(endpoints.createCatalogueVehicle, { params: { id: companyId }, body: parsed.data }),
    parsed.data.plate,
  );
}

/**
 * «Guardar en Conductores»: the guía's driver joins the company's drivers; one the catalogue
 * does not keep (a document other than DNI, CE or pasaporte) is left out.
 */
export async function saveDriver(
  queryClient: QueryClient,
  companyId: string,
  driver: DespatchDriverInput,
): Promise<void> {
  const parsed = catalogueDriverInputSchema.safeParse(driver);
  if (!parsed.success) return;
  await saveEntry(
    queryClient,
    companyId,
    'drivers',
    () => callApi(endpoints.createCatalogueDriver, { params: { id: companyId }, body: parsed.data }),
    `${parsed.data.firstName} ${parsed.data.lastName}`,
  );
}
