/**
 * Calendar dates as SUNAT counts them: YYYY-MM-DD text, whole days, no time zone (the dates are
 * already Lima's). Text compares in date order, so rules compare dates with < and >.
 */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const time = (date: string) => Date.parse(`${date}T00:00:00Z`);
  return Math.round((time(to) - time(from)) / 86_400_000);
}

/** dd/mm/aaaa, as a person in Peru reads a date. */
export const peruvianDate = (date: string): string => date.split('-').reverse().join('/');
