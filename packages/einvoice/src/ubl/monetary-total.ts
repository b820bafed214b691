import type { ComputedTotals } from '../model/computed.ts';
import { type Node, text } from './builder.ts';
import { amount } from './format.ts';

/**
 * cac:LegalMonetaryTotal (Invoice, CreditNote) or cac:RequestedMonetaryTotal (DebitNote).
 * Allowances, charges and rounding are written only when present, as greenter does.
 */
export function appendMonetaryTotal(
  root: Node,
  elementName: 'cac:LegalMonetaryTotal' | 'cac:RequestedMonetaryTotal',
  currency: string,
  totals: ComputedTotals,
): void {
  const node = root.ele(elementName);
  const put = (name: string, value: ComputedTotals[keyof ComputedTotals]) =>
    text(node, name, amount(value), { currencyID: currency });
  put('cbc:LineExtensionAmount', totals.lineExtensionAmount);
  put('cbc:TaxInclusiveAmount', totals.taxInclusiveAmount);
  if (!totals.allowanceTotalAmount.isZero()) put('cbc:AllowanceTotalAmount', totals.allowanceTotalAmount);
  if (!totals.chargeTotalAmount.isZero()) put('cbc:ChargeTotalAmount', totals.chargeTotalAmount);
  if (!totals.prepaidAmount.isZero()) put('cbc:PrepaidAmount', totals.prepaidAmount);
  if (!totals.payableRoundingAmount.isZero()) put('cbc:PayableRoundingAmount', totals.payableRoundingAmount);
  put('cbc:PayableAmount', totals.payableAmount);
}
