import { z } from 'zod';
import { successResponse } from '../envelope.ts';
import { LISTADO_DOCUMENT_TYPES, listadoStatusSchema } from './listado.ts';
import { OTHER_CPE_TYPES } from './retention-perception-input.ts';

/**
 * Issue 29, item 5: the customer's dashboard — the documents of this Lima month across the
 * companies the user belongs to, sales by day, and what needs looking at.
 */
export const documentsMonthSchema = z.object({
  /** YYYY-MM, Lima. */
  month: z.string(),
  /** Documents issued this month (every type and state, retenciones and percepciones included). */
  issued: z.number().int(),
  /** Facturas, boletas and debit notes less credit notes, accepted or on their way, per currency. */
  sales: z.array(z.object({ currency: z.string(), total: z.string() })),
  /**
   * Retenciones (20) and percepciones (40) of the month, each type on its own line and never in
   * `sales` (what is withheld or collected is the tax's, not a sale): how many were issued
   * (every state), and the importe retenido / percibido in soles of those accepted or on their
   * way. Only the types issued this month are listed.
   */
  otherCpe: z.array(
    z.object({ documentType: z.enum(OTHER_CPE_TYPES), documents: z.number().int(), total: z.string() }),
  ),
  /** Every day of the month up to today: documents issued and sales in soles. */
  byDay: z.array(z.object({ date: z.string(), documents: z.number().int(), salesPen: z.string() })),
  /** Rejected this month, or not yet received by SUNAT: newest first, at most 10. */
  attention: z.array(
    z.object({
      companyId: z.string(),
      companyName: z.string(),
      documentId: z.string(),
      /** A retención or percepción opens its own detail page. */
      documentType: z.enum(LISTADO_DOCUMENT_TYPES),
      fullNumber: z.string(),
      status: listadoStatusSchema,
      customerName: z.string(),
      total: z.string(),
      currency: z.string(),
    }),
  ),
});
export type DocumentsMonth = z.infer<typeof documentsMonthSchema>;

export const documentsMonthResponseSchema = successResponse(documentsMonthSchema);
