import type { Migration } from './migration.ts';

/**
 * Issue 40: every document records the environment it was issued in, `test` (the company was in
 * demo: SUNAT's beta or the SUNAT double) or `production`. Read from the document, never from
 * the company: a company that moves to production still shows its old documents as tests.
 *
 * Documents issued before this column take their company's environment of today: nothing else
 * recorded it (the exchange log names the simulator in development, whatever the environment).
 * No default: the one place that numbers a document says which environment it was issued in.
 */
export const documentEnvironmentMigration: Migration = {
  id: '028_document_environment',
  sql: /* sql */ `
    ALTER TABLE documents ADD COLUMN environment text CHECK (environment IN ('test', 'production'));
    UPDATE documents d
       SET environment = CASE c.environment WHEN 'production' THEN 'production' ELSE 'test' END
      FROM companies c
     WHERE c.id = d.company_id;
    ALTER TABLE documents ALTER COLUMN environment SET NOT NULL;
  `,
};
