import { z } from 'zod';
import { listResponseSchema, pageQuerySchema } from '../api/lists.ts';
import { successResponse } from '../envelope.ts';
import { AFFECTATION_CODES, documentLineInputSchema, ISSUED_DOCUMENT_TYPES } from './document-input.ts';

/**
 * The API of electronic documents (issue 26): issue, list, detail with history, files, void,
 * notes from a document, and the day's summaries. Amounts are answered as decimal strings.
 */

/** A document's life: signed (numbered) → sent → accepted / observed / rejected / exception → voiding → voided. */
export const DOCUMENT_STATUSES = [
  'signed',
  'sent',
  'accepted',
  'observed',
  'rejected',
  'exception',
  'voiding',
  'voided',
] as const;
export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

export const DOCUMENT_STATUS_LABELS: Readonly<Record<DocumentStatus, string>> = {
  signed: 'Firmado, por enviar',
  sent: 'Enviado, esperando respuesta',
  accepted: 'Aceptado',
  observed: 'Aceptado con observaciones',
  rejected: 'Rechazado',
  exception: 'Con excepción: corregir y reenviar',
  voiding: 'Baja en proceso',
  voided: 'Anulado',
};

export const documentApiMessages = {
  notFound: 'Comprobante no encontrado',
  issued: 'El comprobante fue emitido',
  seriesNotFound: 'La serie no está registrada para este tipo de comprobante en la empresa',
  seriesInactive: 'La serie está desactivada',
  seriesExhausted: 'La serie llegó a su último número (99999999): registra una serie nueva',
  /** A numbered document whose issuing request stopped before signing it, and that cannot be signed now. */
  notSigned: (reason: string) =>
    `Numerado, aún sin firmar. ${reason.replace(/\.$/, '')}. Se firmará y enviará solo en cuanto se pueda`,
  notSignedDefect: 'No pudimos firmarlo y ya lo registramos para revisarlo',
  certificateMissing: 'Sube el certificado digital de la empresa para firmar comprobantes',
  certificateExpired: 'El certificado digital de la empresa venció: sube uno vigente',
  solMissing: 'Guarda el usuario SOL secundario de la empresa para enviar comprobantes',
  companyInactive: 'La empresa está desactivada',
  idempotencyKey:
    'El encabezado Idempotency-Key debe tener entre 8 y 100 caracteres (letras, dígitos, guiones)',
  idempotencyReused: 'Esa Idempotency-Key ya se usó para otro comprobante',
  referenceNotFound: 'El comprobante que modifica la nota no existe en la empresa',
  referenceNotAccepted: 'Solo se emite una nota para un comprobante aceptado por SUNAT',
  /** SUNAT 3097, as the pre-flight answers it: what the company's owner or administrator does. */
  notServiceExporter:
    'SUNAT solo acepta una exportación de servicios (operación 0201) de una empresa inscrita en su Registro de exportadores de servicios: si la empresa ya está inscrita, márcalo en Mi empresa › Facturación; si no, inscríbela primero ante SUNAT',
  advanceNotFound: (id: string) => `El anticipo ${id} no existe en la empresa`,
  advanceNotAdvance: (id: string) => `El comprobante ${id} no fue emitido como anticipo`,
  advanceNotAccepted: (id: string) =>
    `El anticipo ${id} aún no fue aceptado por SUNAT: solo se deduce un anticipo aceptado`,
  advanceOtherCustomer: (id: string) => `El anticipo ${id} es de otro cliente`,
  advanceOtherCurrency: (id: string) => `El anticipo ${id} está en otra moneda`,
  advanceAmountLeft: (id: string, left: string) => `Del anticipo ${id} quedan ${left} por deducir`,
  voidOnlyOwner: 'Solo el dueño de la empresa puede anular comprobantes',
  voidNotAllowed: 'Solo se anula un comprobante aceptado por SUNAT',
  voidLate: 'El plazo para comunicar la baja (7 días desde la emisión) venció: emite una nota de crédito',
  voidStarted: 'La baja fue enviada a SUNAT; el estado se actualizará al recibir la respuesta',
  voidReasonRequired: 'Ingresa el motivo de la baja',
  resendNotAllowed: 'Solo se reenvía un comprobante con excepción',
  resent: 'El comprobante fue reenviado',
  noteTypeRequired: 'Elige nota de crédito (07) o nota de débito (08)',
  cdrMissing: 'SUNAT aún no entregó la constancia de este comprobante',
  summaryNotFound: 'Resumen no encontrado',
  /**
   * A send that got no verdict from SUNAT, as a person reads it (result, detail, timeline, the
   * API's message): what happened, that the document is safe, what comes next. Which address
   * failed and how lives in the server's log and the exchange log, never here.
   */
  sunatUnreachable:
    'No pudimos comunicarnos con SUNAT. El comprobante está guardado y numerado; lo enviaremos automáticamente en unos minutos.',
  sunatNoAnswer:
    'SUNAT no respondió. El comprobante está guardado y numerado; lo reenviaremos automáticamente en unos minutos.',
  sunatNoVerdict:
    'SUNAT tuvo un problema y no dio su respuesta. El comprobante está guardado y numerado; lo reenviaremos automáticamente en unos minutos.',
} as const;

/**
 * Where a document was issued (issue 40): `test` when its company was in the demo environment
 * (SUNAT's beta, or the SUNAT double), `production` when it went to SUNAT or an OSE for real.
 * Kept on the document itself, so one issued in test stays a test after the company switches.
 */
export const DOCUMENT_ENVIRONMENTS = ['test', 'production'] as const;
export const documentEnvironmentSchema = z.enum(DOCUMENT_ENVIRONMENTS);
export type DocumentEnvironment = z.infer<typeof documentEnvironmentSchema>;

/** What a document issued now records: a company in `demo` issues test documents. */
export const documentEnvironmentOf = (company: 'demo' | 'production'): DocumentEnvironment =>
  company === 'production' ? 'production' : 'test';

/**
 * The words a test document carries on paper and in its e-mail (the Consulta's are in
 * documentDeliveryMessages.lookupTest, the app's chip in each app's messages).
 */
export const TEST_DOCUMENT_TEXTS = {
  /** Across every page of the PDF and the ticket, and beside the number. */
  watermark: 'PRUEBA — SIN VALOR TRIBUTARIO',
  /** Before the e-mail's usual subject. */
  emailSubject: 'PRUEBA — SIN VALOR TRIBUTARIO',
  emailBody:
    'Este es un comprobante de prueba, sin valor tributario: se emitió en el ambiente de pruebas y SUNAT no lo registra. No lo use para sustentar una compra ni un gasto.',
} as const;

/** The Idempotency-Key header of a create: the same key answers the same document. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** The headers of a session call that creates: an optional Idempotency-Key (the server checks its pattern). */
export const idempotencyHeadersSchema = z.object({ 'idempotency-key': z.string().optional() });

/** The list's filters, also the query of the exports and of the filtered set's totals. */
export const documentFiltersSchema = z.strictObject({
  documentType: z.enum(ISSUED_DOCUMENT_TYPES).optional(),
  status: documentStatusSchema.optional(),
  series: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9]{3}$/)
    .optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Customer's name or document number, or the document's number. */
  search: z.string().trim().max(100).optional(),
});
export type DocumentFiltersQuery = z.input<typeof documentFiltersSchema>;
export type DocumentFilters = z.output<typeof documentFiltersSchema>;

export const documentListQuerySchema = pageQuerySchema(20).extend(documentFiltersSchema.shape);
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;
export type DocumentListFilters = z.output<typeof documentListQuerySchema>;

const customerSchema = z.object({ documentType: z.string(), documentNumber: z.string(), name: z.string() });

export const documentListItemSchema = z.object({
  id: z.string(),
  documentType: z.enum(ISSUED_DOCUMENT_TYPES),
  series: z.string(),
  number: z.number(),
  /** F001-123 */
  fullNumber: z.string(),
  issueDate: z.string(),
  customer: customerSchema,
  currency: z.enum(['PEN', 'USD']),
  igv: z.string(),
  total: z.string(),
  status: documentStatusSchema,
  sunatCode: z.string().nullable(),
  /** `test`: issued in the demo environment, without tax value, whatever the company is now. */
  environment: documentEnvironmentSchema.describe(
    'test: emitido en el ambiente de pruebas (beta de SUNAT), sin valor tributario; production: emitido ante SUNAT o el OSE',
  ),
  createdAt: z.string(),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

export const documentEventSchema = z.object({
  date: z.string(),
  status: z.string(),
  code: z.string().nullable(),
  description: z.string(),
});

/**
 * A line as the buyer reads it, on paper and on the detail page: decimal strings for the one
 * formatter of document-format.ts.
 */
export const documentPrintedLineSchema = z.object({
  description: z.string(),
  quantity: z.string(),
  /** Catálogo 03 (NIU, ZZ, KGM…): named for people by einvoice's UNIT_NAMES. */
  unitCode: z.string(),
  affectation: z.enum(AFFECTATION_CODES),
  /**
   * The unit price WITH taxes the buyer was told: as typed when the line was given by its price,
   * else the engine's price with taxes; 2 decimals unless the price needs more.
   */
  unitPrice: z.string(),
  /** What the line charges, taxes included (0.00 for a free line), 2 decimals. */
  amount: z.string(),
});
export type DocumentPrintedLine = z.infer<typeof documentPrintedLineSchema>;

export const documentDetailSchema = documentListItemSchema.extend({
  fileName: z.string(),
  /**
   * The hash printed on the document: the signature's DigestValue. Null only between its number
   * and its signature (issue 43 item 6: it is signed outside the series' lock, milliseconds later).
   */
  digestValue: z.string().nullable(),
  /** The last day SUNAT takes it (facturas and their notes: 3 days after issue). */
  sendDeadline: z.string(),
  cdr: z
    .object({
      code: z.string(),
      description: z.string(),
      notes: z.array(z.object({ code: z.string(), text: z.string() })),
    })
    .nullable(),
  lastError: z.string().nullable(),
  history: z.array(documentEventSchema),
  reference: z.object({ id: z.string(), fullNumber: z.string() }).nullable(),
  /** Credit and debit notes issued on this document. */
  notes: z.array(z.object({ id: z.string(), fullNumber: z.string(), status: documentStatusSchema })),
  /** How a baja would be sent, and until when; null when it cannot be voided now. */
  voidable: z.object({ method: z.enum(['RA', 'RC']), until: z.string() }).nullable(),
  tokenState: z.enum(['reserved', 'spent', 'refunded', 'none']),
  /** The request as it was made (lines, customer, payment…): the printed document is rebuilt from it. */
  input: z.record(z.string(), z.unknown()),
  /** The lines as the printed document shows them, rebuilt from `input`. */
  lines: z.array(documentPrintedLineSchema),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const documentListResponseSchema = listResponseSchema(documentListItemSchema);
export const documentDetailResponseSchema = successResponse(documentDetailSchema);

export const voidDocumentRequestSchema = z.strictObject({
  reason: z
    .string({ error: documentApiMessages.voidReasonRequired })
    .trim()
    .min(3, documentApiMessages.voidReasonRequired)
    .max(100, documentApiMessages.voidReasonRequired),
});

/** POST …/documents/:id/notes: a credit or debit note on an accepted document; lines default to the document's. */
export const noteFromDocumentRequestSchema = z.strictObject({
  documentType: z.enum(['07', '08'], { error: documentApiMessages.noteTypeRequired }),
  series: z
    .string()
    .trim()
    .regex(/^[FB][A-Z0-9]{3}$/, 'La serie de la nota debe tener 4 caracteres (F001, B001)'),
  reasonCode: z.string().regex(/^\d{2}$/, 'Elige el motivo de la nota'),
  reasonDescription: z.string().trim().min(1, 'Ingresa el sustento de la nota').max(250),
  issueDate: z.iso.date().optional(),
  lines: z.array(documentLineInputSchema).min(1).max(500).optional(),
});

export const SUMMARY_STATUSES = ['signed', 'pending', 'accepted', 'rejected', 'exception'] as const;
export const summarySchema = z.object({
  id: z.string(),
  kind: z.enum(['RC', 'RA']),
  identifier: z.string(),
  issueDate: z.string(),
  referenceDate: z.string(),
  status: z.enum(SUMMARY_STATUSES),
  ticket: z.string().nullable(),
  sunatCode: z.string().nullable(),
  sunatDescription: z.string().nullable(),
  lines: z.array(
    z.object({ documentId: z.string(), fullNumber: z.string(), lineStatus: z.enum(['1', '2', '3']) }),
  ),
});
export type SummaryView = z.infer<typeof summarySchema>;
export const summaryResponseSchema = successResponse(summarySchema);
export const summaryListQuerySchema = z.strictObject({ date: z.iso.date().optional() });
export const summaryListResponseSchema = successResponse(z.array(summarySchema));

/**
 * A company's IGV regime (issue 26): the general 18 %, or the MYPE restaurant and hotel regime of
 * Ley 31556 (10 % while in force). The server keeps it as a schedule of rates by date, so a
 * document is taxed at the rate of its issue date.
 */
export const IGV_REGIMES = ['general', 'restaurant_hotel'] as const;
export const igvRegimeSchema = z.enum(IGV_REGIMES, {
  error: 'Elige el régimen del IGV: general o restaurantes y hoteles',
});
export const IGV_REGIME_LABELS: Readonly<Record<(typeof IGV_REGIMES)[number], string>> = {
  general: 'General (IGV 18 %)',
  restaurant_hotel: 'Restaurantes y hoteles MYPE, Ley 31556 (IGV 10 % mientras esté vigente)',
};
export const igvRegimeRequestSchema = z.strictObject({ regime: igvRegimeSchema });
export const igvRegimeResponseSchema = successResponse(
  z.object({
    regime: igvRegimeSchema,
    rates: z.array(z.object({ from: z.string(), to: z.string().nullable(), percent: z.string() })),
  }),
);
