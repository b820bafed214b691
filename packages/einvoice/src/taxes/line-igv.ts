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
 * base × rate (3103). The IGV base is the line value plus its ISC (line-isc.ts); an exonerado or
 * inafecto line's base is its value, its ISC aside; a "retiro" (11–16) computes
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
  // ISC is part of the IGV base (3103), but not of the exonerado/inafecto bases: SUNAT sums those
  // from the lines' values (3275, 3274), so 9997/9998 keep the line value as their base.
  const { group } = affectationOf(affectation);
  const taxableAmount =
    group === 'taxed' || group === 'ivap' ? lineExtensionAmount.plus(isc) : lineExtensionAmount;
  return {
    scheme,
    taxableAmount,
    taxAmount: toAmount(taxableAmount.times(percent).dividedBy(100)),
    percent,
    affectation,
  };
}
