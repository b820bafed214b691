import { CATALOGO_22, CATALOGO_23 } from '../parameters.ts';
import { twin, type OtherCpeRule } from './rule.ts';

/** ERR-2618 (Retenciones1_0 row 29) / ERR-2602 (Percepciones1_0 row 30): the régimen is not in catálogo 23 / 22. */
export const rule2618: OtherCpeRule = {
  code: '2618',
  severity: 'error',
  check(doc) {
    const catalogo = doc.type === '20' ? CATALOGO_23 : CATALOGO_22;
    return catalogo[doc.systemCode] === undefined
      ? { code: twin(doc, '2618', '2602'), detail: `Régimen: ${doc.systemCode}` }
      : null;
  },
};
