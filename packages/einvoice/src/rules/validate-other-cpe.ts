import type { RetentionPerceptionInput } from '@facturador/contracts';
import { exchangeRate2721 } from './exchange-rate-2721.ts';
import type { OtherCpeRule, OtherCpeRuleContext, OtherCpeRuleIssue } from './other-cpe-rule.ts';
import { otherCpeRounding3303 } from './other-cpe-rounding-3303.ts';
import { otherCpeSendDeadline2600 } from './other-cpe-send-deadline-2600.ts';
import { paymentDate2625 } from './payment-date-2625.ts';
import { paymentNumber2626 } from './payment-number-2626.ts';
import { paymentPeriod2661 } from './payment-period-2661.ts';
import { perceptionRegime2602 } from './perception-regime-2602.ts';
import { providerRuc2511 } from './provider-ruc-2511.ts';
import { receiverNotIssuer2620 } from './receiver-not-issuer-2620.ts';
import { relatedDocumentType2692 } from './related-document-type-2692.ts';
import { retentionRegime2618 } from './retention-regime-2618.ts';
import { retentionSixPercent2985 } from './retention-six-percent-2985.ts';

/** Every rule of a retención or percepción, in the order of SUNAT's sheets. */
export const OTHER_CPE_RULES: readonly OtherCpeRule[] = [
  otherCpeSendDeadline2600,
  receiverNotIssuer2620,
  providerRuc2511,
  retentionRegime2618,
  perceptionRegime2602,
  otherCpeRounding3303,
  relatedDocumentType2692,
  retentionSixPercent2985,
  paymentPeriod2661,
  paymentDate2625,
  paymentNumber2626,
  exchangeRate2721,
];

/**
 * What SUNAT would say about a retención or percepción reaching it `context.today`: errors (it
 * must not be signed) and observations (said to the person; it still goes). [] when nothing.
 */
export const validateRetentionPerception = (
  input: RetentionPerceptionInput,
  context: OtherCpeRuleContext,
): OtherCpeRuleIssue[] => OTHER_CPE_RULES.flatMap((rule) => rule(input, context));
