import { identityDocumentListedOn, peruvianDate } from '../calendar/index.ts';
import { IDENTITY_NONE } from '../catalogs/index.ts';
import { isNote } from './document-family.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 2016 (NotaCredito and NotaDebito row 15): «El Tag UBL es diferente al listado y diferente
 * de guión '-'» — Catálogo (006), read on the note's issue date (calendar/identity-documents.ts).
 */
export const customerTypeListed2016: DocumentRule = (input) =>
  isNote(input) &&
  input.customer.documentType !== IDENTITY_NONE &&
  !identityDocumentListedOn(input.customer.documentType, input.issueDate)
    ? [
        issue(
          'customer.documentType',
          '2016',
          ruleMessages.customerTypeNotListed(input.customer.documentType, peruvianDate(input.issueDate)),
        ),
      ]
    : [];
