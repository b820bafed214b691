import type { AdvanceDeductionCode } from '@facturador/contracts';
import { sum } from '../money/index.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * An advance takes its value off the base it was taxed in (Catálogo 53 04 IGV, 05 exonerado, 06
 * inafecto); SUNAT recomputes each base as the lines' less those advances (3277, 3275, 3274), so
 * together they never exceed it: the base would go negative, which no format of SUNAT admits.
 */
export const advancesWithinBase =
  (code: AdvanceDeductionCode, sunatCode: string, message: string): DocumentRule =>
  ({ advanceDeductions }, { computed }) => {
    const taken = (computed.advanceDeductions ?? []).filter((advance) => advance.code === code);
    const first = (advanceDeductions ?? []).findIndex((advance) => advance.reasonCode === code);
    const base = taken[0]?.baseAmount;
    if (!base || first < 0) return [];
    return sum(taken.map((advance) => advance.amount)).greaterThan(base)
      ? [issue(`advanceDeductions.${first}.amount`, sunatCode, message)]
      : [];
  };
