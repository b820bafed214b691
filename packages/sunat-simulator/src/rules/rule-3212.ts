import { prepaidPayments } from './advances.ts';
import type { Rule } from './rule.ts';

/** 3212 (row 65): «Si existe más de un 'Identificador de pago' con el mismo valor». */
export const rule3212: Rule = {
  code: '3212',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    const ids = prepaidPayments(root).flatMap((p) => (p.id ? [p.id] : []));
    const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
    return repeated ? { code: '3212', detail: `Identificador: ${repeated}` } : null;
  },
};
