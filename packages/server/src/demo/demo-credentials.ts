import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readCertificate } from '../companies/certificate.ts';
import { findRepositoryRoot } from '../config/repository-root.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { Queryable } from '../db/database.ts';
import { secretContext } from '../crypto/secret-context.ts';

/**
 * The einvoice package's self-signed TEST certificate (its README: never for real documents).
 * The demo company signs with it, so `npm start` can issue to the SUNAT double at once.
 */
const demoCertificateFile = () =>
  resolve(findRepositoryRoot(), 'packages/einvoice/test/fixtures/test-certificate.p12');
export const DEMO_CERTIFICATE_PASSWORD = 'facturador-test';
export const DEMO_SOL = { user: 'DEMOSOL1', password: 'DemoSol123' } as const;

/**
 * Gives a demo company what sending needs, stored as PUT …/credentials/sol and
 * …/credentials/certificate store it: secrets sealed under the company's contexts.
 */
export async function addDemoCredentials(
  tx: Queryable,
  companyId: string,
  secrets: SecretBox,
  now: Date,
): Promise<boolean> {
  // A copy of the server outside the workspace has no test fixtures: its demo company has no credentials.
  const file = demoCertificateFile();
  if (!existsSync(file)) return false;
  const fileBase64 = readFileSync(file).toString('base64');
  const { bytes, facts } = readCertificate(fileBase64, DEMO_CERTIFICATE_PASSWORD);
  await tx.query(
    `INSERT INTO company_credentials (company_id, sol_user, sol_password_sealed, sol_password_set_at,
       certificate_sealed, certificate_password_sealed, certificate_subject, certificate_ruc,
       certificate_not_after, certificate_set_at, certificate_holder, certificate_issuer, certificate_format,
       updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $4, $10, $11, $12, $4)`,
    [
      companyId,
      DEMO_SOL.user,
      secrets.seal(DEMO_SOL.password, secretContext(companyId, 'sol_password')),
      now,
      secrets.seal(bytes, secretContext(companyId, 'certificate')),
      secrets.seal(DEMO_CERTIFICATE_PASSWORD, secretContext(companyId, 'certificate_password')),
      facts.subject,
      facts.ruc,
      facts.notAfter,
      facts.holder,
      facts.issuer,
      facts.format,
    ],
  );
  return true;
}
