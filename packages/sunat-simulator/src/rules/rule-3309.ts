import { operationType } from './customer.ts';
import { paymentMethod, perceptionTerms } from './perception.ts';
import type { Rule } from './rule.ts';

/**
 * 3309 (Factura row 64): «Si 'Tipo de operación' es '2001 - Operación sujeta a percepción' y 'Forma
 * de pago' es 'Contado', no existe un cac:PaymentTerms con cbc:ID con valor igual a 'Percepcion'».
 */
export const rule3309: Rule = {
  code: '3309',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    return operationType(root) === '2001' &&
      paymentMethod(root) === 'Contado' &&
      perceptionTerms(root).length === 0
      ? { code: '3309' }
      : null;
  },
};
