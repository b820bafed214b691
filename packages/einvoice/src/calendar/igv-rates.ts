import type Decimal from 'decimal.js';
import { money } from '../money/index.ts';

/** One period of an IGV rate; `to` inclusive, null or absent while in force. */
export interface IgvRatePeriod {
  from: string;
  to?: string | null;
  percent: string;
}

/** The IGV regimes a company may be in: the general rate, or the reduced one of Ley 31556. */
export const IGV_REGIMES = ['general', 'restaurant_hotel'] as const;
export type IgvRegime = (typeof IGV_REGIMES)[number];

/** 16 % IGV + 2 % IPM since 2011-03-01 (Ley 29666). */
export const STANDARD_IGV_PERCENT = '18';

/**
 * SUNAT's parameter 012 («Tasa IGV»: start date → rate) as each regime lives it, the one table
 * every side reads by the document's issue date (README: the sheet version it follows).
 *
 * The reduced rate of qualifying MYPE restaurants and hotels (Ley 31556, extended by Ley 32219;
 * its padrón checked by OBS-4439): 8 % IGV + 2 % IPM from 2022-09-01; 8 % + 2.5 % IPM (Ley 32387)
 * = 10.5 % from 2026-02-13, the day SUNAT's validation sheet v20260212 took it for ERR-3279,
 * ERR-3291, OBS-4019, OBS-4290, OBS-4310 and OBS-4439 (the law says 2026-01-01, but SUNAT refused
 * 10.5 before its sheet changed, and a document must carry the rate SUNAT accepts on its date).
 * Later steps (2027 on) are not in SUNAT's sheet yet: they are added here, dated, when it is.
 */
export const IGV_RATE_TABLE: Readonly<Record<IgvRegime, readonly IgvRatePeriod[]>> = {
  general: [{ from: '2011-03-01', to: null, percent: STANDARD_IGV_PERCENT }],
  restaurant_hotel: [
    { from: '2011-03-01', to: '2022-08-31', percent: STANDARD_IGV_PERCENT },
    { from: '2022-09-01', to: '2026-02-12', percent: '10' },
    { from: '2026-02-13', to: null, percent: '10.5' },
  ],
};

/** The general regime's schedule. */
export const DEFAULT_IGV_SCHEDULE = IGV_RATE_TABLE.general;
/** The restaurant and hotel regime's schedule (Ley 31556). */
export const RESTAURANT_HOTEL_IGV_SCHEDULE = IGV_RATE_TABLE.restaurant_hotel;

/**
 * The rate in force on `date` (YYYY-MM-DD, compared as text): among the periods that cover the
 * date, the one that started last (the later entry on a tie); 18 % when none does.
 */
export function igvPercentOn(schedule: readonly IgvRatePeriod[] | undefined, date: string): Decimal {
  // Stryker disable next-line ArrayDeclaration: an element without `from` covers no date, as none does.
  const latest = (schedule ?? [])
    .filter((period) => period.from <= date && (period.to == null || date <= period.to))
    .reduce<IgvRatePeriod | null>(
      (best, period) => (best === null || period.from >= best.from ? period : best),
      null,
    );
  return money(latest?.percent ?? STANDARD_IGV_PERCENT);
}

/** The rate a regime charges on `date`. */
export function igvPercentFor(regime: IgvRegime, date: string): Decimal {
  return igvPercentOn(IGV_RATE_TABLE[regime], date);
}

/**
 * The rates SUNAT takes as «tasa vigente» on `date` (ERR-3462): each regime's rate that day; a
 * note (07/08) may also keep the rate of the document it modifies, so every reduced rate that was
 * in force on or before that day is valid on a note too (the sheet's «18.00, 10.50 o 10.00»).
 */
export function validIgvPercentsOn(date: string, isNote: boolean): string[] {
  const valid = new Set(IGV_REGIMES.map((regime) => igvPercentFor(regime, date).toString()));
  if (isNote)
    for (const schedule of Object.values(IGV_RATE_TABLE))
      for (const period of schedule)
        // Stryker disable next-line EqualityOperator: equivalent `<`, a period started on `date` is already in force.
        if (period.from <= date) valid.add(money(period.percent).toString());
  return [...valid];
}
