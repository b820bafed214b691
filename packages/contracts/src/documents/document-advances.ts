import { z } from 'zod';
import { successResponse } from '../envelope.ts';
import { CURRENCIES, CUSTOMER_DOCUMENT_TYPES } from './document-input.ts';

/**
 * «Deducir anticipo» in Emitir (issue 41): the buyer's advances (anticipos) the company issued and
 * SUNAT accepted, with what is left of each to deduct.
 */
export const advanceListQuerySchema = z.strictObject({
  customerDocumentType: z.enum(CUSTOMER_DOCUMENT_TYPES),
  customerDocumentNumber: z.string().trim().min(1).max(15),
});
export type AdvanceListQuery = z.infer<typeof advanceListQuerySchema>;

export const openAdvanceSchema = z.object({
  documentType: z.enum(['01', '03']),
  series: z.string(),
  number: z.number().int(),
  issueDate: z.string(),
  currency: z.enum(CURRENCIES),
  /** The advance's total with taxes, 2 decimals. */
  total: z.string(),
  /** What is left to deduct, 2 decimals. */
  left: z.string(),
});
export type OpenAdvance = z.infer<typeof openAdvanceSchema>;

export const advanceListResponseSchema = successResponse(z.array(openAdvanceSchema));
