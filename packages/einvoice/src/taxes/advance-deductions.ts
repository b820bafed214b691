import type Decimal from 'decimal.js';
import type { AdvanceDeductionCode, AdvanceDeductionInput } from '@facturador/contracts';
import type { ComputedAdvanceDeduction } from '../model/computed.ts';
import { money, sum, toAmount, toFactor, ZERO } from '../money/index.ts';
import { taxFactorOf } from './line-from-price.ts';

/** The bases an advance can be taken from, before any advance: one per Catálogo 53 code. */
export type AdvanceBases = Readonly<Record<AdvanceDeductionCode, Decimal>>;

/**
 * The advances (anticipos) a factura or boleta deducts. Each is paid with its taxes (PaidAmount,
 * what the buyer already paid); its value without taxes leaves the base it was taxed in as a global
 * discount of Catálogo 53: 04 the IGV base (SUNAT 3277/3291 subtract it before the rate), 05 the
 * exonerated (3275), 06 the inafecto (3274). A 04 advance's value is its amount ÷ (1 + rate), the
 * rate the final document is taxed at. The IGV of the advance then leaves the document's IGV, and
 * the PrepaidAmount leaves the payable (3280).
 */
export function advanceDeductionsOf(
  inputs: readonly AdvanceDeductionInput[] | undefined,
  igvPercent: Decimal,
  bases: AdvanceBases,
): ComputedAdvanceDeduction[] | undefined {
  if (!inputs || inputs.length === 0) return undefined;
  return inputs.map((input, index) => {
    const paidAmount = toAmount(money(input.amount));
    const amount =
      input.reasonCode === '04' ? toAmount(paidAmount.dividedBy(taxFactorOf(igvPercent))) : paidAmount;
    const baseAmount = bases[input.reasonCode];
    return {
      paymentId: String(index + 1),
      documentType: input.documentType,
      documentId: `${input.series}-${input.number}`,
      paidAmount,
      code: input.reasonCode,
      amount,
      baseAmount,
      factor: baseAmount.isZero() ? ZERO : toFactor(amount.dividedBy(baseAmount)),
    };
  });
}

/** What the advances take off each base, and what they paid with taxes (PrepaidAmount). */
export interface AdvanceTotals {
  taxed: Decimal;
  exonerated: Decimal;
  unaffected: Decimal;
  prepaid: Decimal;
}

export function advanceTotalsOf(deductions: readonly ComputedAdvanceDeduction[] | undefined): AdvanceTotals {
  const of = (code: AdvanceDeductionCode) =>
    sum((deductions ?? []).filter((d) => d.code === code).map((d) => d.amount));
  return {
    taxed: of('04'),
    exonerated: of('05'),
    unaffected: of('06'),
    prepaid: sum((deductions ?? []).map((d) => d.paidAmount)),
  };
}
