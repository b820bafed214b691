import { z } from 'zod';
import { successResponse } from '../envelope.ts';

/**
 * «Revisar» and POST /v1/documents/validate (issue 43): the pre-flight of an issue without
 * numbering, signing, sending or spending a token.
 */
export const documentValidationMessages = {
  valid: 'Todo en orden: listo para emitir',
  invalid: 'SUNAT rechazaría el comprobante: corrige lo indicado antes de emitirlo',
} as const;

/** One reason SUNAT would refuse the document, at the request's field, with SUNAT's code. */
export const documentRuleIssueSchema = z.object({
  /** The request's field, dotted: `issueDate`, `customer.name`, `lines.0.unitCode`. */
  field: z.string(),
  /** SUNAT's code (CodeErrors): `2108`, `2936`… */
  code: z.string(),
  message: z.string(),
});
export type DocumentRuleIssueAnswer = z.infer<typeof documentRuleIssueSchema>;

const amount = z.string().describe('Importe con 2 decimales');

/** What the document would carry, computed as issuing computes it. */
export const documentValidationSchema = z.object({
  valid: z.literal(true),
  documentType: z.string(),
  series: z.string(),
  currency: z.string(),
  /** The IGV rate it would be taxed at (the company's regime on the issue date, or the note's reference). */
  igvPercent: z.string(),
  totals: z.object({
    taxed: amount,
    exonerated: amount,
    unaffected: amount,
    exported: amount,
    free: amount,
    igv: amount,
    isc: amount,
    icbper: amount,
    globalDiscount: amount,
    taxTotal: amount,
    payableAmount: amount,
  }),
  /** The last day SUNAT takes it, YYYY-MM-DD. */
  sendDeadline: z.string(),
});
export type DocumentValidation = z.infer<typeof documentValidationSchema>;
export const documentValidationResponseSchema = successResponse(documentValidationSchema);
