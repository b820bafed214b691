import { z } from 'zod';
import { daySchema, isDayInRange } from '../validation/calendar-date.ts';
import { centsSchema, subscriptionStateSchema } from './billing.ts';

/*
 * The admin area's Resumen and Reportes (issue 16): a few figures of today and four reports
 * over a date range. Days and months are Lima's (LIMA_TIME_ZONE, lima-calendar.ts), as the
 * people reading them live there; dates travel as `YYYY-MM-DD`, months as `YYYY-MM`, money in
 * céntimos.
 */

/** The longest range a report covers: two years (a leap day included). */
export const REPORT_MAX_DAYS = 731;

export const insightsMessages = {
  fromInvalid: 'La fecha inicial no es válida: usa el formato AAAA-MM-DD.',
  toInvalid: 'La fecha final no es válida: usa el formato AAAA-MM-DD.',
  rangeInverted: 'La fecha inicial no puede ser posterior a la fecha final.',
  rangeTooLong: `El rango no puede superar ${REPORT_MAX_DAYS} días (dos años).`,
  reportInvalid: 'Elige un reporte válido.',
  groupByInvalid: 'Agrupa por día o por mes.',
} as const;

// ---------------------------------------------------------------------------------------------
// Resumen: GET /admin/overview

export const overviewPlanSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  /** Subscriptions in state `active` on this plan. */
  subscriptions: z.number().int().min(0),
  /** The plan's monthly price today, IGV included. */
  monthlyPriceCents: centsSchema,
});
export type OverviewPlan = z.infer<typeof overviewPlanSchema>;

export const adminOverviewSchema = z.object({
  /** The Lima month the "this month" figures count: `YYYY-MM`. */
  month: z.string(),
  users: z.object({
    /** Accounts not deleted. */
    total: z.number().int().min(0),
    newThisMonth: z.number().int().min(0),
  }),
  activeSubscriptions: z.object({
    total: z.number().int().min(0),
    byPlan: z.array(overviewPlanSchema),
  }),
  /** Sum of the active subscriptions' monthly prices (IGV included). */
  monthlyRecurringRevenueCents: centsSchema,
  ordersAwaitingApproval: z.number().int().min(0),
  /** Tokens spent issuing documents this month (the ledger's `document` debits). */
  tokensSpentThisMonth: z.number().int().min(0),
  /** Documents of every customer created this month, and those of them SUNAT rejected (issue 29). */
  documentsThisMonth: z.object({ issued: z.number().int().min(0), rejected: z.number().int().min(0) }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const adminOverviewResponseSchema = z.object({ success: z.literal(true), data: adminOverviewSchema });

// ---------------------------------------------------------------------------------------------
// Reportes: GET /admin/reports and GET /admin/reports/export

/**
 * `YYYY-MM-DD` that names a real calendar day (no 2026-02-30) within the supported years
 * (EARLIEST_DAY … LATEST_DAY: a report of year 0 or 9999 answered 500).
 */
export const isCalendarDate = isDayInRange;

/** Days from `from` to `to`, both counted: the same day is 1. */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const REPORT_GROUPINGS = ['day', 'month'] as const;
export const reportGroupingSchema = z.enum(REPORT_GROUPINGS, { error: insightsMessages.groupByInvalid });
export type ReportGrouping = z.infer<typeof reportGroupingSchema>;

const reportRangeShape = {
  from: daySchema(insightsMessages.fromInvalid),
  to: daySchema(insightsMessages.toInvalid),
  /** How new users are counted: per day or per month. */
  groupBy: reportGroupingSchema.default('month'),
};

function checkRange(value: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (!isCalendarDate(value.from) || !isCalendarDate(value.to)) return;
  if (value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: insightsMessages.rangeInverted });
  } else if (rangeDays(value.from, value.to) > REPORT_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: insightsMessages.rangeTooLong });
  }
}

/** The range of every report: Lima dates, both ends included. */
export const reportQuerySchema = z.strictObject(reportRangeShape).superRefine(checkRange);
export type ReportQuery = z.input<typeof reportQuerySchema>;

export const REPORT_KINDS = [
  'new-users',
  'subscriptions',
  'revenue',
  'tokens',
  'documents',
  'rejections',
] as const;
export const reportKindSchema = z.enum(REPORT_KINDS, { error: insightsMessages.reportInvalid });
export type ReportKind = z.infer<typeof reportKindSchema>;

export const reportExportQuerySchema = z
  .strictObject({ ...reportRangeShape, report: reportKindSchema })
  .superRefine(checkRange);
export type ReportExportQuery = z.input<typeof reportExportQuerySchema>;

export const newUsersPointSchema = z.object({
  /** `YYYY-MM-DD` per day, `YYYY-MM` per month. */
  period: z.string(),
  users: z.number().int().min(0),
});
export const subscriptionsPointSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  state: subscriptionStateSchema,
  subscriptions: z.number().int().min(0),
});
export const revenuePointSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  orders: z.number().int().min(0),
  amountCents: centsSchema,
});
export const tokensPointSchema = z.object({
  month: z.string(),
  tokens: z.number().int().min(0),
});
/** Issue 29: documents of every customer, by the day or month they were issued and how they ended. */
export const documentsPointSchema = z.object({
  period: z.string(),
  /** Accepted by SUNAT, with or without observations. */
  accepted: z.number().int().min(0),
  rejected: z.number().int().min(0),
  /** Not yet received by SUNAT (signed, sent, or an exception to correct). */
  pending: z.number().int().min(0),
  /** Voided, or their baja on its way. */
  voided: z.number().int().min(0),
});
/** SUNAT's rejections in the range, by code, most frequent first. */
export const rejectionsPointSchema = z.object({
  code: z.string(),
  /** The code's text, from the catalogue we ship. */
  description: z.string(),
  documents: z.number().int().min(0),
});
export type DocumentsPoint = z.infer<typeof documentsPointSchema>;
export type RejectionsPoint = z.infer<typeof rejectionsPointSchema>;
export type NewUsersPoint = z.infer<typeof newUsersPointSchema>;
export type SubscriptionsPoint = z.infer<typeof subscriptionsPointSchema>;
export type RevenuePoint = z.infer<typeof revenuePointSchema>;
export type TokensPoint = z.infer<typeof tokensPointSchema>;

export const adminReportsSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: reportGroupingSchema,
  /** Every day or month of the range, zeros included. */
  newUsers: z.array(newUsersPointSchema),
  /**
   * Subscriptions as they are now, by plan and state: subscriptions keep no history of their
   * states, so this one ignores the range.
   */
  subscriptions: z.array(subscriptionsPointSchema),
  /** Paid orders by the Lima month they were paid in. */
  revenue: z.array(revenuePointSchema),
  /** Tokens spent issuing documents, by month. */
  tokens: z.array(tokensPointSchema),
  /** Documents issued, by day or month, by outcome. */
  documents: z.array(documentsPointSchema),
  rejections: z.array(rejectionsPointSchema),
});
export type AdminReports = z.infer<typeof adminReportsSchema>;

export const adminReportsResponseSchema = z.object({ success: z.literal(true), data: adminReportsSchema });

/** Each report's CSV columns, in order (UTF-8 with BOM, comma separated). */
export const REPORT_CSV_HEADERS: Readonly<Record<ReportKind, readonly string[]>> = {
  'new-users': ['Periodo', 'Usuarios nuevos'],
  subscriptions: ['Plan', 'Estado', 'Suscripciones'],
  revenue: ['Mes', 'Órdenes pagadas', 'Ingresos (S/)'],
  tokens: ['Mes', 'Tokens gastados'],
  documents: ['Periodo', 'Aceptados', 'Rechazados', 'Pendientes', 'Anulados'],
  rejections: ['Código', 'Descripción', 'Comprobantes'],
};

/** `reporte-ingresos-2026-01-01-2026-11-23.csv`: what and which range, in the file's name. */
export function reportCsvFileName(report: ReportKind, from: string, to: string): string {
  const names: Record<ReportKind, string> = {
    'new-users': 'usuarios-nuevos',
    subscriptions: 'suscripciones',
    revenue: 'ingresos',
    tokens: 'tokens-gastados',
    documents: 'comprobantes',
    rejections: 'rechazos-sunat',
  };
  return `reporte-${names[report]}-${from}-${to}.csv`;
}

/** A report's CSV is not JSON: the typed client fetches it as text. */
export const reportCsvSchema = z.string();
