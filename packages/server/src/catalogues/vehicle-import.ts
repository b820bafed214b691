import {
  VEHICLE_CSV_REQUIRED,
  catalogueVehicleInputSchema,
  type CatalogueVehicleInput,
} from '@facturador/contracts';
import type { ImportKind } from './import-rows.ts';
import { existingVehicleKeys, upsertVehicles, vehicleKey } from './vehicle-repository.ts';

/** Vehículos from a CSV (issue 42): the plate as the guía checks it, keyed by the plate. */
export const vehicleImport: ImportKind<CatalogueVehicleInput> = {
  required: VEHICLE_CSV_REQUIRED,
  // Empty optional cells are absent: the contract drops them.
  draftOf: (cells) => ({
    plate: cells.placa ?? '',
    brand: cells.marca,
    circulationCard: cells.constancia_o_tuc,
  }),
  schema: catalogueVehicleInputSchema,
  columnOf: { plate: 'placa', brand: 'marca', circulationCard: 'constancia_o_tuc' },
  keyOf: vehicleKey,
  existingKeys: existingVehicleKeys,
  save: upsertVehicles,
};
