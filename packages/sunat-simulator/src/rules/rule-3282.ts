import { prepaidAmount } from './advances.ts';
import { allowanceSum } from './line-taxes.ts';
import type { Rule } from './rule.ts';

/**
 * 3282 (row 50): «Si existe el tag 'Código de motivo de cargo/descuento' con valor igual a '04',
 * '05', '06' o '20', el valor del tag UBL es mayor a cero, y el 'Total de anticipos' no existe o es cero».
 */
export const rule3282: Rule = {
  code: '3282',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    const discounted = ['04', '05', '06', '20'].some((code) => allowanceSum(root, [code]) > 0);
    return discounted && prepaidAmount(root) <= 0 ? { code: '3282' } : null;
  },
};
