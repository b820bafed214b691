import { perceptionCharges } from './perception.ts';
import type { Rule } from './rule.ts';

/**
 * 3233 (Factura row 63, BaseAmount): «El valor del tag UBL es igual a 0 o no existe, cuando el
 * código de motivo de cargo es igual a '51' o '52' o '53'».
 */
export const rule3233: Rule = {
  code: '3233',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    return perceptionCharges(root).some((c) => c.base === undefined || c.base === 0)
      ? { code: '3233' }
      : null;
  },
};
