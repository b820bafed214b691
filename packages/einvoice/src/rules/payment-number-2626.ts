import { otherCpeMessages } from './other-cpe-messages.ts';
import { otherCpeError, type OtherCpeRule } from './other-cpe-rule.ts';

/**
 * SUNAT 2626 (Retenciones1_0 row 43, Percepciones1_0 row 44): the related document's number
 * «concatenado con el valor del Tag [the payment number], se repite»: one payment, one line.
 */
export const paymentNumber2626: OtherCpeRule = ({ relatedDocuments }) => {
  const seen = new Set<string>();
  return relatedDocuments.flatMap((related, index) => {
    const key = `${related.documentType}|${related.series}-${related.number}|${related.payment.number}`;
    if (!seen.has(key)) {
      seen.add(key);
      return [];
    }
    return [
      otherCpeError(`relatedDocuments.${index}.payment.number`, '2626', otherCpeMessages.paymentRepeated),
    ];
  });
};
