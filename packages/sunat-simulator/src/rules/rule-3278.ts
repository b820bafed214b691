import { num } from '../document/dom.ts';
import { documentLines, monetaryTotal } from '../document/read-document.ts';
import { allowanceSum, lineTaxes } from './line-taxes.ts';
import { outsideTolerance, type Rule } from './rule.ts';

/** Schemes whose lines count in the total value of sale (not free 9996, not ISC/ICBPER). */
const SALE_SCHEMES = new Set(['1000', '1016', '9995', '9997', '9998']);

/**
 * 3278: LegalMonetaryTotal/LineExtensionAmount must equal the sum of the line values of lines with
 * a positive base in a sale scheme − global discounts in the base (02) + global charges (49), ±1.
 */
export const rule3278: Rule = {
  code: '3278',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    const total = monetaryTotal(root);
    if (!total) return null;
    const lines = documentLines(root).filter((line) =>
      lineTaxes(line).some((t) => SALE_SCHEMES.has(t.scheme ?? '') && (t.taxableAmount ?? 0) > 0),
    );
    const linesValue = lines.reduce((acc, line) => acc + (num(line, 'cbc:LineExtensionAmount') ?? 0), 0);
    const computed = linesValue - allowanceSum(root, ['02']) + allowanceSum(root, ['49']);
    const declared = num(total, 'cbc:LineExtensionAmount') ?? 0;
    return outsideTolerance(declared, computed) ? { code: '3278' } : null;
  },
};
