import Decimal from 'decimal.js';

/**
 * The one Decimal constructor of the tax engine. SUNAT rounds half up (the XSL's `round()`), so
 * every `toDecimalPlaces` below rounds HALF_UP without saying it again. 64 significant digits
 * hold 12 integer digits × 10 decimals twice over, so a product is never rounded by precision.
 */
export const Money = Decimal.clone({ rounding: Decimal.ROUND_HALF_UP, precision: 64 });
export type Money = Decimal;

export const ZERO: Decimal = new Money('0');

/** A Decimal (of any copy of decimal.js) or a decimal string, as one of ours. Never a JS number. */
export function money(value: Decimal | string): Decimal {
  return new Money(typeof value === 'string' ? value : value.toString());
}

/** Amounts travel with 2 decimals (greenter FormatFilter, SUNAT format n(12,2)). */
export function toAmount(value: Decimal): Decimal {
  return value.toDecimalPlaces(2);
}

/** Unit values and prices keep up to 10 decimals (SUNAT format n(12,10)). */
export function toUnitPrice(value: Decimal): Decimal {
  return value.toDecimalPlaces(10);
}

/** Factors of charges and discounts carry 5 decimals (SUNAT 3052/3025). */
export function toFactor(value: Decimal): Decimal {
  return value.toDecimalPlaces(5);
}

export function sum(values: readonly Decimal[]): Decimal {
  return values.reduce<Decimal>((total, value) => total.plus(value), ZERO);
}
