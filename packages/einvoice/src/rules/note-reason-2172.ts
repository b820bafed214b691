import { CATALOG_09, CATALOG_10 } from '../catalogs/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** SUNAT 2172 (ResponseCode): a credit note's reason is in Catálogo 09, a debit note's in Catálogo 10. */
export const noteReason2172: DocumentRule = ({ documentType, reference }) => {
  if (!reference) return [];
  if (documentType === '07' && !(reference.reasonCode in CATALOG_09)) {
    return [issue('reference.reasonCode', '2172', ruleMessages.creditNoteReason)];
  }
  if (documentType === '08' && !(reference.reasonCode in CATALOG_10)) {
    return [issue('reference.reasonCode', '2172', ruleMessages.debitNoteReason)];
  }
  return [];
};
