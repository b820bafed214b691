import { isNote } from './document-family.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** SUNAT 2524: a note names the document it modifies; 2582: only a note does. */
export const noteReference2524: DocumentRule = (input) => {
  if (isNote(input) && !input.reference) return [issue('reference', '2524', ruleMessages.noteNeedsReference)];
  if (!isNote(input) && input.reference)
    return [issue('reference', '2582', ruleMessages.onlyNotesTakeReference)];
  return [];
};
