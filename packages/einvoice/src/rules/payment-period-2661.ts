import { otherCpeMessages } from './other-cpe-messages.ts';
import { codeFor, kindWord, otherCpeError, type OtherCpeRule } from './other-cpe-rule.ts';

/**
 * SUNAT 2661 (retención, row 42) and 2659 (percepción, row 43): a PaidDate «es de mes/año (periodo)
 * diferente a otra fecha de pago»: every payment of one comprobante falls in one month.
 */
export const paymentPeriod2661: OtherCpeRule = ({ documentType, relatedDocuments }) => {
  const period = relatedDocuments[0]?.payment.date.slice(0, 7);
  const index = relatedDocuments.findIndex((related) => related.payment.date.slice(0, 7) !== period);
  return index < 0
    ? []
    : [
        otherCpeError(
          `relatedDocuments.${index}.payment.date`,
          codeFor(documentType, '2661', '2659'),
          otherCpeMessages.paymentPeriod(kindWord(documentType)),
        ),
      ];
};
