import type Decimal from 'decimal.js';
import { toUnitPrice } from '../money/index.ts';

/**
 * cac:PricingReference. Onerous lines: price type 01 = (line value + line taxes) ÷ quantity,
 * the formula of SUNAT 3270. Free lines: price type 02 = the referential unit value (3271).
 */
export function unitPriceOf(
  free: boolean,
  quantity: Decimal,
  unitValue: Decimal,
  lineExtensionAmount: Decimal,
  lineTaxes: Decimal,
): { priceTypeCode: '01' | '02'; unitPrice: Decimal } {
  if (free) return { priceTypeCode: '02', unitPrice: toUnitPrice(unitValue) };
  return {
    priceTypeCode: '01',
    unitPrice: toUnitPrice(lineExtensionAmount.plus(lineTaxes).dividedBy(quantity)),
  };
}
