import { twin, type OtherCpeRule } from './rule.ts';

/** ERR-2661 (retención row 42) / ERR-2659 (percepción row 43): payment dates of different months. */
export const rule2661: OtherCpeRule = {
  code: '2661',
  severity: 'error',
  check(doc) {
    const periods = new Set(
      doc.related.flatMap((related) => (related.paidDate ? [related.paidDate.slice(0, 7)] : [])),
    );
    return periods.size > 1 ? { code: twin(doc, '2661', '2659'), detail: [...periods].join(', ') } : null;
  },
};
