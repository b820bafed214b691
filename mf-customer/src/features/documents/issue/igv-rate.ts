import { STANDARD_IGV_PERCENT } from '@facturador/einvoice/calc';

export interface IgvRatePeriod {
  from: string;
  to: string | null;
  percent: string;
}

/**
 * The company's rate on the issue date, as the server taxes the document (igvPercentOn); the
 * general 18 % while the schedule is unknown or the date is not yet a date.
 */
export function igvRateOn(rates: readonly IgvRatePeriod[] | undefined, issueDate: string): string {
  if (!rates || !/^\d{4}-\d{2}-\d{2}$/.test(issueDate)) return STANDARD_IGV_PERCENT;
  const period = rates.find((rate) => rate.from <= issueDate && (rate.to === null || issueDate <= rate.to));
  return period?.percent ?? STANDARD_IGV_PERCENT;
}
