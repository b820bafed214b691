import { operationType } from './customer.ts';
import { paymentMethod, perceptionCharges, perceptionTerms } from './perception.ts';
import type { Rule } from './rule.ts';

/**
 * 3330 (Factura rows 63 and 64): in an operation 2001, a charge of code 51–53 or the «Percepcion»
 * terms when «la 'Forma de pago' es diferente de 'Contado'».
 */
export const rule3330: Rule = {
  code: '3330',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    if (operationType(root) !== '2001' || paymentMethod(root) === 'Contado') return null;
    return perceptionCharges(root).length > 0 || perceptionTerms(root).length > 0 ? { code: '3330' } : null;
  },
};
