import { otherCpeMessages } from './other-cpe-messages.ts';
import { codeFor, kindWord, otherCpeError, type OtherCpeRule } from './other-cpe-rule.ts';

/**
 * SUNAT 2625 (retención, row 42) and 2612 (percepción, row 43): the payment falls between «el
 * primer día calendario del mes al cual corresponde la fecha de emisión del comprobante … o desde
 * la fecha de emisión del comprobante relacionado» (when that one is of the same month) and the
 * comprobante's own issue date.
 */
export const paymentDate2625: OtherCpeRule = ({ documentType, issueDate, relatedDocuments }) => {
  const month = issueDate.slice(0, 7);
  return relatedDocuments.flatMap((related, index) => {
    const from = related.issueDate.slice(0, 7) === month ? related.issueDate : `${month}-01`;
    const paid = related.payment.date;
    return paid >= from && paid <= issueDate
      ? []
      : [
          otherCpeError(
            `relatedDocuments.${index}.payment.date`,
            codeFor(documentType, '2625', '2612'),
            otherCpeMessages.paymentDate(kindWord(documentType), from, issueDate),
          ),
        ];
  });
};
