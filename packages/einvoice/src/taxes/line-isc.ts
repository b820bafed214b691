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
  if (!iscApplies(affectation, rate)) return null;
  return {
    scheme: '2000',
    taxableAmount: lineExtensionAmount,
    taxAmount: toAmount(lineExtensionAmount.times(rate).dividedBy(100)),
    percent: rate,
    tierRange: ISC_SYSTEM_AL_VALOR,
  };
}

/** Whether a line pays ISC: a rate above zero on an onerous line taxed with IGV. */
export function iscApplies(affectation: AffectationCode, rate?: Decimal): rate is Decimal {
  return affectation === '10' && rate !== undefined && !rate.isZero();
}
