import { SIX_PERCENT_LAST_RELATED_DATE } from '../parameters.ts';
import type { OtherCpeRule } from './rule.ts';

/**
 * ERR-2985 (Retenciones1_0 row 39): régimen 02 (tasa 6 %) and a related document issued after
 * 28/02/2014.
 */
export const rule2985: OtherCpeRule = {
  code: '2985',
  severity: 'error',
  check(doc) {
    if (doc.type !== '20' || doc.systemCode !== '02') return null;
    const late = doc.related.find((related) => related.issueDate > SIX_PERCENT_LAST_RELATED_DATE);
    return late ? { code: '2985', detail: late.id } : null;
  },
};
