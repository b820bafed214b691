import { num } from '../document/dom.ts';
import { documentLines, lineQuantity } from '../document/read-document.ts';
import { allowanceSum, alternativePrice, isFreeLine, lineNumber } from './line-taxes.ts';
import { BILLS, outsideTolerance, round, type Rule } from './rule.ts';

/**
 * 3271: the line value (cbc:LineExtensionAmount) must equal unit value × quantity − discounts in
 * the base (00) + charges in the base (47), within ±1. Free lines use the referential value (02).
 */
export const rule3271: Rule = {
  code: '3271',
  severity: 'error',
  appliesTo: BILLS,
  check({ root }) {
    for (const [i, line] of documentLines(root).entries()) {
      const quantity = Number(lineQuantity(line) ?? 0);
      const unit = isFreeLine(line)
        ? alternativePrice(line, '02')
        : (num(line, 'cac:Price/cbc:PriceAmount') ?? 0);
      const computed = round(unit * quantity - allowanceSum(line, ['00']) + allowanceSum(line, ['47']), 2);
      const declared = num(line, 'cbc:LineExtensionAmount') ?? 0;
      if (outsideTolerance(declared, computed)) {
        return { code: '3271', detail: `Error en la linea: ${lineNumber(line, i)}` };
      }
    }
    return null;
  },
};
