import { z } from 'zod';
import { listResponseSchema } from '../api/lists.ts';
import { successResponse } from '../envelope.ts';
import { customerDocumentIssue, optionalCatalogueText } from './catalogue-customers.ts';
import { catalogueMessages as m } from './catalogue-messages.ts';
import { despatchDriverInputSchema, despatchMessages, despatchVehicleInputSchema } from './despatch-input.ts';

/**
 * A company's Vehículos and Conductores (issue 42): the transport its guías de remisión name,
 * kept so that Emitir guía fills them in. Each field is judged by the guía's own rule, so an
 * entry saved here is always one a guía accepts. A vehicle is unique per company by its plate,
 * a driver by document type and number.
 */

const guiaVehicle = despatchVehicleInputSchema.shape;
const guiaDriver = despatchDriverInputSchema.shape;

/** Catálogo 06 as a driver carries it: DNI, carné de extranjería or pasaporte. */
export const CATALOGUE_DRIVER_DOCUMENT_TYPES = ['1', '4', '7'] as const;
export type CatalogueDriverDocumentType = (typeof CATALOGUE_DRIVER_DOCUMENT_TYPES)[number];

export const catalogueVehicleInputSchema = z.strictObject({
  /** Kept as the guía sends it: capitals, no hyphen (ABC123). */
  plate: guiaVehicle.plate,
  /** Constancia de inscripción, TUC or certificado de habilitación vehicular; empty means absent. */
  circulationCard: z
    .string({ error: despatchMessages.circulationCard })
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(guiaVehicle.circulationCard),
  brand: optionalCatalogueText(50, m.vehicleBrand),
});
export type CatalogueVehicleInput = z.output<typeof catalogueVehicleInputSchema>;
export type CatalogueVehicleDraft = z.input<typeof catalogueVehicleInputSchema>;

export const catalogueDriverInputSchema = z
  .strictObject({
    documentType: z.enum(CATALOGUE_DRIVER_DOCUMENT_TYPES, { error: m.driverDocumentType }),
    // Passports and CE numbers in capitals, so one person is not two drivers.
    documentNumber: z.string({ error: m.driverDocumentNumber }).trim().toUpperCase(),
    firstName: guiaDriver.firstName,
    lastName: guiaDriver.lastName,
    licence: guiaDriver.licence,
  })
  .superRefine((value, context) => {
    const issue =
      value.documentNumber === ''
        ? m.driverDocumentNumber
        : customerDocumentIssue(value.documentType, value.documentNumber);
    if (issue) context.addIssue({ code: 'custom', path: ['documentNumber'], message: issue });
  });
export type CatalogueDriverInput = z.output<typeof catalogueDriverInputSchema>;
export type CatalogueDriverDraft = z.input<typeof catalogueDriverInputSchema>;

export const catalogueVehicleSchema = z.object({
  id: z.string(),
  plate: z.string(),
  circulationCard: z.string().nullable(),
  brand: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CatalogueVehicle = z.infer<typeof catalogueVehicleSchema>;

export const catalogueDriverSchema = z.object({
  id: z.string(),
  documentType: z.enum(CATALOGUE_DRIVER_DOCUMENT_TYPES),
  documentNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  licence: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CatalogueDriver = z.infer<typeof catalogueDriverSchema>;

export const catalogueVehicleListResponseSchema = listResponseSchema(catalogueVehicleSchema);
export const catalogueVehicleResponseSchema = successResponse(catalogueVehicleSchema);
export const catalogueDriverListResponseSchema = listResponseSchema(catalogueDriverSchema);
export const catalogueDriverResponseSchema = successResponse(catalogueDriverSchema);
