import { z } from 'zod';

/**
 * What a person or an ERP sends to issue an electronic document (issue 26): the engine
 * (@facturador/einvoice) computes every amount from it, so no total is ever taken from outside.
 * Amounts travel as decimal strings ("118.00"), never as JSON numbers: money is never a float.
 * Every object is strict: a field the contract does not know (a misspelled «detraccion») is
 * refused by name, never dropped from a legal document whose number would then be spent.
 */

/** A non-negative decimal written with a dot, up to `scale` decimals ("10", "10.5", "0.0001"). */
export const decimalString = (scale: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(new RegExp(`^\\d{1,12}(\\.\\d{1,${scale}})?$`), message);

const dateString = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const [year, month, day] = value.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    }, message);

export const documentMessages = {
  documentType: 'Elige el tipo de comprobante: factura, boleta, nota de crédito o nota de débito',
  series: 'La serie debe tener 4 caracteres: una letra seguida de tres letras o dígitos (por ejemplo, F001)',
  issueDate: 'La fecha de emisión debe tener el formato AAAA-MM-DD',
  dueDate: 'La fecha de vencimiento debe tener el formato AAAA-MM-DD',
  currency: 'La moneda debe ser PEN (soles) o USD (dólares)',
  operationType: 'Elige el tipo de operación del catálogo 51 de SUNAT',
  customerDocumentType: 'Elige el tipo de documento del cliente del catálogo 06 de SUNAT',
  customerDocumentNumber: 'Ingresa el número de documento del cliente',
  customerName: 'Ingresa el nombre o la razón social del cliente',
  customerNameTooLong: 'El nombre o la razón social del cliente admite hasta 200 caracteres',
  customerEmail: 'Ingresa un email válido para el cliente',
  linesRequired: 'Agrega al menos un ítem',
  linesTooMany: 'Un comprobante admite hasta 500 ítems',
  description: 'Ingresa la descripción del ítem',
  descriptionTooLong: 'La descripción del ítem admite hasta 500 caracteres',
  quantity: 'La cantidad debe ser un número mayor que cero con hasta 10 decimales',
  unitCode: 'La unidad de medida debe ser un código del catálogo 03 de SUNAT (por ejemplo, NIU o ZZ)',
  unitValue: 'El valor unitario debe ser un número con hasta 10 decimales',
  unitPrice: 'El precio unitario debe ser un número con hasta 10 decimales',
  unitAmountRequired:
    'Indica el precio unitario (con impuestos) o el valor unitario (sin impuestos) del ítem, no ambos',
  mixedPricing:
    'Indica todos los ítems con su precio (con impuestos) o todos con su valor unitario (sin impuestos), no mezclados',
  affectation: 'Elige la afectación al IGV del catálogo 07 de SUNAT',
  discount: 'El descuento debe ser un importe con hasta 2 decimales',
  iscRate: 'La tasa del ISC debe ser un porcentaje con hasta 2 decimales',
  icbperBags: 'La cantidad de bolsas plásticas debe ser un número entero',
  installmentAmount: 'El importe de la cuota debe tener hasta 2 decimales',
  installmentsRequired: 'Una venta al crédito necesita al menos una cuota',
  detractionCode: 'Elige el bien o servicio sujeto a detracción del catálogo 54 de SUNAT',
  detractionPercent: 'El porcentaje de detracción debe tener hasta 2 decimales',
  detractionAccount: 'Ingresa la cuenta de detracciones del Banco de la Nación',
  detractionAccountTooLong: 'La cuenta de detracciones admite hasta 30 caracteres',
  referenceRequired: 'Una nota necesita el comprobante que modifica',
  reasonCode: 'Elige el motivo de la nota del catálogo 09 (crédito) o 10 (débito) de SUNAT',
  reasonDescription: 'Ingresa el sustento de la nota',
  reasonDescriptionTooLong: 'El sustento de la nota admite hasta 250 caracteres',
  number: 'El número debe ser un entero de 1 a 99999999',
  text: 'El texto no puede contener caracteres de control',
  incoterm: 'Elige un Incoterm de la lista (por ejemplo, FOB o CIF)',
  serviceCountry:
    'El país de uso del servicio debe ser un código de 2 letras del catálogo 04 de SUNAT (por ejemplo, US)',
  advanceType: 'El anticipo debe ser una factura (01) o una boleta (03)',
  advanceAmount: 'El importe del anticipo debe ser un importe con hasta 2 decimales',
  advanceReason: 'Elige el tipo de anticipo: gravado (04), exonerado (05) o inafecto (06)',
  advancesTooMany: 'Un comprobante deduce hasta 10 anticipos',
  perceptionCode:
    'Elige el régimen de la percepción del catálogo 53 de SUNAT: 51 venta interna, 52 combustible o 53 tasa especial',
} as const;
const m = documentMessages;

/**
 * Text a person types: trimmed, no control characters (PostgreSQL refuses NUL). Too long is said
 * as such: «Ingresa…» under a field that is full reads as if nothing had been typed.
 */
const text = (max: number, message: string, tooLong: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong)
    // eslint-disable-next-line no-control-regex -- the control characters are what is refused
    .refine((value) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(value), m.text);

/** Catálogo 01: the kinds this engine issues today; guías and retenciones come later. */
export const ISSUED_DOCUMENT_TYPES = ['01', '03', '07', '08'] as const;
export type IssuedDocumentType = (typeof ISSUED_DOCUMENT_TYPES)[number];

/**
 * Catálogo 06: identity documents of the customer. '-' is SUNAT's "varios" for boletas ≤ S/ 700.
 * G and H entered SUNAT's parameter 006 on a date: einvoice's calendar says from when they hold.
 */
export const CUSTOMER_DOCUMENT_TYPES = [
  '6',
  '1',
  '4',
  '7',
  '0',
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  '-',
] as const;

/** Catálogo 07: tipo de afectación del IGV. */
export const AFFECTATION_CODES = [
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '20',
  '21',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '40',
] as const;
export type AffectationCode = (typeof AFFECTATION_CODES)[number];

/**
 * Catálogo 51: tipo de operación: venta interna, the exports (of goods, of services), detracción
 * and percepción (2001).
 */
export const OPERATION_TYPES = ['0101', '0200', '0201', '0204', '1001', '2001'] as const;

/**
 * Incoterms 2020 (ICC): the delivery terms of an export, printed and sent as cac:DeliveryTerms/cbc:ID
 * (SUNAT's Factura sheet row 62 «Incoterm», without validation: free for the issuer to inform).
 */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/**
 * Catálogo 53 codes of a deducted advance (anticipo): 04 gravado con IGV, 05 exonerado, 06 inafecto.
 */
export const ADVANCE_DEDUCTION_CODES = ['04', '05', '06'] as const;
export type AdvanceDeductionCode = (typeof ADVANCE_DEDUCTION_CODES)[number];

export const CURRENCIES = ['PEN', 'USD'] as const;
/** How an amount is written before its figures, on screen and on paper. */
export const CURRENCY_SYMBOLS: Readonly<Record<(typeof CURRENCIES)[number], string>> = {
  PEN: 'S/',
  USD: 'US$',
};
export type CurrencyCode = (typeof CURRENCIES)[number];

export const documentLineInputSchema = z
  .strictObject({
    description: text(500, m.description, m.descriptionTooLong),
    /** The seller's own product code (optional, printed and sent as SellersItemIdentification). */
    productCode: z.string().trim().max(30).optional(),
    /** Catálogo 25 (UNSPSC) product code, optional. */
    sunatProductCode: z
      .string()
      .trim()
      .regex(/^\d{8}$/)
      .optional(),
    quantity: decimalString(10, m.quantity).refine((value) => Number(value) > 0, m.quantity),
    /** Catálogo 03 (UN/ECE rec 20): NIU goods, ZZ services. */
    unitCode: z
      .string({ error: m.unitCode })
      .trim()
      .regex(/^[A-Z0-9]{2,3}$/, m.unitCode),
    /**
     * The unit value WITHOUT taxes (valor unitario). For free items (gratuito) it is the
     * referential value. Up to 10 decimals. Exactly one of unitValue and unitPrice.
     */
    unitValue: decimalString(10, m.unitValue).optional(),
    /**
     * The unit price WITH taxes (precio de venta unitario), what the buyer is told: the engine makes
     * the line's total exactly quantity × price (2 decimals) and derives value and taxes from it.
     */
    unitPrice: decimalString(10, m.unitPrice).optional(),
    affectation: z.enum(AFFECTATION_CODES, { error: m.affectation }),
    /**
     * Line discount that reduces the base (Catálogo 53 code 00): an amount without taxes on a line
     * given by unitValue, with taxes on a line given by unitPrice (what the buyer sees taken off).
     */
    discount: decimalString(2, m.discount).optional(),
    /** ISC, sistema al valor (Catálogo 08 code 01), percent of the line value. */
    iscRate: decimalString(2, m.iscRate).optional(),
    /** ICBPER: how many plastic bags this line carries (charged per bag, outside the IGV base). */
    icbperBags: z
      .number({ error: m.icbperBags })
      .int(m.icbperBags)
      .min(0, m.icbperBags)
      .max(100_000)
      .optional(),
  })
  .refine((line) => (line.unitValue === undefined) !== (line.unitPrice === undefined), {
    message: m.unitAmountRequired,
    path: ['unitPrice'],
  });
export type DocumentLineInput = z.infer<typeof documentLineInputSchema>;

export const customerInputSchema = z.strictObject({
  documentType: z.enum(CUSTOMER_DOCUMENT_TYPES, { error: m.customerDocumentType }),
  documentNumber: z
    .string({ error: m.customerDocumentNumber })
    .trim()
    .min(1, m.customerDocumentNumber)
    .max(15),
  name: text(200, m.customerName, m.customerNameTooLong),
  address: z.string().trim().max(200).optional(),
  /** Where the document is mailed once SUNAT accepts it (issue 29). */
  email: z
    .string({ error: m.customerEmail })
    .trim()
    .toLowerCase()
    .email(m.customerEmail)
    .max(200, m.customerEmail)
    .optional(),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;

export const installmentInputSchema = z.strictObject({
  amount: decimalString(2, m.installmentAmount),
  dueDate: dateString(m.dueDate),
});

export const paymentInputSchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('Contado') }),
  z.strictObject({
    method: z.literal('Credito'),
    installments: z.array(installmentInputSchema).min(1, m.installmentsRequired).max(60),
  }),
]);
export type PaymentInput = z.infer<typeof paymentInputSchema>;

export const detractionInputSchema = z.strictObject({
  /** Catálogo 54: bien o servicio sujeto a detracción (e.g. 037 demás servicios gravados). */
  code: z.string({ error: m.detractionCode }).regex(/^\d{3}$/, m.detractionCode),
  percent: decimalString(2, m.detractionPercent),
  /** Banco de la Nación account of the issuer. */
  account: text(30, m.detractionAccount, m.detractionAccountTooLong),
  /** Catálogo 59 payment means; 001 depósito en cuenta by default. */
  paymentMeansCode: z
    .string()
    .regex(/^\d{3}$/)
    .default('001'),
});
export type DetractionInput = z.infer<typeof detractionInputSchema>;

/**
 * Catálogo 53 codes of the percepción a factura of operation 2001 charges (Factura row 63):
 * 51 venta interna, 52 adquisición de combustible, 53 al agente de percepción con tasa especial.
 */
export const PERCEPTION_CHARGE_CODES = ['51', '52', '53'] as const;

/** The percepción charged within a factura (operación 2001, al contado): its régimen; the engine computes the rest. */
export const perceptionInputSchema = z.strictObject({
  code: z.enum(PERCEPTION_CHARGE_CODES, { error: m.perceptionCode }),
});
export type PerceptionInput = z.infer<typeof perceptionInputSchema>;

/** The document a note (07/08) modifies, and why (Catálogo 09 / 10). */
export const noteReferenceInputSchema = z.strictObject({
  documentType: z.enum(['01', '03'], { error: m.referenceRequired }),
  series: z.string({ error: m.series }).regex(/^[FB][A-Z0-9]{3}$/, m.series),
  number: z.number({ error: m.number }).int(m.number).min(1, m.number).max(99_999_999, m.number),
  reasonCode: z.string({ error: m.reasonCode }).regex(/^\d{2}$/, m.reasonCode),
  reasonDescription: text(250, m.reasonDescription, m.reasonDescriptionTooLong),
});
export type NoteReferenceInput = z.infer<typeof noteReferenceInputSchema>;

/**
 * An advance (anticipo) this factura or boleta deducts: the advance document, issued and accepted
 * before, and the part of its total (with taxes) taken off here (cac:PrepaidPayment/cbc:PaidAmount).
 */
export const advanceDeductionInputSchema = z.strictObject({
  documentType: z.enum(['01', '03'], { error: m.advanceType }),
  series: z.string({ error: m.series }).regex(/^[FB][A-Z0-9]{3}$/, m.series),
  number: z.number({ error: m.number }).int(m.number).min(1, m.number).max(99_999_999, m.number),
  amount: decimalString(2, m.advanceAmount),
  /** Catálogo 53: how the advance was taxed; 04 (gravado con IGV) unless said. */
  reasonCode: z.enum(ADVANCE_DEDUCTION_CODES, { error: m.advanceReason }).default('04'),
});
export type AdvanceDeductionInput = z.infer<typeof advanceDeductionInputSchema>;

export const documentInputSchema = z.strictObject({
  documentType: z.enum(ISSUED_DOCUMENT_TYPES, { error: m.documentType }),
  series: z
    .string({ error: m.series })
    .trim()
    .regex(/^[A-Z][A-Z0-9]{3}$/, m.series),
  issueDate: dateString(m.issueDate),
  /** HH:MM:SS, Lima time; the server fills it when absent. */
  issueTime: z
    .string()
    .regex(/^\d{2}:\d{2}:\d{2}$/)
    .optional(),
  dueDate: dateString(m.dueDate).optional(),
  currency: z.enum(CURRENCIES, { error: m.currency }).default('PEN'),
  operationType: z.enum(OPERATION_TYPES, { error: m.operationType }).default('0101'),
  customer: customerInputSchema,
  lines: z
    .array(documentLineInputSchema)
    .min(1, m.linesRequired)
    .max(500, m.linesTooMany)
    .refine((lines) => new Set(lines.map(pricedWithTaxes)).size <= 1, m.mixedPricing),
  /**
   * Global discount that reduces the base (Catálogo 53 code 02): without taxes, or with taxes
   * when the lines give unitPrice (documentPricedWithTaxes).
   */
  globalDiscount: decimalString(2, m.discount).optional(),
  payment: paymentInputSchema.default({ method: 'Contado' }),
  detraction: detractionInputSchema.optional(),
  /** Operation 2001 only: the percepción charged on the sale (cac:AllowanceCharge 51–53, «Percepcion» terms). */
  perception: perceptionInputSchema.optional(),
  /** Notes (07/08) only. */
  reference: noteReferenceInputSchema.optional(),
  /** Free text printed on the document. */
  observations: z.string().trim().max(500).optional(),
  /** Buyer's purchase order, optional. */
  purchaseOrder: z.string().trim().max(20).optional(),
  /** Exports: the Incoterm agreed (cac:DeliveryTerms/cbc:ID), printed on the document. */
  incoterm: z.enum(INCOTERMS, { error: m.incoterm }).optional(),
  /**
   * Export of services 0201: Catálogo 04 (ISO 3166-1) country where the service is used, exploited
   * or enjoyed (cac:Delivery/…/cac:Country/cbc:IdentificationCode, SUNAT 3098/3099).
   */
  serviceCountry: z
    .string({ error: m.serviceCountry })
    .trim()
    .regex(/^[A-Z]{2}$/, m.serviceCountry)
    .optional(),
  /** This factura or boleta is an advance payment (anticipo): a later one may deduct it. */
  advance: z.boolean().optional(),
  /** Advances this factura or boleta deducts (cac:PrepaidPayment and Catálogo 53 04/05/06). */
  advanceDeductions: z.array(advanceDeductionInputSchema).min(1).max(10, m.advancesTooMany).optional(),
});
export type DocumentInput = z.infer<typeof documentInputSchema>;

/** A line given by its price with taxes (unitPrice) rather than its value without them. */
export function pricedWithTaxes(line: Pick<DocumentLineInput, 'unitPrice'>): boolean {
  return line.unitPrice !== undefined;
}

/** A document's lines are all priced with taxes or all valued without them (the schema checks it). */
export function documentPricedWithTaxes(input: Pick<DocumentInput, 'lines'>): boolean {
  return input.lines.some(pricedWithTaxes);
}
export type DocumentInputDraft = z.input<typeof documentInputSchema>;
