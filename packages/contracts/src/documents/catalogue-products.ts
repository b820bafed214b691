import { z } from 'zod';
import { listResponseSchema } from '../api/lists.ts';
import { successResponse } from '../envelope.ts';
import { catalogueListQuerySchema } from './catalogue-customers.ts';
import { catalogueMessages as m } from './catalogue-messages.ts';
import {
  AFFECTATION_CODES,
  decimalString,
  documentLineInputSchema,
  documentMessages,
} from './document-input.ts';

/**
 * A company's Productos y servicios (issue 29): what it sells, with the unit (Catálogo 03), the
 * price and the IGV treatment (Catálogo 07) Emitir copies onto a line. The code is unique per
 * company, whatever its capitals.
 */

/** The seller's own code, as a document line carries it (SellersItemIdentification, up to 30). */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9._/-]{1,30}$/;

export const catalogueProductInputSchema = z.strictObject({
  code: z.string({ error: m.productCode }).trim().regex(PRODUCT_CODE_PATTERN, m.productCode),
  description: z
    .string({ error: m.productDescription })
    .trim()
    .min(1, m.productDescription)
    .max(500, m.productDescription),
  /** Catálogo 03, the same rule as a document line's unit (NIU goods, ZZ services). */
  unitCode: documentLineInputSchema.shape.unitCode,
  unitPrice: decimalString(10, m.unitPrice),
  /** Whether `unitPrice` is the price with IGV (what a shop's price tag says) or the valor unitario. */
  priceIncludesIgv: z.boolean().default(true),
  affectation: z.enum(AFFECTATION_CODES, { error: documentMessages.affectation }).default('10'),
  /** An inactive product stays listed here but is not offered in Emitir. */
  isActive: z.boolean().default(true),
});
export type CatalogueProductInput = z.output<typeof catalogueProductInputSchema>;
export type CatalogueProductDraft = z.input<typeof catalogueProductInputSchema>;

export const catalogueProductSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  unitCode: z.string(),
  unitPrice: z.string(),
  priceIncludesIgv: z.boolean(),
  affectation: z.enum(AFFECTATION_CODES),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

/** `?q=` matches the code or the description; `active=true` leaves out the inactive ones. */
export const catalogueProductListQuerySchema = catalogueListQuerySchema.extend({
  active: z.enum(['true', 'false']).optional(),
});
export type CatalogueProductListQuery = z.input<typeof catalogueProductListQuerySchema>;

export const catalogueProductListResponseSchema = listResponseSchema(catalogueProductSchema);
export const catalogueProductResponseSchema = successResponse(catalogueProductSchema);
