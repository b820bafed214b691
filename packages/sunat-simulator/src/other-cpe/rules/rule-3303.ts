import { MAX_ROUNDING, ROUNDING_ERROR_FROM } from '../parameters.ts';
import type { OtherCpeRule } from './rule.ts';

/**
 * ERR-3303 (Retenciones1_0 row 36, Percepciones1_0 row 37): |PayableRoundingAmount| > 1. From
 * 2021-09-01 (by the comprobante's issue date); before it, the observation 4314 (observation-4314.ts).
 */
export const rule3303: OtherCpeRule = {
  code: '3303',
  severity: 'error',
  check: (doc) =>
    doc.issueDate >= ROUNDING_ERROR_FROM && Math.abs(doc.rounding ?? 0) > MAX_ROUNDING
      ? { code: '3303', detail: `PayableRoundingAmount: ${doc.rounding}` }
      : null,
};
