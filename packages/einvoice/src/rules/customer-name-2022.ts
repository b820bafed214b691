import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** Whitespace other than the space: SUNAT's pattern takes none of it («salto de línea, tab…»). */
const OTHER_WHITESPACE = /[^\S ]/;

/** SUNAT 2022: the customer's name or razón social has 3 to 1,500 characters, on one line. */
export const customerName2022: DocumentRule = ({ customer }) =>
  customer.name.length < 3 || OTHER_WHITESPACE.test(customer.name)
    ? [issue('customer.name', '2022', ruleMessages.customerNameFormat)]
    : [];
