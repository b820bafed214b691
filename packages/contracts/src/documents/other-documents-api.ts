import { z } from 'zod';
import { listResponseSchema, pageQuerySchema } from '../api/lists.ts';
import { successResponse } from '../envelope.ts';
import { documentEventSchema, SUMMARY_STATUSES } from './document-api.ts';
import {
  OTHER_CPE_TYPES,
  relatedDocumentInputSchema,
  type OtherCpeType,
} from './retention-perception-input.ts';

/**
 * The API of comprobantes de retención (20) and de percepción (40) and their resúmenes de
 * reversiones (RR), issue 41 item 3: the company says which agent it is, then issues, lists,
 * reads and reverts them. The input is retention-perception-input.ts; amounts are answered as
 * decimal strings, in soles.
 */

export const OTHER_CPE_LABELS: Readonly<Record<OtherCpeType, string>> = {
  '20': 'Comprobante de retención',
  '40': 'Comprobante de percepción',
};

export const otherDocumentMessages = {
  /** The company's settings: which agent it is (the screen's checkboxes). */
  retentionAgentLabel: 'Agente de retención (emite comprobantes de retención)',
  perceptionAgentLabel: 'Agente de percepción (emite comprobantes de percepción)',
  agentSaved: 'Se guardó la condición de agente de la empresa',
  notEnabled: {
    '20': 'La empresa no está registrada como agente de retención: actívalo en la configuración de la empresa para emitir comprobantes de retención',
    '40': 'La empresa no está registrada como agente de percepción: actívalo en la configuración de la empresa para emitir comprobantes de percepción',
  } satisfies Record<OtherCpeType, string>,
  notFound: 'Comprobante de retención o percepción no encontrado',
  reversionNotFound: 'Resumen de reversiones no encontrado',
  issued: 'El comprobante fue emitido',
  seriesExhausted: 'La serie llegó a su último número (99999999): usa otra serie',
  reversionStarted: 'Reversión enviada a SUNAT',
  reversionDocumentMissing: (fullNumber: string) => `El comprobante ${fullNumber} no existe en la empresa`,
  reversionNotAllowed: (fullNumber: string) =>
    `Solo se revierten comprobantes aceptados por SUNAT: ${fullNumber} no lo está`,
  reversionDateMismatch: (fullNumber: string, referenceDate: string) =>
    `El comprobante ${fullNumber} no tiene fecha de emisión ${referenceDate}: un resumen de reversiones agrupa comprobantes de una misma fecha`,
  cdrMissing: 'SUNAT aún no entrega la constancia de recepción (CDR) de este comprobante',
} as const;

/** What a company is for SUNAT's other CPE: each flag enables its type (20, 40). */
export const otherCpeAgentSchema = z.strictObject({
  retentionAgent: z.boolean({ error: 'Indica si la empresa es agente de retención' }),
  perceptionAgent: z.boolean({ error: 'Indica si la empresa es agente de percepción' }),
});
export type OtherCpeAgent = z.infer<typeof otherCpeAgentSchema>;
export const otherCpeAgentResponseSchema = successResponse(otherCpeAgentSchema);

/** signed → sent → accepted / observed / rejected / exception → reverting → reverted. */
export const OTHER_DOCUMENT_STATUSES = [
  'signed',
  'sent',
  'accepted',
  'observed',
  'rejected',
  'exception',
  'reverting',
  'reverted',
] as const;
export type OtherDocumentStatus = (typeof OTHER_DOCUMENT_STATUSES)[number];

export const OTHER_DOCUMENT_STATUS_LABELS: Readonly<Record<OtherDocumentStatus, string>> = {
  signed: 'Firmado, por enviar',
  sent: 'Enviado, esperando respuesta',
  accepted: 'Aceptado',
  observed: 'Aceptado con observaciones',
  rejected: 'Rechazado',
  exception: 'Con excepción: corregir y reenviar',
  reverting: 'Reversión en proceso',
  reverted: 'Revertido',
};

export const otherDocumentListItemSchema = z.object({
  id: z.string(),
  documentType: z.enum(OTHER_CPE_TYPES),
  series: z.string(),
  number: z.number(),
  /** R001-12 */
  fullNumber: z.string(),
  issueDate: z.string(),
  receiver: z.object({ documentType: z.string(), documentNumber: z.string(), name: z.string() }),
  /** Importe total retenido / percibido (PEN). */
  totalAmount: z.string(),
  /** Importe total pagado / cobrado (PEN). */
  totalNet: z.string(),
  status: z.enum(OTHER_DOCUMENT_STATUSES),
  environment: z.enum(['test', 'production']),
});
export type OtherDocumentListItem = z.infer<typeof otherDocumentListItemSchema>;

export const otherDocumentDetailSchema = otherDocumentListItemSchema.extend({
  issueTime: z.string(),
  /** Catálogo 23 (retención) or 22 (percepción) and its rate, %. */
  regime: z.string(),
  percent: z.string(),
  relatedDocuments: z.array(relatedDocumentInputSchema),
  observations: z.string().nullable(),
  fileName: z.string(),
  digestValue: z.string(),
  cdr: z
    .object({
      code: z.string(),
      description: z.string(),
      notes: z.array(z.object({ code: z.string(), text: z.string() })),
      /** Whether the CDR itself is kept (a resend SUNAT answered 1033 after a lost answer has none). */
      available: z.boolean(),
    })
    .nullable(),
  /** Why the last send got no verdict (it goes again by itself). */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The supplier's (20) or client's (40) e-mail as it was issued, if it was: where «Enviar por
   * email» sends by default (decision 61). Absent when the document has none.
   */
  receiverEmail: z.string().optional(),
});
export type OtherDocumentDetail = z.infer<typeof otherDocumentDetailSchema>;
export const otherDocumentResponseSchema = successResponse(otherDocumentDetailSchema);

/**
 * «Enviar por email» of a retención or percepción: POST …/other-documents/:documentId/email takes
 * and answers what a document's does (document-delivery.ts, with its messages); `to` defaults to
 * the supplier's (20) or client's (40) e-mail on it. GET …/emails: every e-mail sent or failed,
 * by hand or on SUNAT's acceptance, oldest first, as a document's `history` lines
 * (`status` email_sent or email_failed).
 */
export const otherDocumentEmailsResponseSchema = successResponse(z.array(documentEventSchema));

export const otherDocumentListQuerySchema = pageQuerySchema(20).extend({
  documentType: z
    .enum(OTHER_CPE_TYPES, { error: 'El tipo debe ser 20 (retención) o 40 (percepción)' })
    .optional(),
});
export type OtherDocumentListQuery = z.output<typeof otherDocumentListQuerySchema>;
export const otherDocumentListResponseSchema = listResponseSchema(otherDocumentListItemSchema);

/** A resumen de reversiones (RR): sent for a ticket, then asked until SUNAT answers. */
export const reversionSchema = z.object({
  id: z.string(),
  /** RR-YYYYMMDD-n */
  identifier: z.string(),
  issueDate: z.string(),
  referenceDate: z.string(),
  status: z.enum(SUMMARY_STATUSES),
  ticket: z.string().nullable(),
  sunatCode: z.string().nullable(),
  sunatDescription: z.string().nullable(),
  documents: z.array(z.object({ documentId: z.string(), fullNumber: z.string(), reason: z.string() })),
});
export type ReversionView = z.infer<typeof reversionSchema>;
export const reversionResponseSchema = successResponse(reversionSchema);
