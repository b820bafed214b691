import { ADVANCE_DISCOUNTS, prepaidAmount } from './advances.ts';
import { allowanceSum } from './line-taxes.ts';
import type { Rule } from './rule.ts';

/**
 * 3287 (row 66): «Si existe Tag UBL [PrepaidAmount] con valor mayor a cero, y no existe al menos un
 * 'Cargos y/o descuentos globales' … con valor '04' o '05' o '06' y con monto mayor a cero».
 */
export const rule3287: Rule = {
  code: '3287',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    if (prepaidAmount(root) <= 0) return null;
    const deducted = ADVANCE_DISCOUNTS.some((code) => allowanceSum(root, [code]) > 0);
    return deducted ? null : { code: '3287' };
  },
};
