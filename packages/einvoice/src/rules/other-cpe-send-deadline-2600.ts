import { otherCpeSendDeadlineOf } from '../calendar/index.ts';
import { otherCpeMessages } from './other-cpe-messages.ts';
import { otherCpeError, type OtherCpeRule } from './other-cpe-rule.ts';

/**
 * SUNAT 2600 (Retenciones1_0 and Percepciones1_0 row 5): the comprobante reaches SUNAT past «el
 * plazo máximo vigente» after its issue date (calendar/retention-perception.ts: 3 days).
 */
export const otherCpeSendDeadline2600: OtherCpeRule = ({ issueDate }, { today }) => {
  const deadline = otherCpeSendDeadlineOf(issueDate);
  return today > deadline.lastDay
    ? [
        otherCpeError(
          'issueDate',
          deadline.code,
          otherCpeMessages.pastSendDeadline(deadline.days, deadline.lastDay),
        ),
      ]
    : [];
};
