import { RELATED_TYPES } from '../parameters.ts';
import type { OtherCpeRule } from './rule.ts';

/** ERR-2692 (retención row 37, percepción row 38): the related document's type is not one the kind takes. */
export const rule2692: OtherCpeRule = {
  code: '2692',
  severity: 'error',
  check(doc) {
    const wrong = doc.related.find((related) => !RELATED_TYPES[doc.type].includes(related.type));
    return wrong ? { code: '2692', detail: `${wrong.type} ${wrong.id}` } : null;
  },
};
