import type { Migration } from './migration.ts';

/**
 * Issue 40: what the page shows of a certificate besides its subject (its holder, who issued it,
 * how it was uploaded), and which expiry reminder its owners were last e-mailed: the days
 * (30, then 7) and the expiry they were for, so a new certificate starts its reminders afresh.
 */
export const certificateFactsMigration: Migration = {
  id: '027_certificate_facts',
  sql: /* sql */ `
    ALTER TABLE company_credentials
      ADD COLUMN certificate_holder text,
      ADD COLUMN certificate_issuer text,
      ADD COLUMN certificate_format text CHECK (certificate_format IN ('pkcs12', 'pem')),
      ADD COLUMN certificate_reminded_days smallint,
      ADD COLUMN certificate_reminded_for timestamptz;
    CREATE INDEX company_credentials_certificate_not_after_idx ON company_credentials (certificate_not_after)
      WHERE certificate_sealed IS NOT NULL;
  `,
};
