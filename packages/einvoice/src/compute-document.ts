import type Decimal from 'decimal.js';
import { documentPricedWithTaxes, type DocumentInput } from '@facturador/contracts';
import type { ComputedDocument, Issuer } from './model/computed.ts';
import { money, sum, toAmount, ZERO } from './money/index.ts';
import {
  advanceDeductionsOf,
  advanceTotalsOf,
  computeLine,
  detractionOf,
  documentTotals,
  globalDiscountOf,
  legendsOf,
  paymentOf,
  perceptionOf,
  taxFactorOf,
} from './taxes/index.ts';

export interface ComputeContext {
  issuer: Issuer;
  /** The correlative already allocated for (company, series). */
  number: number;
  /** The company's rate on the issue date (igvPercentOn), e.g. "18" or "10". */
  igvPercent: Decimal | string;
  /** HH:MM:SS, Lima time, used when the input has none. */
  issueTime?: string;
}

/** Everything but the legends: what the rules judge, even for an input SUNAT would refuse. */
export type DocumentAmounts = Omit<ComputedDocument, 'legends'>;

/** When neither the input nor the caller gives a time (the server always does). */
export const DEFAULT_ISSUE_TIME = '00:00:00';

/**
 * A document input → every amount SUNAT will check, in openubl's three phases:
 * enrich (defaults) → process (each line's value and taxes) → summary (discount, totals,
 * detracción, forma de pago, legends). Pure: no I/O, no clock, usable in the browser.
 * The input is expected already parsed by documentInputSchema; validateDocument says whether
 * SUNAT would accept it.
 */
export function computeDocument(input: DocumentInput, context: ComputeContext): ComputedDocument {
  const amounts = computeAmounts(input, context);
  return {
    ...amounts,
    legends: legendsOf(amounts.lines, amounts.totals, amounts.currency, amounts.detraction),
  };
}

/** enrich → process → summary without the words, which need a payable amount SUNAT can print. */
export function computeAmounts(input: DocumentInput, context: ComputeContext): DocumentAmounts {
  // enrich
  const igvPercent = money(context.igvPercent);
  const issueTime = input.issueTime ?? context.issueTime ?? DEFAULT_ISSUE_TIME;

  // process
  const lines = input.lines.map((line, index) => computeLine(line, index + 1, igvPercent));

  // summary
  const taxedLines = lines.filter((line) => line.affectation === '10');
  const taxedBase = sum(taxedLines.map((line) => line.lineExtensionAmount));
  const priced = documentPricedWithTaxes(input);
  const discount = globalDiscountParts(input.globalDiscount, priced, igvPercent, {
    base: taxedBase,
    total: sum(taxedLines.map((line) => line.lineExtensionAmount.plus(line.taxTotal))),
  });
  const globalDiscount = globalDiscountOf(discount?.base, taxedBase);
  const valueOf = (affectation: string) =>
    sum(lines.filter((line) => line.affectation === affectation).map((line) => line.lineExtensionAmount));
  const advanceDeductions = advanceDeductionsOf(input.advanceDeductions, igvPercent, {
    '04': taxedBase.minus(globalDiscount?.amount ?? ZERO),
    '05': valueOf('20'),
    '06': valueOf('30'),
  });
  const { totals, taxSubtotals } = documentTotals(
    lines,
    igvPercent,
    globalDiscount,
    priced ? { globalDiscountTaxes: discount?.taxes ?? ZERO } : undefined,
    advanceDeductions && advanceTotalsOf(advanceDeductions),
  );
  const detraction = detractionOf(input.detraction, totals.payableAmount);
  const perception = perceptionOf(input.perception, totals.payableAmount);

  return {
    documentType: input.documentType,
    series: input.series,
    number: context.number,
    id: `${input.series}-${context.number}`,
    issueDate: input.issueDate,
    issueTime,
    ...(input.dueDate ? { dueDate: input.dueDate } : {}),
    currency: input.currency,
    operationType: input.operationType,
    issuer: context.issuer,
    customer: input.customer,
    igvPercent,
    lines,
    taxSubtotals,
    totals,
    ...(globalDiscount ? { globalDiscount } : {}),
    payment: paymentOf(input.payment, totals.payableAmount, detraction),
    ...(detraction ? { detraction } : {}),
    ...(perception ? { perception } : {}),
    ...(input.reference ? { reference: input.reference } : {}),
    ...(input.observations ? { observations: input.observations } : {}),
    ...(input.purchaseOrder ? { purchaseOrder: input.purchaseOrder } : {}),
    ...(input.incoterm ? { incoterm: input.incoterm } : {}),
    ...(input.serviceCountry ? { serviceCountry: input.serviceCountry } : {}),
    ...(input.advance ? { advance: true } : {}),
    ...(advanceDeductions ? { advanceDeductions } : {}),
  };
}

/**
 * A global discount splits into the base it takes off (Catálogo 53 code 02) and, on a document
 * priced with taxes, the IGV that leaves with it: there the discount is what the buyer sees
 * taken off the taxed lines' total, so what stays charged (total − discount) is divided by
 * (1 + rate) into the base that stays, and the discount's base is the rest. The IGV left is then
 * never negative, however close to the whole total the discount comes (a larger one is rule 3277's).
 */
function globalDiscountParts(
  amount: string | undefined,
  pricedWithTaxes: boolean,
  igvPercent: Decimal,
  taxed: { base: Decimal; total: Decimal },
): { base: string; taxes: Decimal } | undefined {
  if (!amount) return undefined;
  if (!pricedWithTaxes) return { base: amount, taxes: ZERO };
  const withTaxes = toAmount(money(amount));
  if (withTaxes.isZero()) return undefined;
  const baseLeft = toAmount(taxed.total.minus(withTaxes).dividedBy(taxFactorOf(igvPercent)));
  const base = taxed.base.minus(baseLeft);
  return { base: base.toFixed(2), taxes: withTaxes.minus(base) };
}
