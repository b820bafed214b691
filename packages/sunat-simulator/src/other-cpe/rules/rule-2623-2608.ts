import { outsideTolerance, round } from '../../rules/rule.ts';
import { CATALOGO_22, CATALOGO_23 } from '../parameters.ts';
import { twin, type OtherCpeRule } from './rule.ts';

/**
 * ERR-2623 (Retenciones1_0 rows 46, 49) / ERR-2608 (Percepciones1_0 rows 47, 50), ±1: the amount
 * withheld or collected is the payment × the catálogo's rate (× the exchange rate when the
 * document is not in PEN); the net is the payment (× the exchange rate) minus it (retención) or
 * plus it (percepción).
 */
export const rule2623: OtherCpeRule = {
  code: '2623',
  severity: 'error',
  check(doc) {
    const percent = (doc.type === '20' ? CATALOGO_23 : CATALOGO_22)[doc.systemCode];
    if (percent === undefined) return null;
    const wrong = doc.related.find((related) => {
      if (related.paidAmount === undefined) return false;
      const fx = related.currency === 'PEN' ? 1 : (related.rate ?? 1);
      const amount = round(related.paidAmount * (percent / 100) * fx, 2);
      const sign = doc.type === '20' ? -1 : 1;
      const net = related.paidAmount * fx + sign * (related.amount ?? 0);
      return (
        (related.amount !== undefined && outsideTolerance(related.amount, amount)) ||
        (related.net !== undefined && outsideTolerance(related.net, net))
      );
    });
    return wrong ? { code: twin(doc, '2623', '2608'), detail: wrong.id } : null;
  },
};
