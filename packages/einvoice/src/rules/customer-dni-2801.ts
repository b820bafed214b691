import { IDENTITY_DNI } from '../catalogs/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 2801 (Factura row 17, an ERROR): a DNI is eight digits. Only a factura is refused for it:
 * a boleta with such a DNI is accepted and observed (4207, customer-dni-4207.ts), and the notes'
 * sheets do not check it.
 */
export const customerDni2801: DocumentRule = ({ documentType, customer }) =>
  documentType === '01' && customer.documentType === IDENTITY_DNI && !/^\d{8}$/.test(customer.documentNumber)
    ? [issue('customer.documentNumber', '2801', ruleMessages.invalidDni)]
    : [];
