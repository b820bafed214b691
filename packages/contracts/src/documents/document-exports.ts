import { z } from 'zod';
import { successResponse } from '../envelope.ts';
import { daySchema, isDayInRange } from '../validation/calendar-date.ts';
import type { DocumentStatus } from './document-api.ts';
import { OTHER_CPE_TYPES } from './retention-perception-input.ts';

/**
 * Issue 29: what an accountant takes away from Comprobantes — the Listado's filtered set as CSV
 * or Excel, the set's totals, and a period's ZIP (XML, CDR and PDF of every document).
 */

/** The most rows one CSV or Excel export holds; past it the person narrows the filters. */
export const DOCUMENT_EXPORT_MAX_ROWS = 50_000;
/** A ZIP for the accountant covers at most this many days: any calendar month fits. */
export const ARCHIVE_MAX_DAYS = 31;
/** Every document of a ZIP gets its PDF rendered, one after another: past this, narrow the dates. */
export const ARCHIVE_MAX_DOCUMENTS = 2_000;

/**
 * Documents whose amount counts as sold: received by SUNAT, or on their way to it (the same rule
 * as the dashboard's month). Rejected, voided, voiding and exception documents do not add up.
 */
export const SELLING_STATUSES = [
  'accepted',
  'observed',
  'signed',
  'sent',
] as const satisfies readonly DocumentStatus[];

export const documentExportMessages = {
  tooManyRows: (rows: number) =>
    `Los filtros abarcan ${rows.toLocaleString('es-PE')} comprobantes; se exportan hasta ${DOCUMENT_EXPORT_MAX_ROWS.toLocaleString('es-PE')}. Acota las fechas o los filtros.`,
  archiveFromInvalid: 'Indica la fecha inicial del periodo (AAAA-MM-DD)',
  archiveToInvalid: 'Indica la fecha final del periodo (AAAA-MM-DD)',
  archiveInverted: 'La fecha inicial debe ser anterior o igual a la final',
  archiveTooLong: `El ZIP abarca como máximo ${ARCHIVE_MAX_DAYS} días: elige un mes`,
  archiveTooMany: (documents: number) =>
    `El periodo tiene ${documents.toLocaleString('es-PE')} comprobantes; el ZIP admite hasta ${ARCHIVE_MAX_DOCUMENTS.toLocaleString('es-PE')}. Acota las fechas (por ejemplo, una quincena).`,
} as const;

/** Days from `from` to `to`, both counted: the same day is 1. */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** GET …/documents/archive?from&to: Lima issue dates, both ends included. */
export const documentArchiveQuerySchema = z
  .strictObject({
    from: daySchema(documentExportMessages.archiveFromInvalid),
    to: daySchema(documentExportMessages.archiveToInvalid),
  })
  .superRefine((value, ctx) => {
    if (!isDayInRange(value.from) || !isDayInRange(value.to)) return;
    if (value.from > value.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: documentExportMessages.archiveInverted });
    } else if (daysInPeriod(value.from, value.to) > ARCHIVE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: documentExportMessages.archiveTooLong });
    }
  });
export type DocumentArchiveQuery = z.input<typeof documentArchiveQuerySchema>;

/** The filtered set's totals in one currency; credit notes subtract. Amounts are decimal strings. */
export const documentTotalsRowSchema = z.object({
  currency: z.enum(['PEN', 'USD']),
  /** Documents of the set in this currency, whatever their state. */
  documents: z.number().int(),
  /** Of them, those whose amounts count (SELLING_STATUSES). */
  selling: z.number().int(),
  igv: z.string(),
  total: z.string(),
  /**
   * Issue 41: the set's retenciones (20) and percepciones (40), on the PEN row only (they are in
   * soles), each type on its own line and never in `documents`, `selling`, `igv` or `total` (what
   * is withheld or collected is not a sale). `documents`: how many (every state); `total`: the
   * importe retenido / percibido of those accepted or on their way (SELLING_STATUSES), as the
   * dashboard's `otherCpe`. Absent when the set has none; a set of only 20/40 answers a PEN row
   * whose document figures are 0.
   */
  otherCpe: z
    .array(
      z.object({ documentType: z.enum(OTHER_CPE_TYPES), documents: z.number().int(), total: z.string() }),
    )
    .optional(),
});
export type DocumentTotalsRow = z.infer<typeof documentTotalsRowSchema>;
export const documentTotalsResponseSchema = successResponse(z.array(documentTotalsRowSchema));

/** CSV, Excel and ZIP answers are files, read as a Blob by the client. */
export const documentFileAnswerSchema = z.unknown();

/**
 * A signed XML, read as text by the client. Like the other files it has no JSON shape: the
 * OpenAPI document gives it none (a custom check is left out of JSON Schema).
 */
export const documentXmlAnswerSchema = z.custom<string>((value) => typeof value === 'string');
