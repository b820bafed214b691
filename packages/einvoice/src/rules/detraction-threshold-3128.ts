import { IDENTIFICATION_THRESHOLD_PEN } from '../taxes/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * The SPOT applies to operations above S/ 700 (RS 183-2004/SUNAT, art. 13): below it a
 * detracción "does not correspond to the operation" (SUNAT 3128).
 */
export const detractionThreshold3128: DocumentRule = ({ detraction, currency }, { computed }) =>
  detraction &&
  currency === 'PEN' &&
  computed.totals.payableAmount.lessThanOrEqualTo(IDENTIFICATION_THRESHOLD_PEN)
    ? [issue('detraction', '3128', ruleMessages.detractionThreshold)]
    : [];
