import { OTHER_CPE_ROUNDING, versionOn } from '../calendar/index.ts';
import { money } from '../money/index.ts';
import { otherCpeMessages } from './other-cpe-messages.ts';
import type { OtherCpeRule } from './other-cpe-rule.ts';

/**
 * SUNAT 3303 (Retenciones1_0 row 36, Percepciones1_0 row 37): PayableRoundingAmount «el valor
 * absoluto es mayor a 1». Before 2021-09-01 the same check was the observation 4314
 * (calendar/retention-perception.ts): read by the comprobante's issue date.
 */
export const otherCpeRounding3303: OtherCpeRule = ({ issueDate, totalRounding }) => {
  const check = versionOn(OTHER_CPE_ROUNDING, issueDate);
  if (!check || totalRounding === undefined || money(totalRounding).abs().lte(check.max)) return [];
  return [
    {
      field: 'totalRounding',
      code: check.amountCode,
      severity: check.severity,
      message: otherCpeMessages.rounding(check.max),
    },
  ];
};
