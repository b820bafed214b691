import { schemeTotalFinding } from './scheme-totals.ts';
import type { Rule } from './rule.ts';

/**
 * 3277 (row 46): the 1000 total is the IGV lines' values «menos los 'Monto de descuento global' que
 * afectan la base imponible ('02' y '04') más 'Montos de cargo global' … ('49')», ±1.
 */
export const rule3277: Rule = {
  code: '3277',
  severity: 'error',
  appliesTo: ['01', '03'],
  check: ({ root }) => schemeTotalFinding(root, '3277', '1000', { less: ['02', '04'], plus: ['49'] }),
};
