import {
  CERTIFICATE_WARNING_DAYS,
  certificateDaysLeft,
  certificateWarning,
  DAY_MS,
  type ExpiringCertificate,
} from '@facturador/contracts';
import type { Queryable } from '../db/database.ts';

/**
 * Issue 40's admin report: active companies that sign with their own certificate and whose
 * certificate has expired or expires within CERTIFICATE_WARNING_DAYS, soonest first, with whom to call and the last reminder they got.
 */
export async function expiringCertificates(db: Queryable, now: Date): Promise<ExpiringCertificate[]> {
  const rows = await db.query<{
    public_id: string;
    ruc: string;
    business_name: string;
    certificate_holder: string | null;
    certificate_issuer: string | null;
    certificate_not_after: Date;
    certificate_reminded_days: number | null;
    certificate_reminded_for: Date | null;
    owner_email: string | null;
  }>(
    `SELECT c.public_id, c.ruc, c.business_name, cc.certificate_holder, cc.certificate_issuer,
            cc.certificate_not_after, cc.certificate_reminded_days, cc.certificate_reminded_for,
            (SELECT u.email FROM company_members m JOIN roles r ON r.id = m.role_id JOIN users u ON u.id = m.user_id
              WHERE m.company_id = c.id AND r.name = 'OWNER_BUSINESS' AND NOT u.is_deleted
              ORDER BY m.created_at LIMIT 1) AS owner_email
       FROM company_credentials cc
       JOIN companies c ON c.id = cc.company_id
      WHERE c.is_active AND c.signing_mode = 'own' AND cc.certificate_sealed IS NOT NULL
        AND cc.certificate_not_after <= $1
      ORDER BY cc.certificate_not_after, c.id`,
    [new Date(now.getTime() + CERTIFICATE_WARNING_DAYS * DAY_MS)],
  );
  return rows.map((row) => {
    const notAfter = new Date(row.certificate_not_after);
    const remindedFor = row.certificate_reminded_for && new Date(row.certificate_reminded_for);
    return {
      companyId: row.public_id,
      ruc: row.ruc,
      businessName: row.business_name,
      holder: row.certificate_holder,
      issuer: row.certificate_issuer,
      notAfter: notAfter.toISOString(),
      daysLeft: certificateDaysLeft(notAfter, now),
      status: certificateWarning(notAfter, now) === 'expired' ? 'expired' : 'expiring',
      // A reminder sent for an earlier certificate says nothing of this one.
      remindedDays: remindedFor?.getTime() === notAfter.getTime() ? row.certificate_reminded_days : null,
      ownerEmail: row.owner_email,
    };
  });
}
