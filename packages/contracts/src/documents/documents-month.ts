import { z } from 'zod';
import { successResponse } from '../envelope.ts';
import { documentStatusSchema } from './document-api.ts';

/**
 * Issue 29, item 5: the customer's dashboard — the documents of this Lima month across the
 * companies the user belongs to, sales by day, and what needs looking at.
 */
export const documentsMonthSchema = z.object({
  /** YYYY-MM, Lima. */
  month: z.string(),
  /** Documents issued this month (every type and state). */
  issued: z.number().int(),
  /** Facturas, boletas and debit notes less credit notes, accepted or on their way, per currency. */
  sales: z.array(z.object({ currency: z.string(), total: z.string() })),
  /** Every day of the month up to today: documents issued and sales in soles. */
  byDay: z.array(z.object({ date: z.string(), documents: z.number().int(), salesPen: z.string() })),
  /** Rejected this month, or not yet received by SUNAT: newest first, at most 10. */
  attention: z.array(
    z.object({
      companyId: z.string(),
      companyName: z.string(),
      documentId: z.string(),
      fullNumber: z.string(),
      status: documentStatusSchema,
      customerName: z.string(),
      total: z.string(),
      currency: z.string(),
    }),
  ),
});
export type DocumentsMonth = z.infer<typeof documentsMonthSchema>;

export const documentsMonthResponseSchema = successResponse(documentsMonthSchema);
