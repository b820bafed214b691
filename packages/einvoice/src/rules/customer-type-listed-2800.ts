import { identityDocumentListedOn, peruvianDate } from '../calendar/index.ts';
import { IDENTITY_NONE, isExportOperation } from '../catalogs/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 2800 (Factura row 17): «Si 'Tipo de operación' es '0200' o '0201' … o '0401', y el valor
 * del Tag UBL es diferente al listado y guion '-'» — Parámetros (006), read on the issue date
 * (calendar/identity-documents.ts): a buyer named by a type SUNAT had not listed yet. A factura
 * outside exports needs a RUC (export-customer-2800.ts). The Boleta sheet's 2800 row (16) names
 * Parámetros (006) as its list without writing the condition: read as the same listado check for
 * any boleta (what the double does too). The notes' code is 2016 (customer-type-listed-2016.ts).
 */
export const customerTypeListed2800: DocumentRule = ({ documentType, operationType, customer, issueDate }) =>
  (documentType === '03' || (documentType === '01' && isExportOperation(operationType))) &&
  customer.documentType !== IDENTITY_NONE &&
  !identityDocumentListedOn(customer.documentType, issueDate)
    ? [
        issue(
          'customer.documentType',
          '2800',
          ruleMessages.customerTypeNotListed(customer.documentType, peruvianDate(issueDate)),
        ),
      ]
    : [];
