import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 3208: the detracción is paid in soles. Without an exchange rate in the input we keep
 * documents with a detracción in PEN, so the amount withheld is exactly the one computed.
 */
export const detractionCurrency3208: DocumentRule = ({ detraction, currency }) =>
  detraction && currency !== 'PEN' ? [issue('currency', '3208', ruleMessages.detractionCurrency)] : [];
