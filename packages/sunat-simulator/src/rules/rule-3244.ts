import { all, text } from '../document/dom.ts';
import type { Rule } from './rule.ts';

/** 3244: a factura must say how it is paid: a cac:PaymentTerms with cbc:ID "FormaPago" (RS 193-2020). */
export const rule3244: Rule = {
  code: '3244',
  severity: 'error',
  appliesTo: ['01'],
  check({ root }) {
    const found = all(root, 'cac:PaymentTerms').some((pt) => text(pt, 'cbc:ID') === 'FormaPago');
    return found ? null : { code: '3244' };
  },
};
