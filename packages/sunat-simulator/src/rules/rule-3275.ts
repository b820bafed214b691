import { schemeTotalFinding } from './scheme-totals.ts';
import type { Rule } from './rule.ts';

/** 3275 (row 43): the 9997 total is the exonerated lines' values «menos … anticipos exonerados (Código '05')», ±1. */
export const rule3275: Rule = {
  code: '3275',
  severity: 'error',
  appliesTo: ['01', '03'],
  check: ({ root }) => schemeTotalFinding(root, '3275', '9997', { less: ['05'] }),
};
