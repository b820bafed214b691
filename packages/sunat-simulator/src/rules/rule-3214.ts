import { advanceReferences, prepaidPayments } from './advances.ts';
import type { Rule } from './rule.ts';

/**
 * 3214 (row 65): «Si 'Tipo de comprobante que se realizó el anticipo' es '02' o '03', y no existe un
 * 'Importe del anticipo' con 'Identificador de pago' igual al valor del tag UBL».
 */
export const rule3214: Rule = {
  code: '3214',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    const paid = new Set(prepaidPayments(root).map((p) => p.id));
    const unpaid = advanceReferences(root).find((r) => r.paymentId && !paid.has(r.paymentId));
    return unpaid ? { code: '3214', detail: unpaid.id } : null;
  },
};
