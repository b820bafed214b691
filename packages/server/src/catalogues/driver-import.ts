import {
  DRIVER_CSV_REQUIRED,
  catalogueDriverInputSchema,
  type CatalogueDriverInput,
} from '@facturador/contracts';
import { documentTypeOf } from './csv-rows.ts';
import { driverKey, existingDriverKeys, upsertDrivers } from './driver-repository.ts';
import type { ImportKind } from './import-rows.ts';

/** Conductores from a CSV (issue 42): document and licence as the guía checks them, keyed by document. */
export const driverImport: ImportKind<CatalogueDriverInput> = {
  required: DRIVER_CSV_REQUIRED,
  draftOf: (cells) => ({
    documentType: documentTypeOf(cells.tipo_documento ?? ''),
    documentNumber: cells.numero_documento ?? '',
    firstName: cells.nombres ?? '',
    lastName: cells.apellidos ?? '',
    licence: cells.licencia ?? '',
  }),
  schema: catalogueDriverInputSchema,
  columnOf: {
    documentType: 'tipo_documento',
    documentNumber: 'numero_documento',
    firstName: 'nombres',
    lastName: 'apellidos',
    licence: 'licencia',
  },
  keyOf: driverKey,
  existingKeys: existingDriverKeys,
  save: upsertDrivers,
};
