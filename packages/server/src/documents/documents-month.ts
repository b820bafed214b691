import { limaDate, SELLING_STATUSES, type DocumentsMonth } from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';
import { SELLING_SQL as SELLING, signedSql } from './selling.ts';

/** A credit note takes back what its document sold. */
const SIGNED_TOTAL = signedSql('total');
const ATTENTION_LIMIT = 10;
/** A retención's or percepción's amount counts while accepted or on its way, as a sale's does. */
const OTHER_COUNTED = `o.status IN (${SELLING_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * The dashboard's month (issue 29): documents of every company the user belongs to, by their
 * issue date in Lima's calendar (the date SUNAT reads), from the 1st to today. Retenciones and
 * percepciones (issue 41) count as issued and have their own line; they are never sales.
 */
export async function documentsMonth(db: Queryable, userId: string, now: Date): Promise<DocumentsMonth> {
  const today = limaDate(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const mineOf = (alias: string) =>
    `${alias}.company_id IN (SELECT company_id FROM company_members WHERE user_id = $1)`;
  const inMonthOf = (alias: string) => `${alias}.issue_date BETWEEN $2::date AND $3::date`;
  const [mine, inMonth] = [mineOf('d'), inMonthOf('d')];
  const params = [userId, monthStart, today];
  const [[counts], sales, otherCpe, byDay, attention] = await Promise.all([
    db.query<{ issued: number }>(
      `SELECT ((SELECT count(*) FROM documents d WHERE ${mine} AND ${inMonth})
             + (SELECT count(*) FROM other_documents o WHERE ${mineOf('o')} AND ${inMonthOf('o')}))::integer AS issued`,
      params,
    ),
    db.query<{ currency: string; total: string }>(
      `SELECT d.currency, sum(${SIGNED_TOTAL})::numeric(14, 2)::text AS total FROM documents d
        WHERE ${mine} AND ${inMonth} AND ${SELLING} GROUP BY d.currency ORDER BY d.currency`,
      params,
    ),
    db.query<{ document_type: '20' | '40'; documents: number; total: string }>(
      `SELECT o.document_type, count(*)::integer AS documents,
              coalesce(sum(o.total_amount) FILTER (WHERE ${OTHER_COUNTED}), 0)::numeric(14, 2)::text AS total
         FROM other_documents o WHERE ${mineOf('o')} AND ${inMonthOf('o')}
        GROUP BY o.document_type ORDER BY o.document_type`,
      params,
    ),
    db.query<{ date: string; documents: number; sales_pen: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date,
              (count(d.id) + (SELECT count(*) FROM other_documents o
                               WHERE o.issue_date = day::date AND ${mineOf('o')}))::integer AS documents,
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
      document_type: DocumentsMonth['attention'][number]['documentType'];
      series: string;
      number: string;
      status: DocumentsMonth['attention'][number]['status'];
      customer_name: string;
      total: string;
      currency: string;
    }>(
      `SELECT c.public_id AS company_id, coalesce(c.trade_name, c.business_name) AS company_name,
              x.public_id AS document_id, x.document_type, x.series, x.number, x.status, x.customer_name,
              x.total, x.currency
         FROM (SELECT d.company_id, d.public_id, d.document_type, d.series, d.number, d.status, d.customer_name,
                      d.total::text AS total, d.currency, d.created_at, d.id, 0 AS source
                 FROM documents d
                WHERE ${mine} AND (d.status IN ('signed', 'sent', 'exception') OR (d.status = 'rejected' AND ${inMonth}))
               UNION ALL
               SELECT o.company_id, o.public_id, o.document_type, o.series, o.number, o.status, o.receiver_name,
                      o.total_amount::text, 'PEN', o.created_at, o.id, 1
                 FROM other_documents o
                WHERE ${mineOf('o')}
                  AND (o.status IN ('signed', 'sent', 'exception') OR (o.status = 'rejected' AND ${inMonthOf('o')}))
              ) x JOIN companies c ON c.id = x.company_id
        ORDER BY x.created_at DESC, x.source, x.id DESC LIMIT ${ATTENTION_LIMIT}`,
      params,
    ),
  ]);
  return {
    month: today.slice(0, 7),
    issued: counts!.issued,
    sales,
    otherCpe: otherCpe.map((row) => ({
      documentType: row.document_type,
      documents: row.documents,
      total: row.total,
    })),
    byDay: byDay.map((day) => ({ date: day.date, documents: day.documents, salesPen: day.sales_pen })),
    attention: attention.map((row) => ({
      companyId: row.company_id,
      companyName: row.company_name,
      documentId: row.document_id,
      documentType: row.document_type,
      fullNumber: `${row.series}-${row.number}`,
      status: row.status,
      customerName: row.customer_name,
      total: row.total,
      currency: row.currency,
    })),
  };
}
