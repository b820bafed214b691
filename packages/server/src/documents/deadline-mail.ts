import { ROUTE_PATHS } from '@facturador/contracts';
import type { FastifyInstance } from 'fastify';
import { deadlineWarningMail } from '../mail/templates.ts';

export interface WarnedDocument {
  companyId: string;
  fullNumber: string;
  deadline: string;
}

/**
 * One e-mail per company and member for the documents a run of the deadline watch just marked
 * (each is marked once, so each is mailed once). Members with an active, verified account get it:
 * whoever issues may be the one to correct and resend. A failed e-mail is logged, not retried.
 */
export async function mailDeadlineWarnings(
  app: FastifyInstance,
  warned: readonly WarnedDocument[],
): Promise<number> {
  const byCompany = new Map<string, WarnedDocument[]>();
  for (const document of warned)
    byCompany.set(document.companyId, [...(byCompany.get(document.companyId) ?? []), document]);
  if (byCompany.size === 0) return 0;
  const rows = await app.db.query<{
    company_id: string;
    public_id: string;
    name: string;
    ruc: string;
    email: string;
  }>(
    `SELECT c.id AS company_id, c.public_id, COALESCE(c.trade_name, c.business_name) AS name, c.ruc, u.email
       FROM companies c
       JOIN company_members m ON m.company_id = c.id
       JOIN users u ON u.id = m.user_id
      WHERE c.id = ANY($1::bigint[]) AND u.is_active AND NOT u.is_deleted AND u.is_verified_email
      ORDER BY m.created_at`,
    [[...byCompany.keys()]],
  );
  const appUrl = app.env.APP_URL ?? app.env.CORS_ORIGINS[0] ?? 'http://localhost:3000';
  let sent = 0;
  for (const row of rows) {
    const documents = byCompany
      .get(row.company_id)!
      .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.fullNumber.localeCompare(b.fullNumber));
    const link = new URL(`${ROUTE_PATHS.documentsReports}?empresa=${row.public_id}`, appUrl).toString();
    try {
      await app.mailer.send(
        deadlineWarningMail(row.email, { companyName: row.name, ruc: row.ruc, documents, link }),
      );
      sent += 1;
    } catch (error) {
      app.log.error({ err: error, company: row.public_id }, 'deadline warning not sent');
    }
  }
  return sent;
}
