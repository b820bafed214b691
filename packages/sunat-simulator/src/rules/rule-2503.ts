import { prepaidPayments } from './advances.ts';
import type { Rule } from './rule.ts';

/** 2503 (Factura row 65, Boleta row 64): «PaidAmount … existe y es menor o igual a 0 (cero)». */
export const rule2503: Rule = {
  code: '2503',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    const bad = prepaidPayments(root).find((p) => p.paidAmount !== undefined && p.paidAmount <= 0);
    return bad ? { code: '2503', detail: `Identificador: ${bad.id ?? ''}` } : null;
  },
};
