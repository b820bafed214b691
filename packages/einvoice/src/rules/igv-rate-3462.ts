import { affectationOf } from '../catalogs/index.ts';
import { peruvianDate, validIgvPercentsOn } from '../calendar/index.ts';
import { isNote } from './document-family.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 3462: the IGV rate of the lines must be one in force on the issue date (18 or the
 * reduced rate of that day; a note may keep the rate of what it modifies). Every line of ours
 * carries the one rate the document was computed with, so that rate is what is judged.
 */
export const igvRate3462: DocumentRule = (input, { computed }) => {
  const paysIgv = computed.lines.some((line) => {
    const { group } = affectationOf(line.affectation);
    return group === 'taxed' || group === 'taxed-free';
  });
  const percent = computed.igvPercent.toString();
  if (!paysIgv || validIgvPercentsOn(input.issueDate, isNote(input)).includes(percent)) return [];
  return [issue('issueDate', '3462', ruleMessages.igvRateNotInForce(percent, peruvianDate(input.issueDate)))];
};
