import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * Advances are deducted on facturas and boletas only: the Factura and Boleta sheets hold the rows
 * of cac:PrepaidPayment (row 65 / 64), the notes' sheets none; and their reference is a Catálogo 12
 * 02 or 03 (2505). An advance document itself is what a later one deducts, not one that deducts.
 */
export const advanceDocument2505: DocumentRule = ({ documentType, advanceDeductions, advance }) => {
  if (!advanceDeductions) return [];
  if (documentType !== '01' && documentType !== '03') {
    return [issue('advanceDeductions', '2505', ruleMessages.advanceOnlyInvoices)];
  }
  return advance ? [issue('advanceDeductions', '2505', ruleMessages.advanceIsNotDeduction)] : [];
};
