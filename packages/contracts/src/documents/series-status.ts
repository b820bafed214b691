import { z } from 'zod';
import { successResponse } from '../envelope.ts';
import { documentEnvironmentSchema, documentStatusSchema } from './document-api.ts';
import { ISSUED_DOCUMENT_TYPES } from './document-input.ts';

/**
 * Issue 43, item 5: what SUNAT has of each series of a company in one environment — the last
 * number, the numbers SUNAT has not taken yet, and the documents whose last day (to send, or to
 * communicate their baja) is near or past.
 */

/** Numbers and deadlines listed per series; the counts beside them say how many there are in all. */
export const SERIES_STATUS_LIST_LIMIT = 20;

/** `?environment=production`: without it, the environment the company issues in now. */
export const seriesStatusQuerySchema = z.strictObject({
  environment: documentEnvironmentSchema.optional(),
});
export type SeriesStatusQuery = z.input<typeof seriesStatusQuerySchema>;

/** A number SUNAT has not taken: firmado, enviado sin respuesta, or with an exception to resend. */
const pendingNumberSchema = z.object({
  documentId: z.string(),
  number: z.number().int(),
  status: documentStatusSchema,
});

const deadlineSchema = z.object({
  documentId: z.string(),
  number: z.number().int(),
  status: documentStatusSchema,
  /** `send`: the last day to send it to SUNAT; `void`: the last day to communicate its baja. */
  kind: z.enum(['send', 'void']),
  /** YYYY-MM-DD, Lima's calendar. */
  deadline: z.string(),
  /** 0: today is the last day; negative: it passed. */
  daysLeft: z.number().int(),
});
export type SeriesDeadline = z.infer<typeof deadlineSchema>;

export const seriesStatusItemSchema = z.object({
  documentType: z.enum(ISSUED_DOCUMENT_TYPES),
  series: z.string(),
  /** The last number issued on the series in this environment (0: none yet). */
  lastNumber: z.number().int(),
  lastIssueDate: z.string().nullable(),
  /** Numbers SUNAT has not accepted yet (signed, sent, exception); the lowest first, at most the limit. */
  pendingCount: z.number().int(),
  pending: z.array(pendingNumberSchema),
  /** Numbers SUNAT rejected: burned, never accepted, never reused. */
  rejectedCount: z.number().int(),
  /** Deadlines within the warning days or past, the soonest first, at most the limit. */
  deadlineCount: z.number().int(),
  deadlines: z.array(deadlineSchema),
});
export type SeriesStatusItem = z.infer<typeof seriesStatusItemSchema>;

export const seriesStatusSchema = z.object({
  environment: documentEnvironmentSchema,
  /** YYYY-MM-DD in Lima: the day `daysLeft` counts from. */
  today: z.string(),
  /** A deadline this many days away or fewer is listed. */
  warningDays: z.number().int(),
  /** How many numbers and deadlines each series lists at most. */
  listLimit: z.number().int(),
  series: z.array(seriesStatusItemSchema),
});
export type SeriesStatus = z.infer<typeof seriesStatusSchema>;

export const seriesStatusResponseSchema = successResponse(seriesStatusSchema);
