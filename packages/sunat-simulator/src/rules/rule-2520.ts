import { advanceReferences } from './advances.ts';
import type { Rule } from './rule.ts';

/** 2520 (row 65): the advance issuer's schemeID «no existe o es diferente a 6 (RUC)». */
export const rule2520: Rule = {
  code: '2520',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    const bad = advanceReferences(root).find((r) => r.paymentId && r.issuerRuc && r.issuerScheme !== '6');
    return bad ? { code: '2520', detail: bad.id } : null;
  },
};
