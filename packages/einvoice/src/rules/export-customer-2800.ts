import { IDENTITY_RUC, OPERATION_EXPORT } from '../catalogs/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** SUNAT 2800: an export (0200) is sold to a buyer abroad, never to one identified by RUC. */
export const exportCustomer2800: DocumentRule = ({ operationType, customer }) =>
  operationType === OPERATION_EXPORT && customer.documentType === IDENTITY_RUC
    ? [issue('customer.documentType', '2800', ruleMessages.exportCustomerNotRuc)]
    : [];
