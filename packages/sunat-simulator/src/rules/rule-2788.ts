import { first } from '../document/dom.ts';
import { perceptionCharges, perceptionTerms } from './perception.ts';
import type { Rule } from './rule.ts';

/**
 * 2788 (Factura row 63 on the percepción's cbc:BaseAmount@currencyID, row 64 on the «Percepcion»
 * terms' cbc:Amount@currencyID): «el atributo @currencyID del Tag UBL es diferente a "PEN"».
 */
export const rule2788: Rule = {
  code: '2788',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    const baseOff = perceptionCharges(root).some((c) => c.base !== undefined && c.baseCurrency !== 'PEN');
    const termsOff = perceptionTerms(root).some((t) => {
      const currency = first(t, 'cbc:Amount')?.getAttribute('currencyID');
      return currency !== undefined && currency !== null && currency !== 'PEN';
    });
    return baseOff || termsOff ? { code: '2788' } : null;
  },
};
