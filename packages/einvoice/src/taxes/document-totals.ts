import type Decimal from 'decimal.js';
import type {
  ComputedLine,
  ComputedTotals,
  GlobalDiscount,
  TaxSchemeCode,
  TaxSubtotal,
} from '../model/computed.ts';
import { affectationOf, type AffectationGroup } from '../catalogs/index.ts';
import { money, sum, toAmount, ZERO } from '../money/index.ts';
import type { AdvanceTotals } from './advance-deductions.ts';
import { IVAP_PERCENT } from './rates.ts';

const valueOf = (lines: readonly ComputedLine[], groups: readonly AffectationGroup[]): Decimal =>
  sum(
    lines
      .filter((line) => groups.includes(affectationOf(line.affectation).group))
      .map((l) => l.lineExtensionAmount),
  );

const taxOf = (
  lines: readonly ComputedLine[],
  scheme: TaxSchemeCode,
  field: 'taxAmount' | 'taxableAmount',
): Decimal =>
  sum(lines.flatMap((line) => line.taxes.filter((tax) => tax.scheme === scheme).map((tax) => tax[field])));

const hasScheme = (lines: readonly ComputedLine[], scheme: TaxSchemeCode): boolean =>
  lines.some((line) => line.taxes.some((tax) => tax.scheme === scheme));

/** A document whose lines are priced with taxes: the taxes its global discount took off. */
export interface PricedDocument {
  globalDiscountTaxes: Decimal;
}

/**
 * The document tax of a document priced with taxes is the sum of what its lines charge (less the
 * global discount's share), so the payable is the sum of the prices; SUNAT recomputes it as base ×
 * rate with ±1 tolerance (3291, 3279), which a document of hundreds of lines could leave by its
 * line roundings: then SUNAT's own formula is written instead.
 */
function keptWithinTolerance(fromLines: Decimal | undefined, formula: Decimal): Decimal {
  return fromLines && fromLines.minus(formula).abs().lessThan(1) ? fromLines : formula;
}

/**
 * The summary phase: totals by Catálogo 05 scheme and cac:LegalMonetaryTotal, as SUNAT's XSL
 * recomputes them (3277 base, 3278 value, 3280 payable, 3294 tax total, 3295 IVAP, 3298 ISC,
 * 3302 free, 3306 ICBPER). IGV and IVAP are computed once on the document base, the formula
 * SUNAT checks, so a document of many lines never drifts by the sum of its line roundings.
 */
export function documentTotals(
  lines: readonly ComputedLine[],
  igvPercent: Decimal,
  globalDiscount?: GlobalDiscount,
  pricedWithTaxes?: PricedDocument,
  advances?: AdvanceTotals,
): { totals: ComputedTotals; taxSubtotals: TaxSubtotal[] } {
  const discount = globalDiscount?.amount ?? ZERO;
  const advanced = advances ?? { taxed: ZERO, exonerated: ZERO, unaffected: ZERO, prepaid: ZERO };
  const taxed = valueOf(lines, ['taxed']).minus(discount).minus(advanced.taxed);
  // The IGV of the sale before its advances: SUNAT's TaxInclusiveAmount (3279) is computed with it.
  const saleIgv = keptWithinTolerance(
    pricedWithTaxes && taxOf(lines, '1000', 'taxAmount').minus(pricedWithTaxes.globalDiscountTaxes),
    toAmount(taxOf(lines, '1000', 'taxableAmount').minus(discount).times(igvPercent).dividedBy(100)),
  );
  // The IGV still owed (3291): the advances' values (code 04) leave the base before the rate.
  const igv = advanced.taxed.isZero()
    ? saleIgv
    : toAmount(
        taxOf(lines, '1000', 'taxableAmount')
          .minus(discount)
          .minus(advanced.taxed)
          .times(igvPercent)
          .dividedBy(100),
      );
  const ivapBase = valueOf(lines, ['ivap']);
  const ivap = keptWithinTolerance(
    pricedWithTaxes && taxOf(lines, '1016', 'taxAmount'),
    toAmount(ivapBase.times(money(IVAP_PERCENT)).dividedBy(100)),
  );
  const isc = taxOf(lines, '2000', 'taxAmount');
  const icbper = taxOf(lines, '7152', 'taxAmount');
  const taxTotal = igv.plus(ivap).plus(isc).plus(icbper);
  const lineExtensionAmount = sum(
    lines.filter((line) => !line.isFree).map((line) => line.lineExtensionAmount),
  ).minus(discount);
  // The price of the whole sale (3279): the advances leave it only as PrepaidAmount (3280).
  const taxInclusiveAmount = lineExtensionAmount.plus(saleIgv).plus(ivap).plus(isc).plus(icbper);
  const totals: ComputedTotals = {
    taxed,
    exonerated: valueOf(lines, ['exonerated']).minus(advanced.exonerated),
    unaffected: valueOf(lines, ['unaffected']).minus(advanced.unaffected),
    exported: valueOf(lines, ['export']),
    free: valueOf(lines, ['taxed-free', 'exonerated-free', 'unaffected-free']),
    ivapBase,
    igv,
    ivap,
    isc,
    icbper,
    freeIgv: taxOf(lines, '9996', 'taxAmount'),
    taxTotal,
    globalDiscount: discount,
    lineDiscounts: sum(lines.map((line) => line.discount?.amount ?? ZERO)),
    lineExtensionAmount,
    taxInclusiveAmount,
    // Only discounts and charges that do not touch the base go here (SUNAT 3300/3301); ours all do.
    allowanceTotalAmount: ZERO,
    chargeTotalAmount: ZERO,
    payableRoundingAmount: ZERO,
    prepaidAmount: advanced.prepaid,
    payableAmount: taxInclusiveAmount.minus(advanced.prepaid),
  };
  return { totals, taxSubtotals: taxSubtotalsOf(lines, totals) };
}

/** One cac:TaxSubtotal per scheme present, in greenter's order. */
function taxSubtotalsOf(lines: readonly ComputedLine[], totals: ComputedTotals): TaxSubtotal[] {
  const candidates: TaxSubtotal[] = [
    { scheme: '2000', taxableAmount: taxOf(lines, '2000', 'taxableAmount'), taxAmount: totals.isc },
    { scheme: '1000', taxableAmount: totals.taxed, taxAmount: totals.igv },
    { scheme: '1016', taxableAmount: totals.ivapBase, taxAmount: totals.ivap },
    { scheme: '9995', taxableAmount: totals.exported, taxAmount: ZERO },
    { scheme: '9997', taxableAmount: totals.exonerated, taxAmount: ZERO },
    { scheme: '9998', taxableAmount: totals.unaffected, taxAmount: ZERO },
    { scheme: '9996', taxableAmount: totals.free, taxAmount: totals.freeIgv },
    // ICBPER has no base: taxableAmount is 0 and the builder leaves it out (greenter).
    { scheme: '7152', taxableAmount: ZERO, taxAmount: totals.icbper },
  ];
  return candidates.filter((subtotal) => hasScheme(lines, subtotal.scheme));
}
