import { otherCpeMessages } from './other-cpe-messages.ts';
import { otherCpeError, type OtherCpeRule } from './other-cpe-rule.ts';

/**
 * SUNAT 2721 (Retenciones1_0 row 53, Percepciones1_0 row 54): a related document in another
 * currency than PEN carries the exchange rate, since every amount withheld or collected is in soles.
 */
export const exchangeRate2721: OtherCpeRule = ({ relatedDocuments }) =>
  relatedDocuments.flatMap((related, index) =>
    related.currency !== 'PEN' && !related.exchangeRate
      ? [
          otherCpeError(
            `relatedDocuments.${index}.exchangeRate`,
            '2721',
            otherCpeMessages.exchangeRateRequired,
          ),
        ]
      : [],
  );
