import { IDENTITY_RUC, isExportOperation } from '../catalogs/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** SUNAT 2800: an export (0200, 0201, 0204) is sold to a buyer abroad, never to one identified by RUC. */
export const exportCustomer2800: DocumentRule = ({ operationType, customer }) =>
  isExportOperation(operationType) && customer.documentType === IDENTITY_RUC
    ? [issue('customer.documentType', '2800', ruleMessages.exportCustomerNotRuc)]
    : [];
