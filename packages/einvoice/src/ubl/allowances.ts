import type Decimal from 'decimal.js';
import type { ComputedDocument } from '../model/computed.ts';
import { type Node, text } from './builder.ts';
import { amount, upTo } from './format.ts';

/** Catálogo 53 code 00: line discount that reduces the base. */
export const LINE_DISCOUNT = '00';

export interface AllowanceFigures {
  reasonCode: string;
  amount: Decimal;
  baseAmount: Decimal;
  /** amount ÷ base, written with up to 5 decimals as greenter does. */
  factor: Decimal;
}

/** cac:AllowanceCharge for a discount (ChargeIndicator false). */
export function appendDiscount(parent: Node, currency: string, discount: AllowanceFigures): void {
  const node = parent.ele('cac:AllowanceCharge');
  text(node, 'cbc:ChargeIndicator', 'false');
  text(node, 'cbc:AllowanceChargeReasonCode', discount.reasonCode);
  text(node, 'cbc:MultiplierFactorNumeric', upTo(discount.factor, 5));
  text(node, 'cbc:Amount', amount(discount.amount), { currencyID: currency });
  text(node, 'cbc:BaseAmount', amount(discount.baseAmount), { currencyID: currency });
}

/** The document-level discount (Catálogo 53 code 02), when the engine computed one. */
export function appendGlobalDiscount(
  root: Node,
  doc: Pick<ComputedDocument, 'globalDiscount' | 'currency'>,
): void {
  if (doc.globalDiscount)
    appendDiscount(root, doc.currency, { reasonCode: doc.globalDiscount.code, ...doc.globalDiscount });
}

/**
 * The percepción as a global charge (Factura row 63): ChargeIndicator true (3114), its Catálogo 53
 * code 51–53, the régimen's factor, amount and base, in PEN (2792/2788). It is not one of the
 * charges ChargeTotalAmount sums (3301: 45, 46, 48, 50).
 */
export function appendPerceptionCharge(root: Node, doc: Pick<ComputedDocument, 'perception'>): void {
  const perception = doc.perception;
  if (!perception) return;
  const node = root.ele('cac:AllowanceCharge');
  text(node, 'cbc:ChargeIndicator', 'true');
  text(node, 'cbc:AllowanceChargeReasonCode', perception.code);
  text(node, 'cbc:MultiplierFactorNumeric', upTo(perception.factor, 5));
  text(node, 'cbc:Amount', amount(perception.amount), { currencyID: 'PEN' });
  text(node, 'cbc:BaseAmount', amount(perception.baseAmount), { currencyID: 'PEN' });
}
