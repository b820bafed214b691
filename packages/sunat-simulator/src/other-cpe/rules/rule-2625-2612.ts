import { twin, type OtherCpeRule } from './rule.ts';

/**
 * ERR-2625 (retención row 42) / ERR-2612 (percepción row 43): the payment date is before the
 * related document's issue date (same month as the comprobante) or the first day of the
 * comprobante's month (an earlier month), or after the comprobante's issue date.
 */
export const rule2625: OtherCpeRule = {
  code: '2625',
  severity: 'error',
  check(doc) {
    const month = doc.issueDate.slice(0, 7);
    const wrong = doc.related.find((related) => {
      if (!related.paidDate) return false;
      const from = related.issueDate.slice(0, 7) === month ? related.issueDate : `${month}-01`;
      return related.paidDate < from || related.paidDate > doc.issueDate;
    });
    return wrong ? { code: twin(doc, '2625', '2612'), detail: `${wrong.id} ${wrong.paidDate ?? ''}` } : null;
  },
};
