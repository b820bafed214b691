import { daysBetween } from '../dates.ts';
import { LATE_SUMMARY_DAYS, LATE_SUMMARY_OBSERVED_FROM } from '../parameters/rule-dates.ts';
import type { Rule } from './rule.ts';

/**
 * 4443 (observation; Resumen diario row 05, ReferenceDate): «El valor del Tag UBL es mayor a 7 días
 * desde la fecha de recepción del resumen», since the summaries received on 2024-11-11
 * (parameters/rule-dates.ts). The summary is accepted; void lines past the same days are refused
 * apart (2957, date-window.ts), and then no observation is given.
 */
export const observation4443: Rule = {
  code: '4443',
  severity: 'observation',
  appliesTo: ['RC'],
  check({ identity, receivedOn }) {
    if (receivedOn < LATE_SUMMARY_OBSERVED_FROM) return null;
    const referenceDate = identity.referenceDate ?? '';
    return daysBetween(referenceDate, receivedOn) > LATE_SUMMARY_DAYS
      ? { code: '4443', detail: `ReferenceDate: ${referenceDate}, recepción: ${receivedOn}` }
      : null;
  },
};
