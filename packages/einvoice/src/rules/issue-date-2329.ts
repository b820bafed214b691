import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** Days an issue date may run ahead of today (SUNAT 2329). */
export const MAX_DAYS_AHEAD = 2;

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** SUNAT 2329: the issue date is at most two days after today (Lima). */
export const issueDate2329: DocumentRule = ({ issueDate }, { today }) =>
  issueDate > addDays(today, MAX_DAYS_AHEAD)
    ? [issue('issueDate', '2329', ruleMessages.issueDateInFuture)]
    : [];
