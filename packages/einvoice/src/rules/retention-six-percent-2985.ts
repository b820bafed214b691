import { RETENTION_REGIMES_23 } from '../calendar/index.ts';
import { otherCpeMessages } from './other-cpe-messages.ts';
import { otherCpeError, type OtherCpeRule } from './other-cpe-rule.ts';

/**
 * SUNAT 2985 (Retenciones1_0 row 39): «Si el "Código del régimen de retención" es "02" (TASA 6%) y
 * el valor del Tag UBL [the related document's IssueDate] es mayor al 28/02/2014»: a régimen
 * closed on a date applies only to documents issued up to it (calendar/retention-perception.ts).
 */
export const retentionSixPercent2985: OtherCpeRule = ({ documentType, regime, relatedDocuments }) => {
  const until = documentType === '20' ? RETENTION_REGIMES_23[regime]?.relatedIssuedUntil : undefined;
  if (!until) return [];
  return relatedDocuments.flatMap((related, index) =>
    related.issueDate > until
      ? [
          otherCpeError(
            `relatedDocuments.${index}.issueDate`,
            '2985',
            otherCpeMessages.retentionSixPercent(until),
          ),
        ]
      : [],
  );
};
