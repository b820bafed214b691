import { seriesIssue } from '@facturador/contracts';
import { isNote } from './document-family.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

const LETTER_OF_REFERENCE = { '01': 'F', '03': 'B' } as const;

/**
 * The series of a document. Its own format is SUNAT 1001 (row 3 of the Factura, Boleta and notes'
 * sheets: «[F][A-Z0-9]{3}» for facturas, «[B]…» for boletas, either for notes — «ID - El dato
 * SERIE-CORRELATIVO no cumple con el formato de acuerdo al tipo de comprobante»), the code SUNAT
 * answers. A note takes the letter of the document it modifies, and that document's series must
 * fit its own type (2345 here: the product's own check of the pair).
 */
export const seriesLetter2345: DocumentRule = (input) => {
  const ownIssue = seriesIssue(input.documentType, input.series);
  if (ownIssue) return [issue('series', '1001', ownIssue)];
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
