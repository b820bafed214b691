import type { LineTax } from '../model/computed.ts';
import { money, toAmount, ZERO } from '../money/index.ts';
import { ICBPER_PER_BAG } from './rates.ts';

/**
 * ICBPER: bags × amount per bag (SUNAT 4318), written with BaseUnitMeasure and PerUnitAmount.
 * It has no taxable amount (taxableAmount is 0 and is not written) and stays outside the IGV base.
 */
export function icbperTax(bags: number | undefined): LineTax | null {
  if (!bags) return null;
  const perUnitAmount = money(ICBPER_PER_BAG);
  return {
    scheme: '7152',
    taxableAmount: ZERO,
    taxAmount: toAmount(perUnitAmount.times(bags)),
    bags,
    perUnitAmount,
  };
}
