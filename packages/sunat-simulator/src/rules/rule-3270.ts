import { num } from '../document/dom.ts';
import { documentLines, lineQuantity } from '../document/read-document.ts';
import { allowanceSum, alternativePrice, isFreeLine, lineNumber } from './line-taxes.ts';
import { BILLS, outsideTolerance, round, type Rule } from './rule.ts';

/**
 * 3270: the unit price with taxes (PriceTypeCode 01) must equal (line value + line taxes −
 * discounts outside the base (01) + charges outside the base (48)) ÷ quantity, within ±1.
 * Free lines are exempt (their price is referential).
 */
export const rule3270: Rule = {
  code: '3270',
  severity: 'error',
  appliesTo: BILLS,
  check({ root }) {
    for (const [i, line] of documentLines(root).entries()) {
      if (isFreeLine(line)) continue;
      const quantity = Number(lineQuantity(line) ?? 0);
      if (!(quantity > 0)) continue;
      const value = num(line, 'cbc:LineExtensionAmount') ?? 0;
      const taxes = num(line, 'cac:TaxTotal/cbc:TaxAmount') ?? 0;
      const computed = round(
        (value + taxes - allowanceSum(line, ['01']) + allowanceSum(line, ['48'])) / quantity,
        5,
      );
      const declared = alternativePrice(line, '01');
      if (outsideTolerance(declared, computed)) {
        return { code: '3270', detail: `Error en la linea: ${lineNumber(line, i)}` };
      }
    }
    return null;
  },
};
