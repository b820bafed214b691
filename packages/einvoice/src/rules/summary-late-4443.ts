import { LATE_SUMMARY_4443, daysBetween, versionOn } from '../calendar/index.ts';
import { ruleMessages } from './messages.ts';
import type { SummaryHeader, SummaryRuleContext, SummaryRuleIssue } from './summary-rule.ts';

/**
 * SUNAT 4443 (an observation, since 2024-11-11): a resumen diario that reaches SUNAT more than 7
 * days after the date of its documents is accepted and observed «fuera del plazo establecido».
 * Read by the day it reaches SUNAT (calendar/rule-versions.ts).
 */
export function summaryLate4443(
  { kind, referenceDate }: Pick<SummaryHeader, 'kind' | 'referenceDate'>,
  { today }: SummaryRuleContext,
): SummaryRuleIssue[] {
  const window = versionOn(LATE_SUMMARY_4443, today);
  if (kind !== 'RC' || !window) return [];
  const days = daysBetween(referenceDate, today);
  return days > window.days
    ? [{ code: '4443', severity: 'observation', message: ruleMessages.lateSummary(days, window.days) }]
    : [];
}
