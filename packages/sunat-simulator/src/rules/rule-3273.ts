import { schemeTotalFinding } from './scheme-totals.ts';
import type { Rule } from './rule.ts';

/** 3273 (row 41): the 9995 total is «la sumatoria de 'Valor de venta por ítem'» of the export lines, ±1. */
export const rule3273: Rule = {
  code: '3273',
  severity: 'error',
  appliesTo: ['01', '03'],
  check: ({ root }) => schemeTotalFinding(root, '3273', '9995'),
};
