import { CREDIT_NOTE_PAYMENT_ADJUSTMENT } from '../catalogs/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 3257/3259: a credit note 13 (adjusting amounts or dates of payment) carries the new
 * credit terms and only modifies a factura.
 */
export const creditNote13_3257: DocumentRule = ({ documentType, reference, payment }) => {
  if (documentType !== '07' || reference?.reasonCode !== CREDIT_NOTE_PAYMENT_ADJUSTMENT) return [];
  const issues = [];
  if (payment.method !== 'Credito')
    issues.push(issue('payment.method', '3257', ruleMessages.creditNote13NeedsCredit));
  if (reference.documentType !== '01') {
    issues.push(issue('reference.documentType', '3259', ruleMessages.creditNote13NeedsFactura));
  }
  return issues;
};
