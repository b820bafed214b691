import { perceptionCharges } from './perception.ts';
import type { Rule } from './rule.ts';

/**
 * 2792 (Factura row 63, cbc:Amount@currencyID): «Si "Código de motivo de cargo/descuento" es '51' o
 * '52' o '53' (Percepción), el atributo @currencyID del Tag UBL es diferente a "PEN"».
 */
export const rule2792: Rule = {
  code: '2792',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    return perceptionCharges(root).some((c) => c.amountCurrency !== 'PEN') ? { code: '2792' } : null;
  },
};
