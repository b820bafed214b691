import { LIMA_TIME_ZONE } from '@facturador/contracts';
/*
 * Lima's dates, whatever the device's zone: the page is also rendered on a server (decision 39),
 * whose zone may differ from the browser's, and the two must print the same text.
 */
const date = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeZone: LIMA_TIME_ZONE });
const dateTime = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: LIMA_TIME_ZONE,
});
/** To the second, as toLocaleString writes it: a history's retries can be seconds apart. */
const dateTimeSeconds = new Intl.DateTimeFormat('es-PE', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  timeZone: LIMA_TIME_ZONE,
});
const integer = new Intl.NumberFormat('es-PE');

export const formatDate = (iso: string): string => date.format(new Date(iso));
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
export const formatDateTimeSeconds = (iso: string): string => dateTimeSeconds.format(new Date(iso));
export const formatCount = (value: number): string => integer.format(value);
/** A ledger movement: "+500" for a credit, "−1" (minus sign) for a debit. */
export const formatDelta = (delta: number): string =>
  delta > 0 ? `+${integer.format(delta)}` : `−${integer.format(Math.abs(delta))}`;
/** The contracts' state words are lowercase (they read inside sentences); a badge starts upper. */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
