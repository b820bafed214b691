import { limaDateTime } from './cdr/build-cdr.ts';

/** Whole days from `from` (YYYY-MM-DD) to `to` (YYYY-MM-DD); NaN when either is not a date. */
export function daysBetween(from: string, to: string): number {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}

/** Today in Lima, where SUNAT counts its deadlines. */
export const limaToday = (now: Date): string => limaDateTime(now).date;
