import { advanceReferences } from './advances.ts';
import type { Rule } from './rule.ts';

/**
 * 3215 (row 65): «Si 'Tipo de comprobante que se realizó el anticipo' es '02' o '03', y existe más de
 * un comprobante de anticipo con el mismo identificador de pago en el comprobante».
 */
export const rule3215: Rule = {
  code: '3215',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    const ids = advanceReferences(root).flatMap((r) => (r.paymentId ? [r.paymentId] : []));
    const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
    return repeated ? { code: '3215', detail: `Identificador: ${repeated}` } : null;
  },
};
