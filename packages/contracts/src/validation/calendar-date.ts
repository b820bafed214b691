import { z } from 'zod';

/*
 * Issue 28: every date a request carries lies between these days. Year 0 does not exist in
 * PostgreSQL's calendar and a day after 9999-12-31 cannot be written back as ISO 8601, so
 * dates at the calendar's edges answered 500. The bounds leave room for any real filter or
 * renewal date (a renewal may be set far ahead) and none for the edges.
 */
export const EARLIEST_DAY = '1900-01-01';
export const LATEST_DAY = '2999-12-31';

export const calendarDateMessages = {
  outOfRange: 'Usa una fecha entre el 01/01/1900 y el 31/12/2999',
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` naming a real day (no 2026-02-30), whatever its year. */
export function isRealDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A real day within EARLIEST_DAY … LATEST_DAY (ISO days compare as text). */
export const isDayInRange = (value: string): boolean =>
  isRealDay(value) && value >= EARLIEST_DAY && value <= LATEST_DAY;

/**
 * A day field: its own message when the text is not a day, the range's when it is one outside
 * the supported years.
 */
export function daySchema(formatMessage: string) {
  return z
    .string({ error: formatMessage })
    .trim()
    .refine(isRealDay, formatMessage)
    .refine((day) => !isRealDay(day) || isDayInRange(day), calendarDateMessages.outOfRange);
}
