import { addDays, daysBetween } from './lima-time.ts';

/**
 * SUNAT's windows (EINVOICING.md, "Deadlines"): a factura and its notes reach SUNAT within 3
 * calendar days of the issue date (RS 000003-2023/SUNAT; after that, 2108). Boletas: the OSE
 * parameter table says 3 as well, so one window serves both until SUNAT says otherwise.
 */
export const SEND_WINDOW_DAYS = 3;
/** A comunicación de baja (RA) or an RC void line: within 7 days of the document's issue. */
export const VOID_WINDOW_DAYS = 7;
/** Warned this many days before the last day to send. */
export const DEADLINE_WARNING_DAYS = 1;

export const sendDeadlineOf = (issueDate: string) => addDays(issueDate, SEND_WINDOW_DAYS);
export const voidDeadlineOf = (issueDate: string) => addDays(issueDate, VOID_WINDOW_DAYS);

/** Days left until `deadline` (0 is the last day; negative: it passed). */
export const daysLeft = (today: string, deadline: string) => daysBetween(today, deadline);

/** A baja of a factura-family document goes as RA; of a boleta-family one as an RC line with status 3. */
export const voidMethodOf = (series: string): 'RA' | 'RC' => (series.startsWith('B') ? 'RC' : 'RA');
