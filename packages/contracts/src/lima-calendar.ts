/*
 * Lima's calendar, one owner for every side (server, engine, double's client, browser): SUNAT
 * dates documents and counts its deadlines in Lima, and the people reading the product live
 * there, so every date a person or SUNAT reads is Lima's. Peru keeps UTC−5 all year (no daylight
 * saving since 1994), which makes the offset a constant too (SQL and ISO texts use it).
 */

/** The IANA zone every date of the product is read in. */
export const LIMA_TIME_ZONE = 'America/Lima';
/** Lima's offset from UTC in ISO 8601 form. */
export const LIMA_UTC_OFFSET = '-05:00';
/** One day of 24 hours, in milliseconds: for instants; calendar days use addDays. */
export const DAY_MS = 86_400_000;

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: LIMA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LIMA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The day in Lima at `at`, YYYY-MM-DD: the issue date SUNAT expects. */
export const limaDate = (at: Date): string => dateFormat.format(at);
/** The time in Lima at `at`, HH:MM:SS. */
export const limaTime = (at: Date): string => timeFormat.format(at);
/** The instant the Lima day `date` (YYYY-MM-DD) begins. */
export const limaDayStart = (date: string): Date => new Date(`${date}T00:00:00${LIMA_UTC_OFFSET}`);

/**
 * `date` plus `days` calendar days (YYYY-MM-DD in and out, negative to go back). Calendar dates
 * carry no zone, so the arithmetic is UTC's, where every day has 24 hours.
 */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const time = (date: string) => Date.parse(`${date}T00:00:00Z`);
  return Math.round((time(to) - time(from)) / DAY_MS);
}

/** The instant `days` whole days of 24 hours after `at` (negative: before). */
export const plusDays = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);
