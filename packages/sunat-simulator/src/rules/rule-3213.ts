import { advanceReferences, prepaidPayments } from './advances.ts';
import type { Rule } from './rule.ts';

/**
 * 3213 (row 65): «Si no existe documento con 'Tipo de comprobante que se realizó el anticipo' '02' o
 * '03' con el mismo 'Identificador de pago' (cbc:DocumentStatusCode) que el valor del Tag UBL».
 */
export const rule3213: Rule = {
  code: '3213',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    const referenced = new Set(advanceReferences(root).map((r) => r.paymentId));
    const orphan = prepaidPayments(root).find((p) => p.id && !referenced.has(p.id));
    return orphan ? { code: '3213', detail: `Identificador: ${orphan.id}` } : null;
  },
};
