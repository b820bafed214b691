import { num } from '../document/dom.ts';
import { monetaryTotal } from '../document/read-document.ts';
import { BILLS, outsideTolerance, round, type Rule } from './rule.ts';

/**
 * 3280: PayableAmount must equal TaxInclusiveAmount + ChargeTotalAmount − AllowanceTotalAmount −
 * PrepaidAmount + PayableRoundingAmount (rounded to 2 dp), within ±1.
 */
export const rule3280: Rule = {
  code: '3280',
  severity: 'error',
  appliesTo: BILLS,
  check({ root }) {
    const total = monetaryTotal(root);
    const inclusive = total ? num(total, 'cbc:TaxInclusiveAmount') : undefined;
    if (!total || inclusive === undefined) return null;
    const computed = round(
      inclusive +
        (num(total, 'cbc:ChargeTotalAmount') ?? 0) -
        (num(total, 'cbc:AllowanceTotalAmount') ?? 0) -
        (num(total, 'cbc:PrepaidAmount') ?? 0) +
        (num(total, 'cbc:PayableRoundingAmount') ?? 0),
      2,
    );
    const declared = num(total, 'cbc:PayableAmount') ?? 0;
    return outsideTolerance(declared, computed) ? { code: '3280' } : null;
  },
};
