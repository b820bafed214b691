import type Decimal from 'decimal.js';
import type { AffectationCode } from '@facturador/contracts';
import type { LineTax } from '../model/computed.ts';
import { affectationOf } from '../catalogs/index.ts';
import { money, toAmount, ZERO } from '../money/index.ts';
import { IVAP_PERCENT } from './rates.ts';

/** cbc:Percent of the IGV-family tax of a line: SUNAT 2993 wants the rate, 3101 wants 0. */
export function igvFamilyPercent(affectation: AffectationCode, igvPercent: Decimal): Decimal {
  switch (affectationOf(affectation).group) {
    case 'taxed':
    case 'taxed-free':
      return igvPercent;
    case 'ivap':
      return money(IVAP_PERCENT);
    default:
      return ZERO;
  }
}

/**
 * The IGV-family tax every line carries (SUNAT 3105), under the scheme of its afectación:
 * base × rate (3103). The base is the line value plus its ISC, which only a taxed line (10) has
 * (line-isc.ts), so the IGV base includes the ISC; a "retiro" (11–16) computes
 * IGV on the referential value under 9996, which is reported but not payable.
 */
export function igvFamilyTax(
  affectation: AffectationCode,
  lineExtensionAmount: Decimal,
  isc: Decimal,
  igvPercent: Decimal,
): LineTax {
  const { scheme } = affectationOf(affectation);
  const percent = igvFamilyPercent(affectation, igvPercent);
  const taxableAmount = lineExtensionAmount.plus(isc);
  return {
    scheme,
    taxableAmount,
    taxAmount: toAmount(taxableAmount.times(percent).dividedBy(100)),
    percent,
    affectation,
  };
}
