import { daysBetween } from '@facturador/einvoice';

/**
 * SUNAT's windows come from einvoice's dated table (calendar/send-deadlines.ts): the send
 * deadline of each kind of document and the 7 days of a baja. What stays here is the server's
 * own: when it warns, and how it sends a baja.
 */
export { sendDeadlineOf, voidDeadlineOf } from '@facturador/einvoice';

/** Warned this many days before the last day to send. */
export const DEADLINE_WARNING_DAYS = 1;

/** Days left until `deadline` (0 is the last day; negative: it passed). */
export const daysLeft = (today: string, deadline: string) => daysBetween(today, deadline);

/** A baja of a factura-family document goes as RA; of a boleta-family one as an RC line with status 3. */
export const voidMethodOf = (series: string): 'RA' | 'RC' => (series.startsWith('B') ? 'RC' : 'RA');
