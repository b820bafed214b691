import { OUT_OF_TOTALS } from '../parameters.ts';
import { twin, type OtherCpeRule } from './rule.ts';

/**
 * ERR-2629 (Retenciones1_0 row 34) / ERR-2668 (Percepciones1_0 row 35): SUNATTotalPaid
 * [SUNATTotalCashed] «es diferente a la suma de "Importe total a pagar" más el "Monto de redondeo"»,
 * leaving out the same types as the total withheld. To the cent.
 */
export const rule2629: OtherCpeRule = {
  code: '2629',
  severity: 'error',
  check(doc) {
    const counted = doc.related.filter((related) => !OUT_OF_TOTALS[doc.type].includes(related.type));
    const cents =
      counted.reduce((total, related) => total + Math.round((related.net ?? 0) * 100), 0) +
      Math.round((doc.rounding ?? 0) * 100);
    return Math.round((doc.totalNet ?? 0) * 100) !== cents
      ? { code: twin(doc, '2629', '2668'), detail: `${doc.totalNet ?? ''} ≠ ${(cents / 100).toFixed(2)}` }
      : null;
  },
};
