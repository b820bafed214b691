import { addDays } from './dates.ts';
import { startedLast } from './rule-versions.ts';

/** The families whose «plazo máximo de envío» SUNAT counts apart. */
export type SendFamily = 'factura' | 'boleta' | 'boleta-note';

/** One dated entry of the send deadlines: from `from` on, each family's days after the issue date. */
export interface SendDeadlinePeriod {
  from: string;
  days: Readonly<Record<SendFamily, number>>;
  /** The SUNAT code a late document is refused with. */
  codes: Readonly<Record<SendFamily, string>>;
}

/**
 * SUNAT's send deadlines by issue date (sheet v20260212). Since 2024-11-01 ERR-2108 (facturas and
 * their notes) and ERR-1079 (boletas) read «el plazo máximo de envío según normativa vigente para
 * cada tipo de comprobante» (Control_de_Cambios, 2024-10-11): 3 calendar days for facturas and
 * their notes (RS 000003-2023/SUNAT) and, as the OSE parameter table gives, for boletas; a note of
 * a boleta sent alone, 5 days (NotaCredito2_0 / NotaDebito2_0, row 4, ERR-1079).
 */
export const SEND_DEADLINE_TABLE: readonly SendDeadlinePeriod[] = [
  {
    from: '2024-11-01',
    days: { factura: 3, boleta: 3, 'boleta-note': 5 },
    codes: { factura: '2108', boleta: '1079', 'boleta-note': '1079' },
  },
];

/** A comunicación de baja (RA) or an RC void line: within 7 days of the document's issue. */
export const VOID_WINDOW_DAYS = 7;

/** The family of a document by its type and series (a note follows the letter of what it modifies). */
export function sendFamilyOf(documentType: string, series: string): SendFamily {
  const note = documentType === '07' || documentType === '08';
  if (!series.startsWith('B') && documentType !== '03') return 'factura';
  return note ? 'boleta-note' : 'boleta';
}

/** The entry in force for an issue date; the earliest one for a date before the table starts. */
export function sendDeadlinePeriodOn(issueDate: string): SendDeadlinePeriod {
  return startedLast(SEND_DEADLINE_TABLE, issueDate) ?? SEND_DEADLINE_TABLE[0]!;
}

/** The last day SUNAT takes the document on, and the code it answers after it. */
export function sendDeadlineOf(
  documentType: string,
  series: string,
  issueDate: string,
): { lastDay: string; days: number; code: string } {
  const family = sendFamilyOf(documentType, series);
  const period = sendDeadlinePeriodOn(issueDate);
  return {
    lastDay: addDays(issueDate, period.days[family]),
    days: period.days[family],
    code: period.codes[family],
  };
}

/** The last day a baja may be sent for a document issued on `issueDate`. */
export const voidDeadlineOf = (issueDate: string): string => addDays(issueDate, VOID_WINDOW_DAYS);
