import type Decimal from 'decimal.js';
import { money, toAmount, toFactor, toUnitPrice, ZERO } from '../money/index.ts';
import type { LineValue } from './line-value.ts';

/** A line given by its price with taxes, after the engine derived its value from it. */
export interface PricedLine {
  /** Valor unitario: the value before the discount ÷ quantity, 10 decimals. */
  unitValue: Decimal;
  value: LineValue;
  /** What the line charges with its taxes, after its discount: round(quantity × price, 2) − discount. */
  total: Decimal;
}

/**
 * A line priced with taxes (precio de venta unitario, issue 39): its total is exactly
 * round(quantity × price, 2) less its discount (an amount with taxes), and the value is that total
 * divided by the line's tax factor, so the price the buyer was told is the price charged. The
 * taxes are then the total less the value (compute-line.ts), which SUNAT's formulas — value × rate
 * for the IGV (3103), quantity × unit value for the value (3271), (value + taxes) ÷ quantity for
 * the price (3270) — match within a cent, inside their ±1 tolerance.
 */
export function lineFromPrice(
  quantity: Decimal,
  unitPrice: Decimal,
  taxFactor: Decimal,
  discountWithTaxes?: Decimal,
): PricedLine {
  const grossTotal = toAmount(quantity.times(unitPrice));
  const discount = discountWithTaxes ? toAmount(discountWithTaxes) : ZERO;
  const total = grossTotal.minus(discount);
  const gross = toAmount(grossTotal.dividedBy(taxFactor));
  const lineExtensionAmount = toAmount(total.dividedBy(taxFactor));
  const unitValue = toUnitPrice(gross.dividedBy(quantity));
  if (discount.isZero()) return { unitValue, value: { gross, lineExtensionAmount }, total };
  const baseDiscount = gross.minus(lineExtensionAmount);
  const factor = gross.isZero() ? ZERO : toFactor(baseDiscount.dividedBy(gross));
  return {
    unitValue,
    value: { gross, discount: { amount: baseDiscount, baseAmount: gross, factor }, lineExtensionAmount },
    total,
  };
}

/** 1 + rate ÷ 100 for each rate given, multiplied: how much a value grows by its taxes. */
export function taxFactorOf(...percents: readonly (Decimal | undefined)[]): Decimal {
  return percents.reduce<Decimal>(
    (factor, percent) => (percent ? factor.times(percent.dividedBy(100).plus(1)) : factor),
    money('1'),
  );
}
