import { addDays } from '../calendar/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** Days an issue date may run ahead of today (SUNAT 2329). */
export const MAX_DAYS_AHEAD = 2;

/** SUNAT 2329: the issue date is at most two days after today (Lima). */
export const issueDate2329: DocumentRule = ({ issueDate }, { today }) =>
  issueDate > addDays(today, MAX_DAYS_AHEAD)
    ? [issue('issueDate', '2329', ruleMessages.issueDateInFuture)]
    : [];
