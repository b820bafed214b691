import { z } from 'zod';
import { successResponse } from '../envelope.ts';
import { catalogueMessages as m } from './catalogue-messages.ts';

/**
 * POST …/customers/import and …/products/import (issue 29), …/vehicles/import and
 * …/drivers/import (issue 42): a CSV as Excel saves it (`;` or
 * `,` between fields, UTF-8 with or without BOM), answered row by row. The good rows are saved
 * in one transaction; a bad row changes nothing and says why.
 */

/** The largest file taken, in bytes (1 MiB). */
export const CATALOGUE_IMPORT_MAX_BYTES = 1024 * 1024;
/** The most data rows one file may hold (the header not counted). */
export const CATALOGUE_IMPORT_MAX_ROWS = 5000;

/** The columns of each file, in the template's order; the first row names them. */
export const CUSTOMER_CSV_COLUMNS = [
  'tipo_documento',
  'numero_documento',
  'nombre',
  'direccion',
  'email',
] as const;
export const PRODUCT_CSV_COLUMNS = [
  'codigo',
  'descripcion',
  'unidad',
  'precio',
  'incluye_igv',
  'afectacion_igv',
  'activo',
] as const;
export const VEHICLE_CSV_COLUMNS = ['placa', 'marca', 'constancia_o_tuc'] as const;
export const DRIVER_CSV_COLUMNS = [
  'tipo_documento',
  'numero_documento',
  'nombres',
  'apellidos',
  'licencia',
] as const;
/** The columns a file must have; the rest may be left out (their defaults apply). */
export const CUSTOMER_CSV_REQUIRED = ['tipo_documento', 'numero_documento', 'nombre'] as const;
export const PRODUCT_CSV_REQUIRED = ['codigo', 'descripcion', 'precio'] as const;
export const VEHICLE_CSV_REQUIRED = ['placa'] as const;
export const DRIVER_CSV_REQUIRED = DRIVER_CSV_COLUMNS;

export const catalogueImportRequestSchema = z.strictObject({
  /** The file's text (the browser reads it as UTF-8). */
  csv: z.string({ error: m.csvRequired }).min(1, m.csvRequired),
});
export type CatalogueImportRequest = z.infer<typeof catalogueImportRequestSchema>;

export const IMPORT_ROW_OUTCOMES = ['created', 'updated', 'error'] as const;

export const catalogueImportRowSchema = z.object({
  /** The row's line in the file as a spreadsheet numbers it: the header is row 1. */
  row: z.number(),
  outcome: z.enum(IMPORT_ROW_OUTCOMES),
  /** The record's key as read (tipo-número, the code or the plate); null when it could not be read. */
  key: z.string().nullable(),
  /** Why the row was refused, in Spanish; null when it was saved. */
  message: z.string().nullable(),
});
export type CatalogueImportRow = z.infer<typeof catalogueImportRowSchema>;

export const catalogueImportResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  failed: z.number(),
  rows: z.array(catalogueImportRowSchema),
});
export type CatalogueImportResult = z.infer<typeof catalogueImportResultSchema>;
export const catalogueImportResponseSchema = successResponse(catalogueImportResultSchema);
