import { all, first, num, text, type Element } from '../document/dom.ts';

export interface LineTax {
  scheme?: string;
  taxableAmount?: number;
  taxAmount?: number;
  percent?: number;
  hasPercent: boolean;
  /** Catálogo 07 affectation (cbc:TaxExemptionReasonCode). */
  affectation?: string;
}

/**
 * Each line's taxes, read once: seven rules and the totals read them for every line, and reading
 * them again for each cost a fifth of the rules. The document is never changed once received, so
 * what was read of a line stays true; frozen, so no reader can change what the next one reads.
 */
const readLineTaxes = new WeakMap<Element, readonly LineTax[]>();

/** A line's cac:TaxTotal/cac:TaxSubtotal entries, as declared. */
export function lineTaxes(line: Element): readonly LineTax[] {
  let taxes = readLineTaxes.get(line);
  if (!taxes) {
    taxes = Object.freeze(readTaxes(line).map((tax) => Object.freeze(tax)));
    readLineTaxes.set(line, taxes);
  }
  return taxes;
}

function readTaxes(line: Element): LineTax[] {
  return all(line, 'cac:TaxTotal/cac:TaxSubtotal').map((sub) => {
    const category = first(sub, 'cac:TaxCategory');
    return {
      scheme: text(category, 'cac:TaxScheme/cbc:ID'),
      taxableAmount: num(sub, 'cbc:TaxableAmount'),
      taxAmount: num(sub, 'cbc:TaxAmount'),
      percent: category ? num(category, 'cbc:Percent') : undefined,
      hasPercent: category ? first(category, 'cbc:Percent') !== undefined : false,
      affectation: category ? text(category, 'cbc:TaxExemptionReasonCode') : undefined,
    };
  });
}

/** A free (gratuito) line carries a 9996 subtotal with a positive base. */
export const isFreeLine = (line: Element): boolean =>
  lineTaxes(line).some((t) => t.scheme === '9996' && (t.taxableAmount ?? 0) > 0);

/** Sum of a line's (or the document's) cac:AllowanceCharge amounts with the given reason codes. */
export function allowanceSum(el: Element, reasons: readonly string[]): number {
  return all(el, 'cac:AllowanceCharge')
    .filter((ac) => reasons.includes(text(ac, 'cbc:AllowanceChargeReasonCode') ?? ''))
    .reduce((acc, ac) => acc + (num(ac, 'cbc:Amount') ?? 0), 0);
}

/** PricingReference price of a given type (01 with taxes, 02 referential). */
export function alternativePrice(line: Element, priceType: '01' | '02'): number {
  return all(line, 'cac:PricingReference/cac:AlternativeConditionPrice')
    .filter((p) => text(p, 'cbc:PriceTypeCode') === priceType)
    .reduce((acc, p) => acc + (num(p, 'cbc:PriceAmount') ?? 0), 0);
}

export const lineNumber = (line: Element, index: number): string => text(line, 'cbc:ID') ?? String(index + 1);
