import type Decimal from 'decimal.js';
import { money } from '../money/index.ts';

/** One period of a company's IGV rate; `to` inclusive, null or absent while in force. */
export interface IgvRatePeriod {
  from: string;
  to?: string | null;
  percent: string;
}

/** 16 % IGV + 2 % IPM since 2011-03-01 (Ley 29666). */
export const STANDARD_IGV_PERCENT = '18';

export const DEFAULT_IGV_SCHEDULE: readonly IgvRatePeriod[] = [
  { from: '2011-03-01', to: null, percent: STANDARD_IGV_PERCENT },
];

/**
 * Qualifying MYPE restaurants and hotels: 8 % IGV + 2 % IPM from 2022-09-01 (Ley 31556),
 * extended by Ley 32219 to 2026 and 12 % in 2027, then back to 18 %. Verify against El Peruano
 * before relying on the 2027 step; each company keeps its own schedule anyway.
 */
export const RESTAURANT_HOTEL_IGV_SCHEDULE: readonly IgvRatePeriod[] = [
  { from: '2011-03-01', to: '2022-08-31', percent: STANDARD_IGV_PERCENT },
  { from: '2022-09-01', to: '2026-12-31', percent: '10' },
  { from: '2027-01-01', to: '2027-12-31', percent: '12' },
  { from: '2028-01-01', to: null, percent: STANDARD_IGV_PERCENT },
];

/**
 * The rate in force on `date` (YYYY-MM-DD, compared as text): among the periods that cover the
 * date, the one that started last (the later entry on a tie); 18 % when none does.
 */
export function igvPercentOn(schedule: readonly IgvRatePeriod[], date: string): Decimal {
  const latest = schedule
    .filter((period) => period.from <= date && (period.to == null || date <= period.to))
    .reduce<IgvRatePeriod | null>(
      (best, period) => (best === null || period.from >= best.from ? period : best),
      null,
    );
  return money(latest?.percent ?? STANDARD_IGV_PERCENT);
}
