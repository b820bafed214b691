import type Decimal from 'decimal.js';
import { toAmount, toFactor, ZERO } from '../money/index.ts';

export interface LineValue {
  /** quantity × unit value, before the discount: the discount's base. */
  gross: Decimal;
  discount?: { amount: Decimal; baseAmount: Decimal; factor: Decimal };
  /** cbc:LineExtensionAmount = quantity × value − discount (SUNAT 3271). */
  lineExtensionAmount: Decimal;
}

/**
 * Line value with its discount (Catálogo 53 code 00, which reduces the base). For a free line
 * the unit value is the referential one, so the same formula gives its referential value.
 */
export function lineValue(quantity: Decimal, unitValue: Decimal, discount?: Decimal): LineValue {
  const gross = toAmount(quantity.times(unitValue));
  if (!discount || discount.isZero()) return { gross, lineExtensionAmount: gross };
  const amount = toAmount(discount);
  const factor = gross.isZero() ? ZERO : toFactor(amount.dividedBy(gross));
  return {
    gross,
    discount: { amount, baseAmount: gross, factor },
    lineExtensionAmount: gross.minus(amount),
  };
}
