import { z } from 'zod';
import { listResponseSchema, pageQuerySchema } from '../api/lists.ts';
import {
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_STATUSES,
  documentFiltersSchema,
  documentListItemSchema,
  type DocumentStatus,
} from './document-api.ts';
import { ISSUED_DOCUMENT_TYPES } from './document-input.ts';
import { OTHER_DOCUMENT_STATUS_LABELS, type OtherDocumentStatus } from './other-documents-api.ts';
import { OTHER_CPE_TYPES, type OtherCpeType } from './retention-perception-input.ts';

/**
 * The Comprobantes Listado (issue 41): facturas, boletas and notes with the company's
 * retenciones (20) and percepciones (40), one grid, one order, one set of filters. /v1 keeps its
 * two resources (/v1/documents, /v1/other-documents): these schemas are the screens' only.
 */
export const LISTADO_DOCUMENT_TYPES = [...ISSUED_DOCUMENT_TYPES, ...OTHER_CPE_TYPES] as const;
export type ListadoDocumentType = (typeof LISTADO_DOCUMENT_TYPES)[number];

/** A document's states, then a retención's or percepción's own (reversión en proceso, revertido). */
export const LISTADO_STATUSES = [...DOCUMENT_STATUSES, 'reverting', 'reverted'] as const satisfies readonly (
  DocumentStatus | OtherDocumentStatus
)[];
export const listadoStatusSchema = z.enum(LISTADO_STATUSES);
export type ListadoStatus = z.infer<typeof listadoStatusSchema>;

/** Each state's full label (a document's and a retención's shared states read the same). */
export const LISTADO_STATUS_LABELS: Readonly<Record<ListadoStatus, string>> = {
  ...DOCUMENT_STATUS_LABELS,
  ...OTHER_DOCUMENT_STATUS_LABELS,
};

export const isOtherCpeType = (type: string): type is OtherCpeType =>
  (OTHER_CPE_TYPES as readonly string[]).includes(type);

/** The Listado's filters, also its totals' and exports' query. */
export const listadoFiltersSchema = documentFiltersSchema.extend({
  documentType: z.enum(LISTADO_DOCUMENT_TYPES).optional(),
  status: listadoStatusSchema.optional(),
});
export type ListadoFiltersQuery = z.input<typeof listadoFiltersSchema>;
export type ListadoFilters = z.output<typeof listadoFiltersSchema>;

export const listadoQuerySchema = pageQuerySchema(20).extend(listadoFiltersSchema.shape);
export type ListadoQuery = z.input<typeof listadoQuerySchema>;
export type ListadoPageFilters = z.output<typeof listadoQuerySchema>;

/**
 * One row of the Listado. A retención or percepción reads as a document does: `customer` is its
 * supplier (20) or client (40), `total` the importe retenido or percibido in soles, `igv` 0.00;
 * its link opens its own detail page.
 */
export const listadoItemSchema = documentListItemSchema.extend({
  documentType: z.enum(LISTADO_DOCUMENT_TYPES),
  status: listadoStatusSchema,
});
export type ListadoItem = z.infer<typeof listadoItemSchema>;
export const listadoResponseSchema = listResponseSchema(listadoItemSchema);
