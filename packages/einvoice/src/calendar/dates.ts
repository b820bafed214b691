/*
 * Calendar dates as SUNAT counts them: YYYY-MM-DD text, whole days, no time zone (the dates are
 * already Lima's). Text compares in date order, so rules compare dates with < and >. The day
 * arithmetic is Lima's calendar's (@facturador/contracts), the one every side uses.
 */
export { addDays, daysBetween } from '@facturador/contracts';

/** dd/mm/aaaa, as a person in Peru reads a date. */
export const peruvianDate = (date: string): string => date.split('-').reverse().join('/');
