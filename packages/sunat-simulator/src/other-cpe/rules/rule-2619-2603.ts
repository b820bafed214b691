import { CATALOGO_22, CATALOGO_23 } from '../parameters.ts';
import { twin, type OtherCpeRule } from './rule.ts';

/**
 * ERR-2619 (Retenciones1_0 row 30) / ERR-2603 (Percepciones1_0 row 31): the percent «es diferente
 * a la Tasa … del listado para el "Código del régimen"».
 */
export const rule2619: OtherCpeRule = {
  code: '2619',
  severity: 'error',
  check(doc) {
    const rate = (doc.type === '20' ? CATALOGO_23 : CATALOGO_22)[doc.systemCode];
    return rate !== undefined && doc.percent !== rate
      ? { code: twin(doc, '2619', '2603'), detail: `Tasa: ${doc.percent ?? ''}` }
      : null;
  },
};
