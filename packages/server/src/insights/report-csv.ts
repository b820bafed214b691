import { REPORT_CSV_HEADERS, SUBSCRIPTION_STATE_LABELS, type ReportKind } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { csvDocument } from '../csv/csv-document.ts';
import {
  documentsReport,
  newUsersReport,
  rejectionsReport,
  revenueReport,
  subscriptionsReport,
  tokensReport,
  type ReportRange,
} from './admin-reports.ts';

/** Céntimos as a plain decimal a spreadsheet reads as a number: `12345` → `123.45`. */
const solesAmount = (cents: number): string => (cents / 100).toFixed(2);

/** One report's rows as strings, in REPORT_CSV_HEADERS' order: the rows its chart shows. */
const ROWS: Record<ReportKind, (db: Queryable, range: ReportRange) => Promise<string[][]>> = {
  'new-users': async (db, range) =>
    (await newUsersReport(db, range)).map((point) => [point.period, String(point.users)]),
  subscriptions: async (db) =>
    (await subscriptionsReport(db)).map((point) => [
      point.planName,
      SUBSCRIPTION_STATE_LABELS[point.state],
      String(point.subscriptions),
    ]),
  revenue: async (db, range) =>
    (await revenueReport(db, range)).map((point) => [
      point.month,
      String(point.orders),
      solesAmount(point.amountCents),
    ]),
  tokens: async (db, range) =>
    (await tokensReport(db, range)).map((point) => [point.month, String(point.tokens)]),
  documents: async (db, range) =>
    (await documentsReport(db, range)).map((point) => [
      point.period,
      String(point.accepted),
      String(point.rejected),
      String(point.pending),
      String(point.voided),
    ]),
  rejections: async (db, range) =>
    (await rejectionsReport(db, range)).map((point) => [
      point.code,
      point.description,
      String(point.documents),
    ]),
};

/** A report as its CSV download: BOM, Spanish headers, CRLF lines. */
export async function reportCsv(db: Queryable, report: ReportKind, range: ReportRange): Promise<string> {
  return csvDocument(REPORT_CSV_HEADERS[report], await ROWS[report](db, range));
}
