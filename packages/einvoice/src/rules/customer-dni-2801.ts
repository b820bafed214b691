import { IDENTITY_DNI } from '../catalogs/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** SUNAT 2801: a DNI is eight digits. */
export const customerDni2801: DocumentRule = ({ customer }) =>
  customer.documentType === IDENTITY_DNI && !/^\d{8}$/.test(customer.documentNumber)
    ? [issue('customer.documentNumber', '2801', ruleMessages.invalidDni)]
    : [];
