import type Decimal from 'decimal.js';
import type {
  CurrencyCode,
  OtherCpeType,
  RelatedDocumentInput,
  RetentionPerceptionInput,
} from '@facturador/contracts';
import type { Issuer } from '../model/computed.ts';

/**
 * A comprobante de retención (20) or de percepción (40) after the engine: every amount a Decimal
 * already rounded by the rule that owns it, so the UBL builder only writes. Both documents have
 * the same shape (SUNAT's Retention-1 and Perception-1 differ in names, not in structure).
 */

/** One related document with its payment (retención) or collection (percepción). */
export interface ComputedRelatedDocument {
  documentType: RelatedDocumentInput['documentType'];
  /** SERIE-NUMERO as SUNAT reads it (cbc:ID). */
  id: string;
  issueDate: string;
  currency: CurrencyCode;
  totalAmount: Decimal;
  payment: { number: number; date: string; amount: Decimal };
  /** Importe retenido / percibido, always in PEN. */
  amount: Decimal;
  /** Importe neto pagado (payment − retención) / cobrado (payment + percepción), in PEN. */
  netAmount: Decimal;
  exchangeRate?: { source: CurrencyCode; rate: Decimal; date: string };
}

export interface ComputedRetentionPerception {
  documentType: OtherCpeType;
  series: string;
  number: number;
  /** SERIE-NUMERO, e.g. R001-1. */
  id: string;
  issueDate: string;
  issueTime: string;
  issuer: Issuer;
  receiver: RetentionPerceptionInput['receiver'];
  /** Catálogo 23 (retención) or 22 (percepción) code. */
  regime: string;
  /** The régimen's rate as a percentage (3, 2, 1, 0.5). */
  percent: Decimal;
  related: ComputedRelatedDocument[];
  /** cbc:TotalInvoiceAmount: Σ amounts withheld / collected, PEN. */
  totalAmount: Decimal;
  /** sac:SUNATTotalPaid / SUNATTotalCashed: Σ net amounts + rounding, PEN. */
  totalNet: Decimal;
  /** cbc:PayableRoundingAmount, present when the input rounds the total. */
  rounding?: Decimal;
  observations?: string;
}

/** Resumen de reversiones (RR) line: a retención or percepción reverted, with the reason. */
export interface ReversionLine {
  documentType: OtherCpeType;
  series: string;
  number: number;
  reason: string;
}

/** Resumen de reversiones: SUNAT's VoidedDocuments-1 (UBL 2.0, CustomizationID 1.0) named RR. */
export interface ReversionDocuments {
  kind: 'RR';
  issuer: Issuer;
  referenceDate: string;
  issueDate: string;
  sequence: number;
  /** RR-YYYYMMDD-n */
  id: string;
  lines: ReversionLine[];
}
