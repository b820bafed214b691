import { peruvianDate, sendDeadlineOf } from '../calendar/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 2108 (facturas and their notes) and 1079 (boletas and their notes): a document past its
 * «plazo máximo de envío» is refused, and its number is burned; judged before numbering, against
 * today in Lima (calendar/send-deadlines.ts has the days and their dates).
 */
export const sendDeadline2108: DocumentRule = ({ documentType, series, issueDate }, { today }) => {
  const deadline = sendDeadlineOf(documentType, series, issueDate);
  return today > deadline.lastDay
    ? [
        issue(
          'issueDate',
          deadline.code,
          ruleMessages.pastSendDeadline(deadline.days, peruvianDate(deadline.lastDay)),
        ),
      ]
    : [];
};
