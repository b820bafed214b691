import {
  certificateWarning,
  type PlatformSigningIdentity,
  type SigningProvider,
} from '@facturador/contracts';
import type { CertificateFacts } from '../companies/certificate.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { Queryable } from '../db/database.ts';

/** The `context` the platform's secrets are sealed under (never a company's). */
export const platformSecretContext = (secret: 'certificate' | 'certificate_password') =>
  `platform:signing:${secret}`;

/** The stored row; the sealed columns never leave the server. */
export interface PlatformIdentityRow {
  ruc: string;
  business_name: string;
  certificate_sealed: string;
  certificate_password_sealed: string;
  certificate_subject: string;
  certificate_holder: string | null;
  certificate_issuer: string | null;
  certificate_ruc: string | null;
  certificate_not_after: Date;
  generated: boolean;
  updated_at: Date;
}

/** A certificate ready to seal: a PKCS#12, its password and what the owner is shown of it. */
export interface IdentityCertificate {
  bytes: Buffer;
  password: string;
  facts: Pick<CertificateFacts, 'subject' | 'holder' | 'issuer' | 'ruc' | 'notAfter'>;
}

/** Holds the identity's row, when there is one, until the caller's transaction ends. */
export async function lockPlatformIdentity(tx: Queryable): Promise<void> {
  await tx.query('SELECT 1 FROM platform_signing_identity WHERE id FOR UPDATE');
}

export async function readPlatformIdentity(db: Queryable): Promise<PlatformIdentityRow | null> {
  const [row] = await db.query<PlatformIdentityRow>(
    `SELECT ruc, business_name, certificate_sealed, certificate_password_sealed, certificate_subject,
            certificate_holder, certificate_issuer, certificate_ruc, certificate_not_after, generated,
            updated_at
       FROM platform_signing_identity WHERE id`,
  );
  return row ?? null;
}

/** What the owner reads (GET /admin/signing-identity): facts, never secrets. */
export function platformIdentityView(row: PlatformIdentityRow, now: Date): PlatformSigningIdentity {
  return {
    ruc: row.ruc,
    businessName: row.business_name,
    certificate: {
      subject: row.certificate_subject,
      holder: row.certificate_holder,
      issuer: row.certificate_issuer,
      ruc: row.certificate_ruc,
      notAfter: new Date(row.certificate_not_after).toISOString(),
    },
    generated: row.generated,
    expiryWarning: certificateWarning(row.certificate_not_after, now),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The PSE a company designates in SUNAT: what its Firma section shows. */
export const signingProviderOf = (row: PlatformIdentityRow | null): SigningProvider | null =>
  row ? { ruc: row.ruc, businessName: row.business_name } : null;

export interface IdentityChange {
  ruc: string;
  businessName: string;
  /** A new certificate; absent keeps the stored one. */
  certificate?: IdentityCertificate;
  generated: boolean;
  actorId: string | null;
  now: Date;
}

/**
 * Stores the identity (one row). With `onlyIfAbsent` an identity already there wins: two first
 * documents at once in development generate two and keep one.
 */
export async function writePlatformIdentity(
  tx: Queryable,
  secrets: SecretBox,
  change: IdentityChange,
  options: { onlyIfAbsent?: boolean } = {},
): Promise<void> {
  const { certificate } = change;
  if (!certificate) {
    await tx.query(
      `UPDATE platform_signing_identity SET ruc = $1, business_name = $2, updated_by = $3, updated_at = $4 WHERE id`,
      [change.ruc, change.businessName, change.actorId, change.now],
    );
    return;
  }
  await tx.query(
    `INSERT INTO platform_signing_identity (id, ruc, business_name, certificate_sealed, certificate_password_sealed,
       certificate_subject, certificate_holder, certificate_issuer, certificate_ruc, certificate_not_after,
       generated, updated_by, updated_at)
     VALUES (true, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (id) DO ${
       options.onlyIfAbsent
         ? 'NOTHING'
         : `UPDATE SET ruc = EXCLUDED.ruc, business_name = EXCLUDED.business_name,
       certificate_sealed = EXCLUDED.certificate_sealed,
       certificate_password_sealed = EXCLUDED.certificate_password_sealed,
       certificate_subject = EXCLUDED.certificate_subject, certificate_holder = EXCLUDED.certificate_holder,
       certificate_issuer = EXCLUDED.certificate_issuer, certificate_ruc = EXCLUDED.certificate_ruc,
       certificate_not_after = EXCLUDED.certificate_not_after, generated = EXCLUDED.generated,
       updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`
     }`,
    [
      change.ruc,
      change.businessName,
      secrets.seal(certificate.bytes, platformSecretContext('certificate')),
      secrets.seal(certificate.password, platformSecretContext('certificate_password')),
      certificate.facts.subject,
      certificate.facts.holder,
      certificate.facts.issuer,
      certificate.facts.ruc,
      certificate.facts.notAfter,
      change.generated,
      change.actorId,
      change.now,
    ],
  );
}
