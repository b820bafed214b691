import { all, num, text } from '../document/dom.ts';
import { monetaryTotal } from '../document/read-document.ts';
import { GENERAL_IGV_RATE } from '../parameters/igv-rates.ts';
import { consignedIgvRate } from './igv.ts';
import { allowanceSum } from './line-taxes.ts';
import { BILLS, outsideTolerance, type Rule } from './rule.ts';

/** Taxes that are paid on top of the value of sale (free-line IGV 9996 is not). */
const PAYABLE_SCHEMES = new Set(['1000', '1016', '2000', '7152', '9999']);

/**
 * 3279: TaxInclusiveAmount must equal LineExtensionAmount + the document's payable taxes, ±1.
 * SUNAT's current XSL only enforces it when there is IVAP (its IGV variant assumes 18% and was
 * commented out in 2022); the double checks it against the declared tax amounts, so it holds
 * at any rate and catches an engine that forgets a tax in the total. The v20260212 row computes
 * the IGV «según la tasa indicada en la línea» (18.00 or 10.50): that the rate is a tasa vigente
 * is 3462's check, which runs first, and that the IGV is base × rate is 3291's.
 */
export const rule3279: Rule = {
  code: '3279',
  severity: 'error',
  appliesTo: BILLS,
  check({ root }) {
    const total = monetaryTotal(root);
    const declared = total ? num(total, 'cbc:TaxInclusiveAmount') : undefined;
    if (!total || declared === undefined) return null;
    const taxes = all(root, 'cac:TaxTotal/cac:TaxSubtotal')
      .filter((sub) => PAYABLE_SCHEMES.has(text(sub, 'cac:TaxCategory/cac:TaxScheme/cbc:ID') ?? ''))
      .reduce((acc, sub) => acc + (num(sub, 'cbc:TaxAmount') ?? 0), 0);
    const advancesIgv = (allowanceSum(root, ['04']) * (consignedIgvRate(root) ?? GENERAL_IGV_RATE)) / 100;
    const computed = (num(total, 'cbc:LineExtensionAmount') ?? 0) + taxes + advancesIgv;
    return outsideTolerance(declared, computed) ? { code: '3279' } : null;
  },
};
