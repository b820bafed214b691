import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** SUNAT 2802: carné de extranjería (4) and pasaporte (7) are up to 12 letters or digits. */
export const customerForeignDocument2802: DocumentRule = ({ customer }) =>
  (customer.documentType === '4' || customer.documentType === '7') &&
  !/^[A-Za-z0-9]{1,12}$/.test(customer.documentNumber)
    ? [issue('customer.documentNumber', '2802', ruleMessages.invalidForeignDocument)]
    : [];
