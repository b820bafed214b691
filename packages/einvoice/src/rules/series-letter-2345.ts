import { seriesIssue } from '@facturador/contracts';
import { isNote } from './document-family.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

const LETTER_OF_REFERENCE = { '01': 'F', '03': 'B' } as const;

/**
 * SUNAT 2345: F series for facturas, B for boletas; a note takes the letter of the document it
 * modifies, and that document's series must fit its own type.
 */
export const seriesLetter2345: DocumentRule = (input) => {
  const ownIssue = seriesIssue(input.documentType, input.series);
  if (ownIssue) return [issue('series', '2345', ownIssue)];
  if (!isNote(input) || !input.reference) return [];
  const letter = LETTER_OF_REFERENCE[input.reference.documentType];
  const issues = [];
  if (!input.reference.series.startsWith(letter)) {
    issues.push(issue('reference.series', '2345', ruleMessages.referenceSeriesMismatch));
  }
  if (!input.series.startsWith(letter)) {
    issues.push(issue('series', '2345', ruleMessages.noteSeriesMismatch(letter)));
  }
  return issues;
};
