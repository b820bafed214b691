import { all, text } from '../document/dom.ts';
import type { Rule } from './rule.ts';

/** 3246: each FormaPago's PaymentMeansID is Contado, Credito or CuotaNNN. */
export const rule3246: Rule = {
  code: '3246',
  severity: 'error',
  appliesTo: ['01', '07'],
  check({ root }) {
    for (const pt of all(root, 'cac:PaymentTerms')) {
      if (text(pt, 'cbc:ID') !== 'FormaPago') continue;
      const means = text(pt, 'cbc:PaymentMeansID');
      if (means !== undefined && !/^(Contado|Credito|Cuota\d{3})$/.test(means)) {
        return { code: '3246', detail: `Forma Pago : ${means}` };
      }
    }
    return null;
  },
};
