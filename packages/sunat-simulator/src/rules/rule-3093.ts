import { operationType } from './customer.ts';
import { paymentMethod, perceptionCharges } from './perception.ts';
import type { Rule } from './rule.ts';

/**
 * 3093 (Factura row 63; Boleta alike): «Si 'Tipo de operación' es '2001 - Operación sujeta a
 * percepción' y 'Forma de pago' es 'Contado', no existe un 'Código de motivo de cargo/descuento'
 * igual a '51' o '52' o '53'».
 */
export const rule3093: Rule = {
  code: '3093',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    return operationType(root) === '2001' &&
      paymentMethod(root) === 'Contado' &&
      perceptionCharges(root).length === 0
      ? { code: '3093' }
      : null;
  },
};
