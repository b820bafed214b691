import { operationType } from './customer.ts';
import { perceptionCharges, perceptionTerms } from './perception.ts';
import type { Rule } from './rule.ts';

/**
 * 3308 (Factura rows 63 and 64): a charge of code 51, 52 or 53, or a cac:PaymentTerms
 * «Percepcion», when «el 'Tipo de operación' es diferente de '2001'».
 */
export const rule3308: Rule = {
  code: '3308',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    if (operationType(root) === '2001') return null;
    return perceptionCharges(root).length > 0 || perceptionTerms(root).length > 0 ? { code: '3308' } : null;
  },
};
