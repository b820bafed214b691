import type Decimal from 'decimal.js';
import type {
  AdvanceDeductionCode,
  AffectationCode,
  CurrencyCode,
  CustomerInput,
  DetractionInput,
  Incoterm,
  IssuedDocumentType,
  NoteReferenceInput,
  PerceptionInput,
} from '@facturador/contracts';

/**
 * A document after the tax engine (enrich → process → summary, as in openubl's rules): every
 * amount is a Decimal already rounded by the rule that owns it, so the UBL builder only writes.
 */

/** Who issues: the company as SUNAT knows it. */
export interface Issuer {
  ruc: string;
  businessName: string;
  tradeName?: string;
  /** Domicilio fiscal / establishment address. */
  address: string;
  ubigeo: string;
  department?: string;
  province?: string;
  district?: string;
  /** Código de establecimiento anexo (Catálogo: AddressTypeCode), '0000' the domicilio fiscal. */
  establishmentCode: string;
}

/** Catálogo 05 tax schemes. */
export type TaxSchemeCode = '1000' | '1016' | '2000' | '7152' | '9995' | '9996' | '9997' | '9998';

export interface LineTax {
  scheme: TaxSchemeCode;
  taxableAmount: Decimal;
  taxAmount: Decimal;
  /** cbc:Percent (IGV/IVAP/ISC rate as a percentage, e.g. 18). Absent for ICBPER. */
  percent?: Decimal;
  /** Catálogo 07, only on IGV-family schemes. */
  affectation?: AffectationCode;
  /** ISC: Catálogo 08 sistema (01 al valor). */
  tierRange?: string;
  /** ICBPER: bags and the amount per bag. */
  bags?: number;
  perUnitAmount?: Decimal;
}

export interface ComputedLine {
  index: number;
  description: string;
  productCode?: string;
  sunatProductCode?: string;
  quantity: Decimal;
  unitCode: string;
  affectation: AffectationCode;
  /** Free (gratuito) line: price type 02, nothing payable. */
  isFree: boolean;
  /** Valor unitario, without taxes (referential for free lines: then 0 in PriceAmount). */
  unitValue: Decimal;
  /** Precio unitario with taxes (PriceTypeCode 01) or the referential value (02). */
  unitPrice: Decimal;
  priceTypeCode: '01' | '02';
  /** Line discount (Catálogo 53 code 00), reduces the base. */
  discount?: { amount: Decimal; baseAmount: Decimal; factor: Decimal };
  /** cbc:LineExtensionAmount: quantity × value − discount. */
  lineExtensionAmount: Decimal;
  /** Every tax of the line, IGV-family first. */
  taxes: LineTax[];
  /** Sum of the line's tax amounts (cac:TaxTotal/cbc:TaxAmount of the line). */
  taxTotal: Decimal;
}

/** One per Catálogo 05 scheme present in the document (document-level cac:TaxSubtotal). */
export interface TaxSubtotal {
  scheme: TaxSchemeCode;
  taxableAmount: Decimal;
  taxAmount: Decimal;
}

export interface Legend {
  /** Catálogo 52: 1000 amount in words, 1002 free transfer, 2006 detracción. */
  code: '1000' | '1002' | '2006' | '2007';
  text: string;
}

export interface ComputedTotals {
  /** Operaciones gravadas (IGV base, 1000), exoneradas (9997), inafectas (9998), exportación (9995), gratuitas (9996), IVAP base (1016). */
  taxed: Decimal;
  exonerated: Decimal;
  unaffected: Decimal;
  exported: Decimal;
  free: Decimal;
  ivapBase: Decimal;
  igv: Decimal;
  ivap: Decimal;
  isc: Decimal;
  icbper: Decimal;
  /** IGV that would have applied to free lines (9996's TaxAmount). */
  freeIgv: Decimal;
  /** Sum of every tax payable (cac:TaxTotal/cbc:TaxAmount). */
  taxTotal: Decimal;
  /** Global discount that reduces the base (Catálogo 53 code 02). */
  globalDiscount: Decimal;
  /** Line discounts, for the printed total of discounts. */
  lineDiscounts: Decimal;
  /** cac:LegalMonetaryTotal */
  lineExtensionAmount: Decimal;
  taxInclusiveAmount: Decimal;
  allowanceTotalAmount: Decimal;
  chargeTotalAmount: Decimal;
  payableRoundingAmount: Decimal;
  /** Advances deducted, with their taxes (cbc:PrepaidAmount): the payable is what is left. */
  prepaidAmount: Decimal;
  payableAmount: Decimal;
}

/** Global discount that reduces the IGV base (Catálogo 53 code 02), for cac:AllowanceCharge. */
export interface GlobalDiscount {
  code: '02';
  amount: Decimal;
  /** Σ values of the lines taxed with IGV (affectation 10), before the discount. */
  baseAmount: Decimal;
  /** amount ÷ base, 5 decimals (cbc:MultiplierFactorNumeric). */
  factor: Decimal;
}

/**
 * An advance (anticipo) this document deducts: cac:PrepaidPayment (its amount with taxes) tied by
 * `paymentId` to a cac:AdditionalDocumentReference (the advance document) and to a global discount
 * of Catálogo 53 code 04/05/06 taking its value without taxes off the base it was taxed in.
 */
export interface ComputedAdvanceDeduction {
  /** cbc:ID of the PrepaidPayment and DocumentStatusCode of the reference: "1", "2"… */
  paymentId: string;
  /** Catálogo 01 of the advance; written as Catálogo 12 (02 factura, 03 boleta). */
  documentType: '01' | '03';
  /** SERIE-NUMERO of the advance, e.g. F001-12. */
  documentId: string;
  /** Part of the advance's total (with taxes) deducted here (cbc:PaidAmount). */
  paidAmount: Decimal;
  code: AdvanceDeductionCode;
  /** The value without taxes taken off the base (cac:AllowanceCharge/cbc:Amount). */
  amount: Decimal;
  /** The base it is taken from, before any advance (cbc:BaseAmount). */
  baseAmount: Decimal;
  /** amount ÷ base, 5 decimals (cbc:MultiplierFactorNumeric). */
  factor: Decimal;
}

export interface ComputedInstallment {
  id: string; // Cuota001…
  amount: Decimal;
  dueDate: string;
}

export interface ComputedDetraction extends DetractionInput {
  /** Amount withheld, always in PEN, 2 dp. */
  amount: Decimal;
}

/**
 * The percepción a factura of operation 2001 charges (Factura rows 63–64): Catálogo 53 code, the
 * régimen's rate as a factor, its base (the sale's total with taxes) and amount, and the total the
 * buyer pays with it — all in PEN (2792/2788: the product charges it only on documents in soles).
 */
export interface ComputedPerception {
  code: PerceptionInput['code'];
  /** The régimen's percentage (Catálogo 22 through 53: 2, 1 or 0.5). */
  percent: Decimal;
  /** percent ÷ 100: cbc:MultiplierFactorNumeric. */
  factor: Decimal;
  /** cbc:BaseAmount: the importe total of the sale. */
  baseAmount: Decimal;
  /** cbc:Amount: base × factor, 2 dp. */
  amount: Decimal;
  /** «Monto total incluido la percepción» (cac:PaymentTerms «Percepcion»/cbc:Amount). */
  totalWithPerception: Decimal;
}

export interface ComputedDocument {
  documentType: IssuedDocumentType;
  series: string;
  number: number;
  /** SERIE-NUMERO as printed, e.g. F001-123. */
  id: string;
  issueDate: string;
  issueTime: string;
  dueDate?: string;
  currency: CurrencyCode;
  operationType: string;
  issuer: Issuer;
  customer: CustomerInput;
  /** The rate used (percent, e.g. 18 or 10). */
  igvPercent: Decimal;
  lines: ComputedLine[];
  taxSubtotals: TaxSubtotal[];
  totals: ComputedTotals;
  legends: Legend[];
  /** Present when the document has a global discount; totals.globalDiscount is its amount. */
  globalDiscount?: GlobalDiscount;
  payment:
    | { method: 'Contado' }
    | { method: 'Credito'; pendingAmount: Decimal; installments: ComputedInstallment[] };
  detraction?: ComputedDetraction;
  perception?: ComputedPerception;
  reference?: NoteReferenceInput;
  observations?: string;
  purchaseOrder?: string;
  /** Exports: Incoterm (cac:DeliveryTerms/cbc:ID). */
  incoterm?: Incoterm;
  /** Export of services 0201: Catálogo 04 country of use of the service. */
  serviceCountry?: string;
  /** An advance payment (anticipo), which a later document may deduct. */
  advance?: boolean;
  /** Advances this document deducts, in the input's order. */
  advanceDeductions?: ComputedAdvanceDeduction[];
}

/** Resumen diario (RC) line: one boleta or note, with status 1 add, 2 modify, 3 void (Catálogo 19). */
export interface SummaryLine {
  documentType: '03' | '07' | '08';
  series: string;
  number: number;
  status: '1' | '2' | '3';
  customer: { documentType: string; documentNumber: string };
  currency: CurrencyCode;
  reference?: { documentType: '03'; series: string; number: number };
  igvPercent: Decimal;
  totals: Pick<
    ComputedTotals,
    'taxed' | 'exonerated' | 'unaffected' | 'exported' | 'free' | 'igv' | 'isc' | 'icbper' | 'payableAmount'
  > & {
    /** IVAP (1016) of the boleta, when it sells rice; optional so older summaries still type. */
    ivap?: Decimal;
  };
}

export interface DailySummary {
  kind: 'RC';
  issuer: Issuer;
  /** The date of the boletas (ReferenceDate). */
  referenceDate: string;
  /** The date the summary is made (IssueDate). */
  issueDate: string;
  /** n of RUC-RC-YYYYMMDD-n. */
  sequence: number;
  /** RC-YYYYMMDD-n */
  id: string;
  lines: SummaryLine[];
}

/** Comunicación de baja (RA) line: a factura or its note, with the reason. */
export interface VoidedLine {
  documentType: '01' | '07' | '08';
  series: string;
  number: number;
  reason: string;
}

export interface VoidedDocuments {
  kind: 'RA';
  issuer: Issuer;
  referenceDate: string;
  issueDate: string;
  sequence: number;
  id: string;
  lines: VoidedLine[];
}
