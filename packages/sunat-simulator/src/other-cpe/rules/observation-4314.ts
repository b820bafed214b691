import { MAX_ROUNDING, ROUNDING_ERROR_FROM } from '../parameters.ts';
import type { OtherCpeRule } from './rule.ts';

/** OBS-4314: the same check as ERR-3303 on a comprobante issued before 2021-09-01 (accepted, observed). */
export const observation4314: OtherCpeRule = {
  code: '4314',
  severity: 'observation',
  check: (doc) =>
    doc.issueDate < ROUNDING_ERROR_FROM && Math.abs(doc.rounding ?? 0) > MAX_ROUNDING
      ? { code: '4314', detail: `PayableRoundingAmount: ${doc.rounding}` }
      : null,
};
