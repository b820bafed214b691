import { prepaidAmount, prepaidPayments } from './advances.ts';
import type { Rule } from './rule.ts';

/** 3220: «Si existe Tag UBL [PaidAmount] con valor mayor a cero, y no existe 'Total Anticipos' con monto mayor a cero». */
export const rule3220: Rule = {
  code: '3220',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    const paid = prepaidPayments(root).some((p) => (p.paidAmount ?? 0) > 0);
    return paid && prepaidAmount(root) <= 0 ? { code: '3220' } : null;
  },
};
