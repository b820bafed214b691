import { limaDate, type DocumentsMonth } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { SELLING_SQL as SELLING, signedSql } from './selling.ts';

/** A credit note takes back what its document sold. */
const SIGNED_TOTAL = signedSql('total');
const ATTENTION_LIMIT = 10;

/**
 * The dashboard's month (issue 29): documents of every company the user belongs to, by their
 * issue date in Lima's calendar (the date SUNAT reads), from the 1st to today.
 */
export async function documentsMonth(db: Queryable, userId: string, now: Date): Promise<DocumentsMonth> {
  const today = limaDate(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const mine = `d.company_id IN (SELECT company_id FROM company_members WHERE user_id = $1)`;
  const inMonth = `d.issue_date BETWEEN $2::date AND $3::date`;
  const params = [userId, monthStart, today];
  const [[counts], sales, byDay, attention] = await Promise.all([
    db.query<{ issued: number }>(
      `SELECT count(*)::integer AS issued FROM documents d WHERE ${mine} AND ${inMonth}`,
      params,
    ),
    db.query<{ currency: string; total: string }>(
      `SELECT d.currency, sum(${SIGNED_TOTAL})::numeric(14, 2)::text AS total FROM documents d
        WHERE ${mine} AND ${inMonth} AND ${SELLING} GROUP BY d.currency ORDER BY d.currency`,
      params,
    ),
    db.query<{ date: string; documents: number; sales_pen: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date, count(d.id)::integer AS documents,
              coalesce(sum(${SIGNED_TOTAL}) FILTER (WHERE d.currency = 'PEN' AND ${SELLING}), 0)::numeric(14, 2)::text
                AS sales_pen
         FROM generate_series($2::date, $3::date, interval '1 day') AS day
         LEFT JOIN documents d ON d.issue_date = day::date AND ${mine}
        GROUP BY day ORDER BY day`,
      params,
    ),
    db.query<{
      company_id: string;
      company_name: string;
      document_id: string;
      series: string;
      number: string;
      status: DocumentsMonth['attention'][number]['status'];
      customer_name: string;
      total: string;
      currency: string;
    }>(
      `SELECT c.public_id AS company_id, coalesce(c.trade_name, c.business_name) AS company_name,
              d.public_id AS document_id, d.series, d.number, d.status, d.customer_name,
              d.total::text AS total, d.currency
         FROM documents d JOIN companies c ON c.id = d.company_id
        WHERE ${mine} AND (d.status IN ('signed', 'sent', 'exception') OR (d.status = 'rejected' AND ${inMonth}))
        ORDER BY d.created_at DESC, d.id DESC LIMIT ${ATTENTION_LIMIT}`,
      params,
    ),
  ]);
  return {
    month: today.slice(0, 7),
    issued: counts!.issued,
    sales,
    byDay: byDay.map((day) => ({ date: day.date, documents: day.documents, salesPen: day.sales_pen })),
    attention: attention.map((row) => ({
      companyId: row.company_id,
      companyName: row.company_name,
      documentId: row.document_id,
      fullNumber: `${row.series}-${row.number}`,
      status: row.status,
      customerName: row.customer_name,
      total: row.total,
      currency: row.currency,
    })),
  };
}
