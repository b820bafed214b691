import type Decimal from 'decimal.js';
import type { AffectationCode } from '@facturador/contracts';
import type { LineTax } from '../model/computed.ts';
import { toAmount } from '../money/index.ts';
import { ISC_SYSTEM_AL_VALOR } from './rates.ts';

/**
 * ISC, sistema al valor: rate × line value (SUNAT 3108), only on onerous lines taxed with IGV
 * (openubl TasaIscRule); rules/isc-taxed-line-3223.ts refuses it elsewhere.
 */
export function iscTax(
  affectation: AffectationCode,
  lineExtensionAmount: Decimal,
  rate?: Decimal,
): LineTax | null {
  if (affectation !== '10' || !rate || rate.isZero()) return null;
  return {
    scheme: '2000',
    taxableAmount: lineExtensionAmount,
    taxAmount: toAmount(lineExtensionAmount.times(rate).dividedBy(100)),
    percent: rate,
    tierRange: ISC_SYSTEM_AL_VALOR,
  };
}
