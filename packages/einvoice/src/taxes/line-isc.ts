import type Decimal from 'decimal.js';
import type { AffectationCode } from '@facturador/contracts';
import type { LineTax } from '../model/computed.ts';
import { toAmount } from '../money/index.ts';
import { ISC_SYSTEM_AL_VALOR } from './rates.ts';

/**
 * ISC, sistema al valor: rate × line value (SUNAT 3108), on the onerous lines SUNAT lets carry it
 * (iscApplies); rules/isc-taxed-line-3223.ts refuses it elsewhere.
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

/**
 * The onerous affectations ISC goes with (Factura row 36, 3223: '1000', '9997' or '9998' «y/o
 * '2000'»): gravado, exonerado and inafecto. The sheet also allows it on free lines (9996), which
 * this engine does not compute yet (rules/isc-taxed-line-3223.ts says so before issuing).
 */
export const ISC_AFFECTATIONS: readonly AffectationCode[] = ['10', '20', '30'];

/** Whether a line pays ISC: a rate above zero on an onerous gravado, exonerado or inafecto line. */
export function iscApplies(affectation: AffectationCode, rate?: Decimal): rate is Decimal {
  return ISC_AFFECTATIONS.includes(affectation) && rate !== undefined && !rate.isZero();
}
