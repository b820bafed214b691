import { prepaidPayments } from './advances.ts';
import type { Rule } from './rule.ts';

/** 3211 (row 65): «Si 'Importe del anticipo' existe y no existe el Tag UBL [PrepaidPayment/cbc:ID] o es vacío». */
export const rule3211: Rule = {
  code: '3211',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    return prepaidPayments(root).some((p) => p.paidAmount !== undefined && !p.id) ? { code: '3211' } : null;
  },
};
