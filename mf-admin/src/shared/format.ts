import { formatSoles, LIMA_TIME_ZONE } from '@facturador/contracts';

/* Figures as people in Peru read them (es-PE). */

const integer = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 });
// Dates of the reports are calendar dates: formatted at noon UTC so no zone shifts them.
const day = new Intl.DateTimeFormat('es-PE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const month = new Intl.DateTimeFormat('es-PE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('es-PE', { month: 'short', year: 'numeric', timeZone: 'UTC' });

// Instants (a sign-in, an order) are shown in Lima's time, whatever the browser's zone.
const limaDate = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeZone: LIMA_TIME_ZONE });

export const formatCount = (value: number): string => integer.format(value);

/** An ISO instant → `23 nov 2026` (Lima). */
export const formatDate = (iso: string): string => limaDate.format(new Date(iso));

/** The contracts' state words are lowercase (they read inside sentences); a badge starts upper. */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
export { formatSoles };

/** `2030-03-15` → `15/03/2030`. */
export const formatDay = (date: string): string => day.format(new Date(`${date}T12:00:00Z`));

/** `2030-03` → `marzo de 2030`. */
export const formatMonth = (value: string): string => month.format(new Date(`${value}-15T12:00:00Z`));

/** `2030-03` → `mar. 2030`: a chart axis' label. */
export const formatShortMonth = (value: string): string =>
  shortMonth.format(new Date(`${value}-15T12:00:00Z`));

/** A day (`YYYY-MM-DD`) or a month (`YYYY-MM`), as the report groups it. */
export const formatPeriod = (period: string): string =>
  period.length === 7 ? formatMonth(period) : formatDay(period);

const limaDateTime = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: LIMA_TIME_ZONE,
});

/** A moment as Peruvians read it, in Lima's time (the audit log's days are Lima days too). */
export const formatDateTime = (iso: string): string => limaDateTime.format(new Date(iso));
