import { text } from '../document/dom.ts';
import { perceptionTerms } from './perception.ts';
import type { Rule } from './rule.ts';

/** 3310 (Factura row 64): «Si 'Indicador' es igual a 'Percepcion' y no existe el tag» cbc:Amount. */
export const rule3310: Rule = {
  code: '3310',
  severity: 'error',
  appliesTo: ['01', '03'],
  check({ root }) {
    return perceptionTerms(root).some((t) => !text(t, 'cbc:Amount')) ? { code: '3310' } : null;
  },
};
