import {
  CERTIFICATE_REMINDER_DAYS,
  DAY_MS,
  type BusinessRole,
  type CertificateReminderDays,
} from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';

/** Companies reminded per query; the next query takes the rest. */
export const CERTIFICATE_REMINDER_BATCH = 50;

/** Who is e-mailed about a company's certificate: those who can upload the next one. */
const RECIPIENT_ROLES = [
  'OWNER_BUSINESS',
  'ADMINISTRATOR_BUSINESS',
] as const satisfies readonly BusinessRole[];

export interface CertificateReminder {
  companyPublicId: string;
  companyName: string;
  ruc: string;
  notAfter: Date;
  days: CertificateReminderDays;
  /** The e-mails of the company's active owners and administrators. */
  recipients: string[];
}

/**
 * The certificates that reached a reminder (30 days before their expiry, then 7) not yet sent
 * for that expiry, of active companies that sign with their own («Uso mi propio certificado»:
 * when Facturador signs, theirs is not used). Marked as sent in the same statement: each goes out
 * once however many instances run this (at most once: a failed e-mail is logged, not retried).
 * A certificate first seen inside its last week gets the 7-day reminder only.
 */
export async function takeDueCertificateReminders(
  db: Queryable,
  now: Date,
  limit = CERTIFICATE_REMINDER_BATCH,
): Promise<CertificateReminder[]> {
  // The nearest threshold a certificate is within, shortest first: CASE WHEN ≤ now+7d THEN 7 WHEN ≤ now+30d THEN 30.
  const shortestFirst = [...CERTIFICATE_REMINDER_DAYS].sort((a, b) => a - b);
  const limits = shortestFirst.map((days) => new Date(now.getTime() + days * DAY_MS));
  const dueDays = `CASE ${shortestFirst
    .map((days, index) => `WHEN cc.certificate_not_after <= $${index + 3} THEN ${days}`)
    .join(' ')} END`;
  const rows = await db.query<{
    company_id: string;
    public_id: string;
    name: string;
    ruc: string;
    not_after: Date;
    days: number;
  }>(
    `WITH due AS (
       SELECT cc.company_id, ${dueDays} AS days
         FROM company_credentials cc
         JOIN companies c ON c.id = cc.company_id
        WHERE c.is_active AND c.signing_mode = 'own' AND cc.certificate_sealed IS NOT NULL
          AND cc.certificate_not_after > $1 AND cc.certificate_not_after <= $${limits.length + 2}
     ), pending AS (
       SELECT cc.company_id, due.days
         FROM company_credentials cc JOIN due ON due.company_id = cc.company_id
        WHERE cc.certificate_reminded_for IS DISTINCT FROM cc.certificate_not_after
           OR cc.certificate_reminded_days > due.days
        ORDER BY cc.certificate_not_after
        LIMIT $2
          FOR UPDATE OF cc SKIP LOCKED
     )
     UPDATE company_credentials cc
        SET certificate_reminded_days = pending.days, certificate_reminded_for = cc.certificate_not_after
       FROM pending, companies c
      WHERE cc.company_id = pending.company_id AND c.id = cc.company_id
     RETURNING cc.company_id, c.public_id, COALESCE(c.trade_name, c.business_name) AS name, c.ruc,
               cc.certificate_not_after AS not_after, pending.days`,
    [now, limit, ...limits],
  );
  if (rows.length === 0) return [];
  const members = await db.query<{ company_id: string; email: string }>(
    `SELECT m.company_id, u.email
       FROM company_members m
       JOIN roles r ON r.id = m.role_id
       JOIN users u ON u.id = m.user_id
      WHERE m.company_id = ANY($1::bigint[]) AND r.name = ANY($2::text[]) AND u.is_active AND NOT u.is_deleted
      ORDER BY m.created_at`,
    [rows.map((row) => row.company_id), RECIPIENT_ROLES],
  );
  return rows.map((row) => ({
    companyPublicId: row.public_id,
    companyName: row.name,
    ruc: row.ruc,
    notAfter: new Date(row.not_after),
    days: row.days as CertificateReminderDays,
    recipients: members
      .filter((member) => member.company_id === row.company_id)
      .map((member) => member.email),
  }));
}
