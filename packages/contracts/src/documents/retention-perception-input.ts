import { z } from 'zod';
import { daySchema } from '../validation/calendar-date.ts';
import { CURRENCIES, decimalString } from './document-input.ts';

/**
 * What a person or an ERP sends to issue a comprobante de retención (20) or de percepción (40)
 * (issue 41), and a resumen de reversiones (RR) that reverts them. As with document-input, the
 * engine computes every amount (the withheld or collected amount, the net, the totals) from the
 * payments given here; every object is strict.
 */

export const retentionPerceptionMessages = {
  documentType: 'Elige el tipo de comprobante: retención (20) o percepción (40)',
  series:
    'La serie debe tener 4 caracteres: R seguida de tres letras o dígitos para una retención (R001), P para una percepción (P001)',
  seriesLetter: 'La serie de una retención empieza con R y la de una percepción con P',
  issueDate: 'La fecha de emisión debe tener el formato AAAA-MM-DD',
  regime: 'Elige el régimen: catálogo 23 de SUNAT para la retención, catálogo 22 para la percepción',
  receiverDocumentType: 'Elige el tipo de documento del proveedor o del cliente del catálogo 06 de SUNAT',
  receiverDocumentNumber: 'Ingresa el número de documento del proveedor o del cliente',
  receiverName: 'Ingresa el nombre o la razón social del proveedor o del cliente',
  receiverEmail: 'Ingresa un email válido para el proveedor o el cliente',
  relatedRequired: 'Agrega al menos un comprobante relacionado',
  relatedTooMany: 'Un comprobante de retención o percepción admite hasta 500 comprobantes relacionados',
  relatedType: 'Elige el tipo del comprobante relacionado del catálogo 01 de SUNAT',
  relatedSeries: 'La serie del comprobante relacionado debe tener de 1 a 20 letras, dígitos o guiones',
  relatedNumber: 'El número del comprobante relacionado debe ser un entero de 1 a 99999999',
  relatedIssueDate: 'La fecha de emisión del comprobante relacionado debe tener el formato AAAA-MM-DD',
  currency: 'La moneda debe ser PEN (soles) o USD (dólares)',
  totalAmount: 'El importe total del comprobante relacionado debe tener hasta 2 decimales',
  paymentNumber: 'El número de pago o de cobro debe ser un entero de 1 a 999999999',
  paymentDate: 'La fecha de pago o de cobro debe tener el formato AAAA-MM-DD',
  paymentAmount: 'El importe del pago o del cobro debe tener hasta 2 decimales',
  exchangeRate: 'El tipo de cambio debe tener hasta 4 enteros y 6 decimales',
  exchangeRateDate: 'La fecha del tipo de cambio debe tener el formato AAAA-MM-DD',
  observations: 'Las observaciones admiten hasta 250 caracteres',
  rounding: 'El redondeo del total debe ser un importe en soles con hasta 2 decimales (por ejemplo, -0.05)',
  reversionLinesRequired: 'Agrega al menos un comprobante a revertir',
  reversionType: 'Solo se revierten comprobantes de retención (20) o de percepción (40)',
  reversionReason: 'Ingresa el motivo de la reversión (de 3 a 100 caracteres)',
  number: 'El número debe ser un entero de 1 a 99999999',
} as const;
const m = retentionPerceptionMessages;

/** Catálogo 01: the other CPE (comprobantes de retención y de percepción). */
export const OTHER_CPE_TYPES = ['20', '40'] as const;
export type OtherCpeType = (typeof OTHER_CPE_TYPES)[number];

/**
 * Catálogo 01 types a retención (Retenciones1_0 row 37, ERR-2692: 01, 12, 07, 08, 20) or a
 * percepción (Percepciones1_0 row 38: 01, 03, 12, 07, 08, 40) may relate; the rules say which.
 */
export const RELATED_DOCUMENT_TYPES = ['01', '03', '07', '08', '12', '20', '40'] as const;

/** Catálogo 06: a retención's provider is a RUC (2511); a percepción's customer may be a person. */
export const RECEIVER_DOCUMENT_TYPES = ['6', '1', '4', '7', '0', 'A'] as const;

const number = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

export const relatedPaymentInputSchema = z.strictObject({
  /** Número de pago / de cobro of this document (the 1st, 2nd… payment of it). */
  number: number(m.paymentNumber, 999_999_999),
  date: daySchema(m.paymentDate),
  /** Importe del pago sin retención / del cobro sin percepción, in the related document's currency. */
  amount: decimalString(2, m.paymentAmount).refine((value) => Number(value) > 0, m.paymentAmount),
});

export const exchangeRateInputSchema = z.strictObject({
  /** PEN per unit of the related document's currency, up to 6 decimals (n(4,6)). */
  rate: z
    .string({ error: m.exchangeRate })
    .trim()
    .regex(/^\d{1,4}(\.\d{1,6})?$/, m.exchangeRate)
    .refine((value) => Number(value) > 0, m.exchangeRate),
  date: daySchema(m.exchangeRateDate),
});

export const relatedDocumentInputSchema = z.strictObject({
  documentType: z.enum(RELATED_DOCUMENT_TYPES, { error: m.relatedType }),
  series: z
    .string({ error: m.relatedSeries })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,20}$/, m.relatedSeries),
  number: number(m.relatedNumber, 99_999_999),
  issueDate: daySchema(m.relatedIssueDate),
  currency: z.enum(CURRENCIES, { error: m.currency }).default('PEN'),
  totalAmount: decimalString(2, m.totalAmount).refine((value) => Number(value) > 0, m.totalAmount),
  payment: relatedPaymentInputSchema,
  /** Required when the currency is not PEN (ERR-2719/2721/2722): the amounts are then converted. */
  exchangeRate: exchangeRateInputSchema.optional(),
});
export type RelatedDocumentInput = z.infer<typeof relatedDocumentInputSchema>;

export const retentionPerceptionInputSchema = z
  .strictObject({
    documentType: z.enum(OTHER_CPE_TYPES, { error: m.documentType }),
    series: z
      .string({ error: m.series })
      .trim()
      .regex(/^[RP][A-Z0-9]{3}$/, m.series),
    issueDate: daySchema(m.issueDate),
    /** HH:MM:SS, Lima time; the server fills it when absent. */
    issueTime: z
      .string()
      .regex(/^\d{2}:\d{2}:\d{2}$/)
      .optional(),
    /** Catálogo 23 (retención: 01 tasa 3 %) or 22 (percepción: 01 2 %, 02 1 %, 03 0.5 %). */
    regime: z.string({ error: m.regime }).regex(/^\d{2}$/, m.regime),
    /** The provider (retención) or the customer (percepción). */
    receiver: z.strictObject({
      documentType: z.enum(RECEIVER_DOCUMENT_TYPES, { error: m.receiverDocumentType }),
      documentNumber: text(15, m.receiverDocumentNumber),
      name: text(200, m.receiverName),
      address: z.string().trim().max(100).optional(),
      /** Where it is mailed, PDF and XML, once SUNAT accepts it (as a factura's buyer is). */
      email: z
        .string({ error: m.receiverEmail })
        .trim()
        .toLowerCase()
        .email(m.receiverEmail)
        .max(200, m.receiverEmail)
        .optional(),
    }),
    relatedDocuments: z
      .array(relatedDocumentInputSchema)
      .min(1, m.relatedRequired)
      .max(500, m.relatedTooMany),
    /**
     * Redondeo of the total paid or collected (cbc:PayableRoundingAmount), in soles, signed: the
     * rule of its date says how much SUNAT takes (ERR-3303, formerly OBS-4314).
     */
    totalRounding: z
      .string({ error: m.rounding })
      .trim()
      .regex(/^-?\d{1,12}(\.\d{1,2})?$/, m.rounding)
      .optional(),
    observations: z.string({ error: m.observations }).trim().max(250, m.observations).optional(),
  })
  .refine((input) => input.series.startsWith(input.documentType === '20' ? 'R' : 'P'), {
    message: m.seriesLetter,
    path: ['series'],
  });
export type RetentionPerceptionInput = z.infer<typeof retentionPerceptionInputSchema>;
export type RetentionPerceptionInputDraft = z.input<typeof retentionPerceptionInputSchema>;

/** One comprobante de retención or percepción a resumen de reversiones reverts. */
export const reversionLineInputSchema = z.strictObject({
  documentType: z.enum(OTHER_CPE_TYPES, { error: m.reversionType }),
  series: z
    .string({ error: m.series })
    .trim()
    .regex(/^[RP][A-Z0-9]{3}$/, m.series),
  number: number(m.number, 99_999_999),
  reason: text(100, m.reversionReason).refine((value) => value.length >= 3, m.reversionReason),
});

export const reversionInputSchema = z.strictObject({
  /** The issue date of the documents reverted (cbc:ReferenceDate). */
  referenceDate: daySchema(m.issueDate),
  lines: z.array(reversionLineInputSchema).min(1, m.reversionLinesRequired).max(500),
});
export type ReversionInput = z.infer<typeof reversionInputSchema>;
