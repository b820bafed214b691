import { schemeTotalFinding } from './scheme-totals.ts';
import type { Rule } from './rule.ts';

/** 3274 (row 42): the 9998 total is the inafecto lines' values «menos … anticipos inafectos (Código '06')», ±1. */
export const rule3274: Rule = {
  code: '3274',
  severity: 'error',
  appliesTo: ['01', '03'],
  check: ({ root }) => schemeTotalFinding(root, '3274', '9998', { less: ['06'] }),
};
