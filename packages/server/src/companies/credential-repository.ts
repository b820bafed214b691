import type { Queryable } from '../db/database.ts';
import type { CertificateFacts } from './certificate.ts';

/**
 * The company's sending credentials (company_credentials). Secrets arrive here already sealed
 * (app.secrets): this file never sees a clear one.
 */

export async function saveSolCredentials(
  db: Queryable,
  companyId: string,
  solUser: string,
  sealedPassword: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO company_credentials (company_id, sol_user, sol_password_sealed, sol_password_set_at, updated_at)
     VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (company_id) DO UPDATE SET sol_user = $2, sol_password_sealed = $3, sol_password_set_at = $4,
       updated_at = $4`,
    [companyId, solUser, sealedPassword, now],
  );
}

export interface SealedCertificate {
  sealed: string;
  sealedPassword: string;
  facts: CertificateFacts;
}

/** A new certificate starts its expiry reminders afresh (certificate_reminded_*). */
export async function saveCertificate(
  db: Queryable,
  companyId: string,
  certificate: SealedCertificate,
  now: Date,
): Promise<void> {
  const { facts } = certificate;
  await db.query(
    `INSERT INTO company_credentials (company_id, certificate_sealed, certificate_password_sealed,
       certificate_subject, certificate_ruc, certificate_not_after, certificate_set_at, certificate_holder,
       certificate_issuer, certificate_format, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $7)
     ON CONFLICT (company_id) DO UPDATE SET certificate_sealed = $2, certificate_password_sealed = $3,
       certificate_subject = $4, certificate_ruc = $5, certificate_not_after = $6, certificate_set_at = $7,
       certificate_holder = $8, certificate_issuer = $9, certificate_format = $10,
       certificate_reminded_days = NULL, certificate_reminded_for = NULL, updated_at = $7`,
    [
      companyId,
      certificate.sealed,
      certificate.sealedPassword,
      facts.subject,
      facts.ruc,
      facts.notAfter,
      now,
      facts.holder,
      facts.issuer,
      facts.format,
    ],
  );
}

/** Whether the GRE API credentials are saved, and since when. */
export async function greCredentialsState(
  db: Queryable,
  companyId: string,
): Promise<{ configured: boolean; setAt: string | null }> {
  const [row] = await db.query<{ gre_set_at: Date | null }>(
    'SELECT gre_set_at FROM company_credentials WHERE company_id = $1',
    [companyId],
  );
  const setAt = row?.gre_set_at ?? null;
  return { configured: setAt !== null, setAt: setAt ? new Date(setAt).toISOString() : null };
}

export async function saveGreCredentials(
  db: Queryable,
  companyId: string,
  sealed: { clientId: string; clientSecret: string },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO company_credentials (company_id, gre_client_id_sealed, gre_client_secret_sealed, gre_set_at, updated_at)
     VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (company_id) DO UPDATE SET gre_client_id_sealed = $2, gre_client_secret_sealed = $3,
       gre_set_at = $4, updated_at = $4`,
    [companyId, sealed.clientId, sealed.clientSecret, now],
  );
}
